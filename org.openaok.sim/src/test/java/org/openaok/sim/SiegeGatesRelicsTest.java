package org.openaok.sim;

import static org.openaok.sim.Fixtures.field;
import static org.openaok.sim.Fixtures.spawn;
import static org.openaok.sim.Fixtures.steps;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.openaok.api.data.RuleTable;
import org.openaok.sim.api.command.AttackGround;
import org.openaok.sim.api.command.CommandText;
import org.openaok.sim.api.command.DropRelic;
import org.openaok.sim.api.command.Gather;
import org.openaok.sim.api.command.LockGate;
import org.openaok.sim.api.command.Move;
import org.openaok.sim.api.command.Refusal;
import org.openaok.sim.api.command.Result;
import org.openaok.sim.api.command.Stop;
import org.openaok.sim.api.command.Transform;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.api.system.Monks;
import org.openaok.sim.internal.engine.MatchEngine;
import org.openaok.sim.internal.service.Matches;

/** The attack-ground, gate lock, drop-relic and transform commands, each carried out and each refused. */
class SiegeGatesRelicsTest {
    private static final Rules R = Fixtures.rules();


    private static int hurt(MatchEngine m, int... ids) {
        int n = 0;
        for (int id : ids) if (!m.entities().alive(id) || m.entities().hp(id) < m.player(m.entities().owner(id)).stats(m.entities().type(id)).hp()) n++;
        return n;
    }

    // ---- attack ground

    @Test
    void aMangonelBombardsAPointAndItsBlastHurtsAllRoundItOwnUnitsToo() {
        MatchEngine m = field(60);
        int mangonel = spawn(m, "mangonel", 1, 10_000, 30_000);
        // enemy pikemen stand round (20, 30), and one of the mangonel's own; they are told to stand their ground and not fight
        int[] enemies = {spawn(m, "spearman", 2, 20_000, 30_000), spawn(m, "spearman", 2, 20_600, 30_300), spawn(m, "spearman", 2, 19_500, 29_600)};
        int own = spawn(m, "spearman", 1, 20_300, 29_400);
        assertTrue(m.execute(new org.openaok.sim.api.command.UnitStance(2, enemies, "no-attack")).accepted());
        assertTrue(m.execute(new org.openaok.sim.api.command.UnitStance(1, new int[] {own}, "no-attack")).accepted());
        // no stance of the mangonel's would shoot its own unit: only the ground attack does
        Result r = m.execute(new AttackGround(1, new int[] {mangonel}, 20_000, 30_000));
        assertTrue(r.accepted(), r.toString());
        assertEquals(OrderKind.ATTACK_GROUND, m.entities().order(mangonel));
        steps(m, 200);
        assertEquals(3, hurt(m, enemies), "the blast of 1 tile reaches every pikeman round the point");
        assertEquals(1, hurt(m, own), "the mangonel's blast hurts its owner's units too (blast-friendly)");
        assertTrue(m.entities().x(mangonel) > 10_500, "it walked into its range of 7 tiles");
        // it keeps shooting the point until told otherwise
        assertEquals(OrderKind.ATTACK_GROUND, m.entities().order(mangonel));
        assertTrue(m.execute(new Stop(1, new int[] {mangonel})).accepted());
        assertEquals(OrderKind.IDLE, m.entities().order(mangonel));
    }

    @Test
    void aPackedTrebuchetWalksUnpacksAndShootsTheGroundABuildingStandsOn() {
        MatchEngine m = field(60);
        int treb = spawn(m, "trebuchet-packed", 1, 10_000, 30_000);
        int house = m.lifecycle().placeBuilding(R.typeIndex("house"), 2, 40, 30, true);
        int hp = m.entities().hp(house);
        Result r = m.execute(new AttackGround(1, new int[] {treb}, 41_000, 31_000));
        assertTrue(r.accepted(), r.toString());
        steps(m, 900);
        assertEquals("trebuchet", R.type(m.entities().type(treb)).word(), "unpacked where it could reach");
        assertTrue(!m.entities().present(house) || m.entities().hp(house) < hp, "the house on the point was hit");
    }

