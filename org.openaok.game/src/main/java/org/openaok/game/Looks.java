package org.openaok.game;

import org.openaok.api.screen.Sprites;
import org.openaok.preview.TileColours;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.rules.TypeKind;

/**
 * How each type of thing is drawn, made up here from simple shapes: buildings as their footprint
 * in the owner's colour with a mark of what they are (a ring for a Town Center, a roof for a
 * house ...), units as upright shapes by class (a disc for a villager, a triangle for foot
 * soldiers, a diamond for riders and ships), Gaia's resources in the colours of what they hold.
 */
final class Looks {
    /** A look: the main shape and its size, a mark inside it (or -1) and the Gaia colour. */
    record Look(int shape, float half, int mark, int gaiaRgb) {}

    static final int OUTLINE = 0xff101010;

    private Looks() {}

    static int playerRgb(int seat) { return seat <= 0 ? 0xd0d0d0 : TileColours.PLAYER[(seat - 1) & 7]; }

    static int argb(int rgb) { return 0xff000000 | rgb; }

    static int darker(int rgb, int perMille) {
        int r = (rgb >> 16 & 255) * perMille / 1000, g = (rgb >> 8 & 255) * perMille / 1000, b = (rgb & 255) * perMille / 1000;
        return r << 16 | g << 8 | b;
    }

    static Look of(TypeDef d) {
        if (d.kind() == TypeKind.BUILDING) {
            String w = d.word();
            int mark = w.startsWith("town-center") ? Sprites.RING
                    : w.equals("house") ? Sprites.TRIANGLE
                    : w.contains("camp") || w.equals("mill") || w.equals("dock") || w.equals("market") ? Sprites.DIAMOND
                    : w.contains("tower") || w.equals("outpost") || w.equals("castle") || w.equals("keep") ? Sprites.CIRCLE
                    : w.contains("wall") || w.contains("gate") || w.equals("farm") || w.equals("fish-trap") ? -1
                    : Sprites.RECT;
            return new Look(Sprites.RECT, 0, mark, 0x909090);
        }
        if (d.kind() == TypeKind.UNIT) {
            String c = d.unitClass();
            if (c.equals("animal-herdable")) return new Look(Sprites.CIRCLE, 0.28f, -1, 0xf4f4f4);
            if (c.equals("animal-prey")) return new Look(Sprites.CIRCLE, 0.3f, -1, 0xb08050);
            if (c.equals("animal-boar")) return new Look(Sprites.CIRCLE, 0.33f, -1, 0x503828);
            if (c.startsWith("animal")) return new Look(Sprites.TRIANGLE, 0.33f, -1, 0x707070);
            if (c.equals("villager")) return new Look(Sprites.CIRCLE, 0.3f, -1, 0);
            if (c.equals("cavalry") || c.equals("scout") || c.contains("camel") || c.equals("cavalry-archer")) return new Look(Sprites.DIAMOND, 0.42f, -1, 0);
            if (c.equals("warship") || c.contains("ship") || c.equals("fishing-boat") || c.equals("transport-ship") || c.equals("trade-boat"))
                return new Look(Sprites.DIAMOND, 0.55f, Sprites.CIRCLE, 0);
            if (c.contains("siege") || c.equals("scorpion") || c.equals("packed-siege")) return new Look(Sprites.RECT, 0.45f, -1, 0);
            if (c.startsWith("monk")) return new Look(Sprites.RING, 0.32f, -1, 0);
            if (c.equals("king")) return new Look(Sprites.DIAMOND, 0.38f, Sprites.CIRCLE, 0);
            if (c.contains("archer")) return new Look(Sprites.TRIANGLE, 0.32f, Sprites.CIRCLE, 0);
            return new Look(Sprites.TRIANGLE, 0.36f, -1, 0);
        }
        if (d.kind() == TypeKind.RELIC) return new Look(Sprites.DIAMOND, 0.35f, -1, 0xffffff);
        if (d.kind() == TypeKind.RESOURCE) {
            Resource r = d.resource();
            if (r == Resource.WOOD) return new Look(Sprites.CIRCLE, 0.48f, -1, 0x1d5a1d);
            if (r == Resource.GOLD) return new Look(Sprites.DIAMOND, 0.5f, -1, 0xf0c020);
            if (r == Resource.STONE) return new Look(Sprites.DIAMOND, 0.5f, -1, 0xa8a8a0);
            if (r == Resource.FOOD) return d.unitClass().contains("fish") || d.movement() == 2 || d.word().contains("fish")
                    ? new Look(Sprites.CIRCLE, 0.35f, -1, 0x3070e0) : new Look(Sprites.CIRCLE, 0.42f, -1, 0xd04070);
            return new Look(Sprites.CIRCLE, 0.4f, -1, 0x808080);
        }
        return new Look(Sprites.RECT, 0.45f, -1, 0x6e5a46);
    }

    /** The colour a thing gives the ground texture and the minimap where it stands, or -1 for none. */
    static int groundRgb(TypeDef d) {
        Look l = of(d);
        return d.kind() == TypeKind.RESOURCE || d.kind() == TypeKind.DECORATION && d.blocks() ? l.gaiaRgb() : -1;
    }
}
