package org.openaok.ai.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.openaok.sim.api.command.Tribute;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.system.Vision;
import org.openaok.sim.internal.engine.MatchEngine;

/**
 * The spy action researches Spies at the player's Castle, and can-spy holds exactly when the
 * command would be taken: at the price the game works out (200 gold for each of the enemy's
 * civilians), with escrow kept back for can-spy-with-escrow. (Both were false always: the match
 * had no Spies to buy.)
 */
class SpyTest {
    @Test
    void aScriptBuysSpiesAtItsCastleAndSeesWhatTheEnemySees() {
        Arena a = Arena.flat(60).startAge("imperial").put("town-center", 1, 3, 3).put("castle", 1, 12, 3)
                .put("town-center", 2, 50, 50).put("market", 2, 40, 52).row("villager", 2, 3, 40, 45);
        MatchEngine m = a.start("(defrule (true) => (set-escrow-percentage gold 100) (disable-self))\n"
                + "(defrule (can-spy-with-escrow) (not (can-spy)) => (chat-to-all \"escrow would pay\") (release-escrow gold) (disable-self))\n"
                + "(defrule (can-spy) => (spy) (chat-to-all \"spied\") (disable-self))\n");
        int spies = Arena.RULES.techIndex("ri-spies");
        // seat 1 spends what it starts with, so what it has is what comes in
        m.player(1).addStock(Resource.GOLD.ordinal(), -m.player(1).stock(Resource.GOLD));
        m.runUntil(5_000);
        assertEquals(List.of(), a.said(), "no gold, no spies");
        m.player(2).addStock(Resource.GOLD.ordinal(), 2_000_000);
        var given = m.execute(new Tribute(2, 1, "gold", 600));
        assertTrue(given.accepted(), given.toString());
        m.runUntil(12_000);
        // 600 gold, all of it in escrow: only with escrow can it pay 200 for each of three villagers
        assertEquals(List.of("p1: escrow would pay", "p1: spied"), a.said());
        m.runUntil(15_000);
        assertTrue(m.player(1).researched(spies));
        assertEquals(0, m.player(1).stock(Resource.GOLD), "charged 600 gold");
        Vision v = m.require(Vision.class);
        assertTrue(v.visible(1, m.grid().tile(41, 45)), "the enemy villagers' sight is its own");
        assertEquals(0, a.failures().size(), a.failures().toString());
    }
}