    @Test
    void attackGroundIsRefusedForUnitsThatCannotAndPointsOffTheMap() {
        MatchEngine m = field(40);
        int knight = spawn(m, "knight", 1, 10_000, 10_000);
        int mangonel = spawn(m, "mangonel", 1, 12_000, 10_000);
        int theirs = spawn(m, "mangonel", 2, 20_000, 20_000);
        int bombard = spawn(m, "bombard-cannon", 1, 12_000, 12_000);
        Result r = m.execute(new AttackGround(1, new int[] {knight}, 20_000, 10_000));
        assertEquals(Refusal.NOT_ABLE, r.refusal().code());
        assertTrue(r.refusal().message().contains("knight cannot attack the ground"), r.refusal().message());
        assertEquals(Refusal.NOT_ABLE, m.execute(new AttackGround(1, new int[] {bombard}, 20_000, 10_000)).refusal().code(),
                "1.0c's bombard cannon has no attack-ground");
        r = m.execute(new AttackGround(1, new int[] {theirs}, 20_000, 10_000));
        assertTrue(r.refusal().message().contains("not yours"), r.toString());
        r = m.execute(new AttackGround(1, new int[] {mangonel}, 40_000, 10_000));
        assertEquals(Refusal.BAD_TARGET, r.refusal().code());
        assertEquals(OrderKind.IDLE, m.entities().order(mangonel), "nothing changed");
        assertTrue(m.execute(new AttackGround(1, new int[] {knight, mangonel}, 20_000, 10_000)).accepted(), "the mangonel of the two takes it");
        assertEquals(OrderKind.IDLE, m.entities().order(knight));
    }

    // ---- gates

    private static int[] walled(MatchEngine m) {
        int gate = m.lifecycle().placeBuilding(R.typeIndex("gate"), 1, 10, 20, true);
        assertTrue(gate != 0);
        for (int x = 0; x < 40; x++) if (x < 10 || x > 13) m.lifecycle().placeBuilding(R.typeIndex("stone-wall"), 1, x, 20, true);
        return new int[] {gate};
    }

    @Test
    void aLockedGateLetsNobodyThroughItsOwnerNeitherAndUnlockedItOpensAgain() {
        MatchEngine m = field(40);
        int[] gate = walled(m);
        assertTrue(m.execute(new LockGate(1, gate, LockGate.Mode.LOCK)).accepted());
        assertTrue((m.entities().flags(gate[0]) & Entities.LOCKED) != 0);
        int own = spawn(m, "villager", 1, 11_500, 18_500);
        assertTrue(m.execute(new Move(1, new int[] {own}, 11_500, 23_500)).accepted());
        steps(m, 300);
        assertTrue(m.entities().y(own) < 20_000, "the owner's villager stays behind the locked gate: " + m.entities().y(own));
        // the gate's button turns it back
        assertTrue(m.execute(new LockGate(1, gate, LockGate.Mode.TOGGLE)).accepted());
        assertEquals(0, m.entities().flags(gate[0]) & Entities.LOCKED);
        assertTrue(m.execute(new Move(1, new int[] {own}, 11_500, 23_500)).accepted());
        steps(m, 300);
        assertTrue(m.entities().y(own) > 21_000, "through the unlocked gate: " + m.entities().y(own));
    }

    @Test
    void lockingIsRefusedForAnotherPlayersGateAndForWhatIsNoGate() {
        MatchEngine m = field(40);
        int[] gate = walled(m);
        int house = m.lifecycle().placeBuilding(R.typeIndex("house"), 1, 30, 10, true);
        int foundation = m.lifecycle().placeBuilding(R.typeIndex("gate"), 1, 20, 30, false);
        Result r = m.execute(new LockGate(2, gate, LockGate.Mode.LOCK));
        assertEquals(Refusal.NOT_YOURS, r.refusal().code());
        assertEquals(Refusal.BAD_TARGET, m.execute(new LockGate(1, new int[] {house}, LockGate.Mode.LOCK)).refusal().code());
        assertEquals(Refusal.NOT_ABLE, m.execute(new LockGate(1, new int[] {foundation}, LockGate.Mode.LOCK)).refusal().code());
        assertEquals(Refusal.NO_SUCH, m.execute(new LockGate(1, new int[] {999_999}, LockGate.Mode.LOCK)).refusal().code());
        assertEquals(0, m.entities().flags(gate[0]) & Entities.LOCKED, "nothing changed");
    }

    // ---- relics

