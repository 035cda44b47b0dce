package org.openaok.rec.internal;

/**
 * A unit type stored inside an object (a unit whose type a technology or civilisation bonus made
 * its own): skipped, class by class, as the game data's unit records are laid out.
 */
final class UnitTypes {
    private final Cursor c;
    private final Dialect d;

    UnitTypes(Cursor c, Dialect d) {
        this.c = c;
        this.d = d;
    }

    void skip() throws Damaged {
        int type = c.u8();
        switch (type) {
            case 10, 15 -> base();
            case 20, 25 -> animated();
            case 30 -> moving();
            case 40 -> action();
            case 50 -> baseCombat();
            case 60 -> { baseCombat(); c.skip(5 + 4); }
            case 70 -> combat();
            case 80 -> building();
            default -> throw c.damaged("a stored unit type of unknown class " + type);
        }
    }

    private void base() throws Damaged {
        int nameLength = c.u16();
        c.skip(8 + 8);              // ids, class, sprites
        c.skip(1 + 2 + 4 + 1 + 12 + 2 + 2 + 2 + 1 + 1 + 2 + 1 + 2 + 1 + 1 + 4 + 4 + 8 + 1 + 1 + 2 + 1 + 2 + 4
                + 1 + 1 + 1 + 1 + 1 + 4 + 1 + 4 + 4 + 4 + 1 + 1 + 1 + 1 + 1 + 1 + 1);
        if (!d.aok()) c.skip(4);    // object flags
        c.skip(1 + 1 + 12);         // civilisation, attribute piece, outline
        c.skip(3 * 7);              // resource storages
        c.skip(5L * c.u8());        // damage sprites
        c.skip(2 + 2 + 1 + 1);
        c.skip(nameLength);
        c.skip(4);                  // copy id, group
    }

    private void animated() throws Damaged { base(); c.skip(4); }

    private void moving() throws Damaged { animated(); c.skip(2 + 2 + 4 + 1 + 2 + 1 + 4 + 1 + 4 + 4 + 4 + 4 + 4); }

    private void action() throws Damaged {
        moving();
        c.skip(2 + 4 + 4);
        if (d.save() >= 2506) c.skip(4);
        c.skip(2 + 2 + 1 + 2 + 2 + 1);
    }

    private void baseCombat() throws Damaged {
        action();
        c.skip(d.aok() ? 1 : 2);    // base armour
        c.skip(4L * c.u16());       // attacks
        c.skip(4L * c.u16());       // armours
        c.skip(2 + 4 + 4 + 4 + 2 + 2 + 1 + 2 + 12 + 1 + 4 + 4 + 2 + 2 + 2 + 4 + 4);
    }

    private void combat() throws Damaged {
        baseCombat();
        c.skip(18 + 2 + 2 + 1 + 4 + 4 + 1 + 1 + 4 + 4 + 1 + 8 + 4 + 4 + 4 + 1 + 2);
    }

    private void building() throws Damaged {
        combat();
        c.skip(2);
        if (!d.aok()) c.skip(2);
        c.skip(1 + 2 + 1 + 2 + 2 + 2 + 2 + 1 + 40 + 2 + 2 + 2 + 2 + 1 + 4 + 4 + 2 + 6);
    }
}
