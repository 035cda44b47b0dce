package org.openaok.rec.internal;

import java.util.List;

import org.openaok.rec.RecObject;

/**
 * The engine's object records, read far enough to find where each ends: a record is its class's
 * fields after its parent class's, from the static object (type, owner, position, resources,
 * sprites) through moving objects (paths, waypoints), objects with actions (nested action lists),
 * combat units (their AI's orders) to buildings (production queues). Only the unit id, owner and
 * position are kept. The layout follows the public descriptions of the format (the aoc-mgz
 * project's among them); which fields each version has is in {@link Dialect}.
 */
final class ObjectRecords {
    private final Cursor c;
    private final Dialect d;

    ObjectRecords(Cursor c, Dialect d) {
        this.c = c;
        this.d = d;
    }

    /**
     * Reads records until the list's end (a class byte of 0 and then 0x0b) into {@code out}.
     *
     * @param player the owner every record of the list must name
     */
    void list(int player, RecObject.List which, List<RecObject> out) throws Damaged {
        while (true) {
            int at = c.position();
            int unitClass = c.u8();
            if (unitClass == 0) {
                if (c.u8() != 0x0b) throw new Damaged(c.section(), at, "an object list that does not end in 00 0b");
                return;
            }
            int owner = c.u8();
            if (owner != player) throw new Damaged(c.section(), at, "an object of player " + owner + " in player " + player + "'s list (class " + unitClass + ")");
            int unitId = c.u16();
            float[] xy = new float[2];
            switch (unitClass) {
                case 10, 90 -> staticObject(unitId, xy);
                case 20, 25 -> animated(unitId, xy);
                case 30 -> moving(unitId, xy);
                case 40 -> action(unitId, xy);
                case 50 -> baseCombat(unitId, xy);
                case 60 -> missile(unitId, xy);
                case 70 -> combat(unitId, xy);
                case 80 -> building(unitId, xy);
                default -> throw new Damaged(c.section(), at, "an object of unknown class " + unitClass);
            }
            out.add(new RecObject(unitId, unitClass, owner, xy[0], xy[1], which));
        }
    }

    private void staticObject(int unitId, float[] xy) throws Damaged {
        c.skip(2 + 4 + 4);          // sprite, garrisoned in, hit points
        c.skip(4);                  // state, sleeping, doppelganger, going to sleep
        c.skip(4 + 1);              // object id, facet
        xy[0] = c.f32();
        xy[1] = c.f32();
        c.skip(4 + 8);              // z, screen and shadow offsets
        if (d.aok()) c.skip(1);     // selected group
        c.skip(2 + 4);              // resource type and amount
        c.skip(d.save() == 1236 ? 4 : 1); // workers (HD 4.x widened it for one version)
        c.skip(3);                  // damage, damaged lately, under attack
        if (d.save() < 3700) c.skip(4L * c.count(4)); // pathing group
        c.skip(4 + 1);              // group id, roo already called
        if (c.u8() != 0) sprites();
        if (d.hd() && d.save() > 1236) {
            c.skip(1 + 4);
            if (c.u16() != 0) {
                while (c.u8() != 0) c.skip(16);
            }
        }
    }

    private void sprites() throws Damaged {
        for (int guard = 0; ; guard++) {
            if (guard > 1000) throw c.damaged("a sprite list with no end");
            int type = c.u8();
            if (type == 0) return;
            c.skip(2 + 4 + 4 + 2 + 1);      // id, x, y, frame, invisible
            if (type == 2) c.skip(4 + 4 + 2 + 1 + 1 + 1 + 4); // animation
            c.skip(3);                      // order, flag, count
        }
    }

    private void animated(int unitId, float[] xy) throws Damaged {
        staticObject(unitId, xy);
        c.skip(4);                  // turn speed
    }

    private void pathData() throws Damaged {
        c.skip(11 * 4);
        if (d.hd()) c.skip(4);
    }

    private void baseMoving(int unitId, float[] xy) throws Damaged {
        animated(unitId, xy);
        c.skip(4 + 12 + 4 + 4);     // trail remainder, velocity, angle, turn towards time
        if (d.save() < 3700) c.skip(16);
        c.skip(3);                  // waiting to move, wait delays, on ground
        int paths = c.count(44);
        for (int i = 0; i < paths; i++) pathData();
        if (c.i32() != 0) pathData();         // future path
        if (c.i32() != 0) c.skip(24);         // movement data
        c.skip(36 + 4);             // position, orientations, last move time
        c.skip(12L * c.count(12));  // user-defined waypoints
        c.skip(4 + 12 + 4);         // substitute position
    }