    @Test
    void aMonkPutsItsRelicDownWhereItStandsAndAnotherMayPickItUp() {
        TestMap t = TestMap.flat(40, 2).put("TOWN_CENTER", 1, 1, 1).put("TOWN_CENTER", 2, 30, 30).put("RELIC", 0, 16, 11);
        MatchEngine m = Fixtures.start(t.map(), Fixtures.settings(4, "britons", "franks"));
        int relic = 0;
        for (int id = 1; id < m.entities().end(); id++) if (R.type(m.entities().type(id)).word().equals("relic")) relic = id;
        int monk = spawn(m, "monk", 1, 15_000, 12_000);
        Monks monks = m.require(Monks.class);
        Result no = m.execute(new DropRelic(1, new int[] {monk}));
        assertEquals(Refusal.NOT_ABLE, no.refusal().code(), "a monk with no relic has none to drop");
        assertTrue(m.execute(new Gather(1, new int[] {monk}, relic)).accepted());
        steps(m, 60);
        assertEquals(relic, monks.relicCarried(monk));
        assertTrue(m.execute(new Move(1, new int[] {monk}, 20_000, 20_000)).accepted());
        steps(m, 150);
        Result theirs = m.execute(new DropRelic(2, new int[] {monk}));
        assertTrue(!theirs.accepted() && theirs.refusal().message().contains("not yours"), "not the other player's to drop: " + theirs);
        int x = m.entities().x(monk), y = m.entities().y(monk);
        assertTrue(m.execute(new DropRelic(1, new int[] {monk})).accepted());
        assertEquals(0, monks.relicCarried(monk));
        assertEquals("monk", R.type(m.entities().type(monk)).word());
        assertEquals(Entities.ALIVE, m.entities().state(relic));
        assertEquals(x, m.entities().x(relic));
        assertEquals(y, m.entities().y(relic));
        int other = spawn(m, "monk", 1, x + 2000, y);
        assertTrue(m.execute(new Gather(1, new int[] {other}, relic)).accepted());
        steps(m, 80);
        assertEquals(relic, monks.relicCarried(other), "lying on the ground, it is picked up again");
    }

    // ---- transform

    @Test
    void noUnitOfTheConquerorsTransformsSoEveryTransformIsRefused() {
        MatchEngine m = field(60);
        int n = 0;
        for (TypeDef d : R.types()) {
            if (!d.isUnit() || d.has("transforms-to")) continue;
            int u = m.lifecycle().spawnUnit(d.index(), 1, 20_000 + (n % 20) * 1000, 20_000 + (n / 20) * 1000);
            if (u == 0) continue;
            Result r = m.execute(new Transform(1, new int[] {u}));
            assertEquals(Refusal.NOT_ABLE, r.refusal().code(), d.word());
            assertEquals(d.index(), m.entities().type(u));
            n++;
        }
        assertTrue(n > 80, "every unit type tried: " + n);
        for (TypeDef d : R.types()) assertFalse(d.has("transforms-to"), d.word());
    }

    @Test
    void aUnitTheTablesGiveASecondModeSwitchesToIt() throws Exception {
        // the 1.0c tables with one row given a transforms-to, as a Ratha's would be: the archer to the skirmisher and back
        Map<String, RuleTable> tables = Fixtures.tables();
        RuleTable units = tables.get("units");
        String text;
        try (InputStream in = units.open()) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        StringBuilder b = new StringBuilder();
        for (String line : text.split("\n", -1)) {
            String[] c = line.split("\t", -1);
            if (!line.startsWith("#") && c.length > 3 && (c[1].equals("archer") || c[1].equals("skirmisher"))) {
                String to = c[1].equals("archer") ? "skirmisher" : "archer";
                c[c.length - 1] = (c[c.length - 1].equals("-") ? "" : c[c.length - 1] + " ") + "transforms-to:" + to;
                line = String.join("\t", c);
            }
            b.append(line).append('\n');
        }
        byte[] changed = b.toString().getBytes(StandardCharsets.UTF_8);
        tables.put("units", new RuleTable() {
            @Override public String name() { return "units"; }
            @Override public String origin() { return "test:units-with-a-mode"; }
            @Override public InputStream open() { return new ByteArrayInputStream(changed); }
        });
        Matches matches = new Matches(Fixtures::systems, () -> tables, () -> Fixtures.DATA);
        MatchEngine m = Fixtures.start(matches, TestMap.flat(40, 2).put("TOWN_CENTER", 1, 1, 1).put("TOWN_CENTER", 2, 30, 30).map(),
                Fixtures.settings(4, "britons", "franks"));
        Rules rules = m.rules();
        int archer = m.lifecycle().spawnUnit(rules.typeIndex("archer"), 1, 15_000, 15_000);
        assertTrue(m.execute(new Transform(1, new int[] {archer})).accepted());
        assertEquals("skirmisher", rules.type(m.entities().type(archer)).word());
        assertTrue(m.execute(new Transform(1, new int[] {archer})).accepted());
        assertEquals("archer", rules.type(m.entities().type(archer)).word());
        Result theirs = m.execute(new Transform(2, new int[] {archer}));
        assertTrue(!theirs.accepted() && theirs.refusal().message().contains("not yours"), "not the other player's: " + theirs);
    }

    @Test
    void theNewCommandsReadAndWriteAsText() throws Exception {
        for (String line : new String[] {"attack-ground units=3,4 at=12.5,7", "lock-gate gates=9 to=lock", "lock-gate gates=9 to=toggle",
                "drop-relic units=12", "transform units=5"}) {
            var c = CommandText.parse(1, line);
            assertEquals(line, CommandText.format(c), line);
        }
    }
}
