package org.openaok.ai.play.internal;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.openaok.ai.lang.Thing;
import org.openaok.ai.lang.Vocabulary;
import org.openaok.ai.world.Resources;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.TechDef;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.rules.TypeKind;

/**
 * What the language's words mean in a match's rules: a unit, building or line id as the match's
 * types, a research id as its technologies, and the types found by what they do (the drop sites,
 * the farm, the house ...). Built once per match; immutable.
 */
public final class Catalog {
    /** What a type is for a computer player. */
    public enum Role { NONE, VILLAGER, SOLDIER, SCOUT, MONK, SIEGE, WARSHIP, FISHING_SHIP, TRANSPORT, TRADE, KING, HERDABLE, PREY, BOAR, PREDATOR }

    public final Rules rules;
    private final Map<Integer, int[]> members = new HashMap<>();
    private final Map<Integer, Integer> techs = new HashMap<>();
    private final Role[] role;
    /** Per type: the language id of the line's first unit it counts as, or its own id. */
    private final int[] identity;
    public final int villager, house, farm, mill, lumberCamp, miningCamp, dock, townCenter, market, monastery, castle,
            palisade, stoneWall, gate, wonder, relic, fishingShip, transport, fishTrap, outpost, watchTower;
    /** What the spy action researches (Spies, which is Treason in Regicide): its index and data id, -1 when the rules lack it. */
    public final int spies, spiesItem;

    public Catalog(Rules rules) {
        this.rules = rules;
        Vocabulary v = Vocabulary.standard();
        int n = rules.types().size();
        role = new Role[n];
        identity = new int[n];
        for (TypeDef t : rules.types()) {
            role[t.index()] = roleOf(t);
            identity[t.index()] = t.id();
        }
        for (Thing t : v.things()) {
            switch (t.kind()) {
                case UNIT, BUILDING -> {
                    TypeDef d = rules.typeById(t.id()).orElse(null);
                    if (d != null) members.put(t.id(), new int[] {d.index()});
                }
                case RESEARCH -> rules.techById(t.id()).ifPresent(d -> techs.put(t.id(), d.index()));
                case LINE -> {
                    List<Thing> ms = v.lineMembers(t.id());
                    int[] ids = ms.stream().map(m -> rules.typeById(m.id()).orElse(null)).filter(d -> d != null)
                            .mapToInt(TypeDef::index).distinct().toArray();
                    members.put(t.id(), ids);
                    // an upgraded unit keeps the identity of its line's first unit
                    if (ids.length > 0) for (int i : ids) identity[i] = rules.type(ids[0]).id();
                }
            }
        }
        linkOtherForms();
        villager = index("villager");
        TechDef spy = rules.tech("ri-spies").orElse(null);
        spies = spy == null ? -1 : spy.index();
        spiesItem = spy == null ? -1 : spy.id();
        house = index("house");
        farm = index("farm");
        mill = index("mill");
        lumberCamp = index("lumber-camp");
        miningCamp = index("mining-camp");
        dock = index("dock");
        townCenter = index("town-center");
        market = index("market");
        monastery = index("monastery");
        castle = index("castle");
        palisade = index("palisade-wall");
        stoneWall = index("stone-wall");
        gate = index("gate");
        wonder = index("wonder");
        relic = rules.types().stream().filter(t -> t.kind() == TypeKind.RELIC).mapToInt(TypeDef::index).findFirst().orElse(-1);
        fishingShip = index("fishing-ship");
        transport = index("transport-ship");
        fishTrap = index("fish-trap");
        outpost = index("outpost");
        watchTower = index("watch-tower");
    }

    /**
     * A unit with a second form (the packed trebuchet, the tables' {@code unpacks-to}) counts as
     * the form it unpacks to, as an upgraded unit counts as its line's first: the word for that
     * form, and every line holding it, stand for both.
     */
    private void linkOtherForms() {
        for (TypeDef t : rules.types()) {
            if (!t.isUnit() || !t.has("unpacks-to")) continue;
            TypeDef main = rules.type(t.traitText("unpacks-to", "")).orElse(null);
            if (main == null || main.index() == t.index()) continue;
            identity[t.index()] = identity[main.index()];
            for (Map.Entry<Integer, int[]> m : members.entrySet()) {
                int[] ids = m.getValue();
                if (java.util.Arrays.stream(ids).anyMatch(i -> i == main.index()) && java.util.Arrays.stream(ids).noneMatch(i -> i == t.index())) {
                    int[] more = java.util.Arrays.copyOf(ids, ids.length + 1);
                    more[ids.length] = t.index();
                    m.setValue(more);
                }
            }
        }
    }