    private void moving(int unitId, float[] xy) throws Damaged {
        baseMoving(unitId, xy);
        if (d.hd()) c.skip(1);
    }

    private void actions(int depth) throws Damaged {
        if (depth > 32) throw c.damaged("actions nested deeper than any game writes");
        for (int guard = 0; ; guard++) {
            if (guard > 10_000) throw c.damaged("an action list with no end");
            int type = c.u16();
            if (type == 0) return;
            c.skip(d.byteActionState() ? 1 : 4);
            c.skip(16 + 12 + 4 + 1 + 2 + 1);  // targets, position, timer, moved state, task, sub-action value
            actions(depth + 1);
            c.skip(2);                        // sprite
            switch (type) {
                case 1, 3, 21 -> c.skip(4);
                case 9 -> c.skip(4 + 4 + 2 + 2 + 2 + 2 + 1 + 2 + 2 + 2 + 12);
                default -> { }
            }
        }
    }

    private void action(int unitId, float[] xy) throws Damaged {
        baseMoving(unitId, xy);
        if (d.hd()) c.skip(3);
        c.skip(2);                  // waiting, command flag
        if (!d.aok()) c.skip(2);    // selected group
        actions(0);
    }

    private void baseCombat(int unitId, float[] xy) throws Damaged {
        action(unitId, xy);
        c.skip(3 + 4 + 3 + 4);      // formation, attack timer, capture, unified points, radius, attacks
    }

    private void missile(int unitId, float[] xy) throws Damaged {
        baseCombat(unitId, xy);
        c.skip(4 + 4);
        if (c.u8() != 0) new UnitTypes(c, d).skip();
    }

    private void combat(int unitId, float[] xy) throws Damaged {
        baseCombat(unitId, xy);
        c.skip(2);                  // next volley, special animation
        if (c.u8() != 0) new UnitTypes(c, d).skip(); // a unit type of its own
        c.skip(12 + 2 + 4 + 4);     // attribute amounts, decay, raider countdown, locked down
        if (!d.aok()) c.skip(1);    // inside garrison
        if (c.i32() != 0) unitAi();
        if (d.hd() && !(c.peek(0) == 0 && c.peek(1) == 0xff && c.peek(2) == 0xff && c.peek(3) == 0xff && c.peek(4) == 0xff)) c.skip(4);
        c.skip(1 + 4 + 4 + 4);      // town bell
        if (!d.aok()) c.skip(12);
        c.skip(4 + 1);              // berserker timer, builders
        if (!d.aok()) c.skip(1);    // healers
    }

    private void unitAi() throws Damaged {
        c.skip(20 + 2 + 2 + 12 + 4 + 20 + 24 + 4 + 4 + 16); // state, targets, timers, last world position
        c.skip(36L * c.count(36));  // orders
        c.skip(24L * c.count(24));  // notifications
        c.skip(4L * c.count(4));    // attacking units
        c.skip(1 + 1 + 4 + 4 + 4 + 1 + 4);
        c.skip(4);                  // patrol path (none is ever stored)
        c.skip(4);                  // patrol waypoint
        c.skip(48L * c.count(48));  // order history
        c.skip(4 + 4);
        c.skip(8L * c.count(8));    // retarget entries
        c.skip(4 + 1);              // best unit to attack, formation
    }

    private void building(int unitId, float[] xy) throws Damaged {
        combat(unitId, xy);
        c.skip(1 + 4 + 4 + 1 + 1 + 4 + 4 + 4 + 4); // built, build points, id, culture, burning, times, relics
        c.skip(4 + 12 + 4 + 2);     // gather point
        c.skip(1 + 4 + 4);          // desolid, pending order, linked owner
        c.skip(4 * (d.hd() ? 3 : 4)); // linked children
        c.skip(1);                  // captured units
        actions(0);                 // extra actions
        actions(0);                 // research
        c.skip(4L * c.u16());       // production queue
        c.skip(2 + 2 + 1);
        actions(0);                 // production queue actions
        c.skip(12 + 12 + 4 + 4 + 4 + 1 + 1); // endpoints, gate, first update, close timer, terrain, semi-asleep
        if (!d.aok()) c.skip(1);    // snow
    }
}
