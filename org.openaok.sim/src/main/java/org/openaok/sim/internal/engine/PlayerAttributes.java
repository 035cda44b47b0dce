package org.openaok.sim.internal.engine;

import java.util.Set;

/**
 * The player-wide attribute words ({@code set/add/mul player WORD}, effects.tsv) that the
 * simulation reads, each with the system that reads it. A word the rules set and no system reads
 * does nothing; PlayerAttributesTest fails on one. Keys the engine makes itself
 * ({@code task.TASK.attack.CLASS}, Effects.taskAttackKey) are not rule words and not listed.
 */
public final class PlayerAttributes {
    private PlayerAttributes() {}

    public static final Set<String> HONOURED = Set.of(
            "pop-free",             // PlayerState.popHeadroom: room without houses (Huns)
            "pop-cap-bonus",        // PlayerState.popCap: above the lobby's limit (Goths, Imperial Age)
            "tribute-tax",          // MarketSystem: the tax on tribute
            "market-fee",           // MarketSystem: the fee on trades
            "build-rate",           // BuildSystem: builders' speed
            "resource-yield.food",  // GatherSystem: what a gatherer takes from a resource per unit removed (Mayans)
            "resource-yield.wood",  // GatherSystem
            "resource-yield.gold",  // GatherSystem
            "resource-yield.stone", // GatherSystem
            "faith-recharge",       // MonkSystem: faith regained per second (Illumination)
            "heal-rate",            // MonkSystem: healing speed (Byzantine team bonus)
            "heal-range",           // MonkSystem: healing range (Teutons)
            "convert-resist",       // MonkSystem.resistance: lower chance against the player's units (Faith)
            "convert-resist-min",   // MonkSystem: monk seconds added to the minimum (Faith, Teuton team bonus)
            "convert-resist-max",   // MonkSystem: monk seconds added to the maximum (Faith, Teuton team bonus)
            "convert-monks",        // MonkSystem.immune: Atonement
            "convert-buildings",    // MonkSystem.immune: Redemption
            "heresy",               // MonkSystem: a converted unit dies
            "theocracy",            // MonkSystem: only one of the monks converting together pays
            "relic-gold",           // MonkSystem.trickle: gold per minute per relic (Aztec team bonus)
            "crenellations",        // GarrisonSystem: garrisoned infantry fire arrows
            "herd-dominance",       // HerdSystem: Celts take herd animals others see and keep their own
            "victory-years",        // VictorySystem: added to relic and wonder victory times (Atheism)
            "research-cost",        // TechPrices: a factor on research, not on the ages (Chinese)
            "spies-half-price",     // TechPrices: Spies or Treason at half price (Atheism)
            "reveal-allies",        // SightSystem: sees what allies see (Cartography)
            "reveal-enemies");      // SightSystem: sees what every player not allied sees (Spies)
}