    private int index(String word) { return rules.type(word).map(TypeDef::index).orElse(-1); }

    private static Role roleOf(TypeDef t) {
        if (!t.isUnit()) return Role.NONE;
        return switch (t.unitClass()) {
            case "villager" -> Role.VILLAGER;
            case "scout" -> Role.SCOUT;
            case "monk", "monk-with-relic" -> Role.MONK;
            case "warship" -> Role.WARSHIP;
            case "fishing-ship" -> Role.FISHING_SHIP;
            case "transport-ship" -> Role.TRANSPORT;
            case "trade", "trade-ship" -> Role.TRADE;
            case "king" -> Role.KING;
            case "animal-herdable" -> Role.HERDABLE;
            case "animal-prey" -> Role.PREY;
            case "animal-boar" -> Role.BOAR;
            case "animal-predator" -> Role.PREDATOR;
            case "siege", "unpacked-siege", "packed-siege", "scorpion", "petard" -> Role.SIEGE;
            default -> Role.SOLDIER;
        };
    }

    public Role role(int type) { return role[type]; }

    /** A Town Center or a form of one (villagers are trained there; it is the town's home). */
    public boolean townCenterLike(int type) {
        return type == townCenter || (type >= 0 && rules.type(type).isBuilding() && rules.type(type).word().startsWith("town-center")
                && !rules.type(type).word().endsWith("foundation"));
    }

    /** Land units that fight: soldiers, scouts, siege and (unless held back) monks. */
    public boolean landMilitary(int type) {
        Role r = role[type];
        return r == Role.SOLDIER || r == Role.SCOUT || r == Role.SIEGE || r == Role.MONK;
    }

    /** Whether the type takes no room among the civilians: everything but villagers, fishing, trade and transport. */
    public boolean civilian(int type) {
        Role r = role[type];
        return r == Role.VILLAGER || r == Role.FISHING_SHIP || r == Role.TRADE || r == Role.TRANSPORT;
    }

    /** The language id a unit counts as: its line's first unit (for upgrades), or its own id. */
    public int identity(int type) { return identity[type]; }

    /** The match's types a language id stands for (one, or a line's members); empty when none. */
    public int[] types(int languageId) {
        int[] t = members.get(languageId);
        if (t != null) return t;
        TypeDef d = rules.typeById(languageId).orElse(null);
        return d == null ? new int[0] : new int[] {d.index()};
    }

    /** The type a train or build of a language id makes (a line's first member; the player's form is the command's), or -1. */
    public int makes(int languageId) {
        int[] t = types(languageId);
        return t.length == 0 ? -1 : t[0];
    }

    /** The technology a research id stands for, or -1. */
    public int tech(int researchId) {
        Integer t = techs.get(researchId);
        if (t != null) return t;
        return rules.techById(researchId).map(TechDef::index).orElse(-1);
    }

    /** The sim's resource ordinal for a language resource (food wood stone gold), and back: the same swap. */
    public static int simResource(int languageResource) {
        return switch (languageResource) {
            case Resources.FOOD -> Resource.FOOD.ordinal();
            case Resources.WOOD -> Resource.WOOD.ordinal();
            case Resources.STONE -> Resource.STONE.ordinal();
            case Resources.GOLD -> Resource.GOLD.ordinal();
            default -> -1;
        };
    }

    public static int languageResource(int simResource) {
        if (simResource == Resource.FOOD.ordinal()) return Resources.FOOD;
        if (simResource == Resource.WOOD.ordinal()) return Resources.WOOD;
        if (simResource == Resource.STONE.ordinal()) return Resources.STONE;
        if (simResource == Resource.GOLD.ordinal()) return Resources.GOLD;
        return -1;
    }

    /** Whether a building type drops a sim resource. */
    public boolean dropsite(int type, int simResource) { return (rules.type(type).dropsite() & (1 << simResource)) != 0; }

    /** Economic buildings: attacked after the rest. */
    public boolean economic(int type) {
        return type == house || type == farm || type == mill || type == lumberCamp || type == miningCamp || type == fishTrap
                || type == market || type == dock;
    }

    /** A Monk carrying a relic (a form of its own in the tables). */
    public boolean carriesRelic(int type) { return type >= 0 && rules.type(type).has("relic"); }

    public boolean wallOrGate(int type) {
        if (type < 0) return false;
        String c = rules.type(type).unitClass();
        String w = rules.type(type).word();
        return type == palisade || type == stoneWall || type == gate || c.contains("wall") || w.contains("wall") || w.contains("gate");
    }
}
