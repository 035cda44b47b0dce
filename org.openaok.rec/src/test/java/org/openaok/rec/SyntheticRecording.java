package org.openaok.rec;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.Deflater;

/**
 * Writes recorded games of our own making, laid out as each game lays its header (the layout the
 * reader follows, field for field, with every field the reader skips written as zeros): a small
 * map, Gaia and a few players, objects of every class in the three lists, and the scenario and
 * lobby after them. A {@link #rich} recording also carries every optional part the reader walks
 * through (an AI, sprites, paths, nested actions, stored unit types, a unit's AI, a production
 * queue, game data between a player's attributes and objects, bytes between two players). The
 * fuzz target's seeds are written by it, so no recording of anyone else's is in the repository.
 */
public final class SyntheticRecording {
    /** The games the writer writes as: the header's version string, save version and log version. */
    public enum Game {
        AOK("VER 9.3", 10.60f, -1, 0),
        AOC10("VER 9.4", 11.76f, 3, 0),
        AOC10C("VER 9.4", 11.76f, 4, 0),
        USERPATCH14("VER 9.C", 11.76f, 4, 0),
        USERPATCH15("VER 9.F", 11.76f, 4, 0),
        MCP("MCP 9.F", 11.76f, 4, 0),
        /** HD 4.x with settings of version 1000 (the save version that widened the workers' count). */
        HD1000("VER 9.4", 12.36f, 4, 1000),
        HD1005("VER 9.4", 12.49f, 4, 1005),
        /** HD 5.x: settings of version 1006, two ratings after each seat. */
        HD1006("VER 9.4", 12.50f, 4, 1006);

        final String version;
        final float save;
        final int log;
        final int hdSettings;

        Game(String version, float save, int log, int hdSettings) {
            this.version = version;
            this.save = save;
            this.log = log;
            this.hdSettings = hdSettings;
        }

        int save100() { return Math.round(save * 100); }

        boolean aok() { return this == AOK; }

        boolean hd() { return hdSettings > 0; }

        boolean userPatch() { return this == USERPATCH14 || this == USERPATCH15 || this == MCP; }

        /** What the reader takes the recording for. */
        public RecVersion version() {
            return switch (this) {
                case AOK -> RecVersion.AOK;
                case AOC10 -> RecVersion.AOC10;
                case AOC10C -> RecVersion.AOC10C;
                case USERPATCH14 -> RecVersion.USERPATCH14;
                case USERPATCH15 -> RecVersion.USERPATCH15;
                case MCP -> RecVersion.MCP;
                case HD1000, HD1005, HD1006 -> RecVersion.HD;
            };
        }
    }

    /** An object written: class, unit id, position and list; {@code storedType} the class of a unit type stored in it, or 0. */
    public record Obj(int unitClass, int unitId, float x, float y, RecObject.List list, int storedType) {}

    /** A player written (Gaia is player 0 and written without one of these). */
    public record Seat(String name, int civilization, int color, int team) {}

    private final Game game;
    private final boolean rich;
    private final int size;
    private final List<Seat> seats = new ArrayList<>();

    /** @param rich whether every optional part is written too */
    public SyntheticRecording(Game game, int size, boolean rich) {
        this.game = game;
        this.size = size;
        this.rich = rich;
    }

    public SyntheticRecording seat(String name, int civilization, int color, int team) {
        seats.add(new Seat(name, civilization, color, team));
        return this;
    }

    public Game game() { return game; }

    public int size() { return size; }

    public List<Seat> seats() { return List.copyOf(seats); }

    /** The map type the lobby names (9 Arabia), -1 for The Age of Kings, which stores none. */
    public int mapId() { return game.aok() ? -1 : 9; }

    /** The lobby's size setting written (0 tiny). */
    public int lobbySize() { return 0; }

    /** The instructions: they name the map, which is how The Age of Kings' recordings name it. */
    public String instructions() { return "Map Type: Arabia\nA recording written by OpenAoK's tests."; }

    public int terrain(int tile) { return (tile * 7 + tile / size) % 42; }

    public int elevation(int tile) { return (tile / size + tile % size) % 3; }

    /** The objects of every owner in the order the file holds them (Gaia first, each owner's three lists in turn). */
    public List<List<Obj>> objects() {
        List<List<Obj>> out = new ArrayList<>();
        float c = size / 2f;
        List<Obj> gaia = new ArrayList<>();
        gaia.add(new Obj(10, 66, 1.5f, 1.5f, RecObject.List.OBJECTS, 0));           // a gold mine
        gaia.add(new Obj(70, 594, 2.5f, 1.5f, RecObject.List.OBJECTS, 0));          // a sheep
        gaia.add(new Obj(30, 96, 3.25f, 0.75f, RecObject.List.OBJECTS, 0));         // a bird
        gaia.add(new Obj(10, 411, 0.5f, size - 0.5f, RecObject.List.SLEEPING, 0));  // a forest tree, asleep
        gaia.add(new Obj(10, 264, 1.5f, size - 1.5f, RecObject.List.SLEEPING, 0));  // a cliff
        out.add(gaia);
        int[] stored = {10, 15, 20, 25, 30, 40, 50, 60, 70, 80};
        for (int p = 1; p <= seats.size(); p++) {
            List<Obj> mine = new ArrayList<>();
            float x = p % 2 == 1 ? 2.5f : size - 2.5f;
            float y = p <= 2 ? c : c - 2;
            mine.add(new Obj(80, RecordedMaps.TOWN_CENTER, x, y, RecObject.List.OBJECTS, rich ? 80 : 0));
            mine.add(new Obj(70, 83, x + 1, y, RecObject.List.OBJECTS, rich ? stored[p % stored.length] : 0));   // a villager
            mine.add(new Obj(70, 293, x, y + 1, RecObject.List.OBJECTS, rich ? stored[(p + 3) % stored.length] : 0)); // another
            mine.add(new Obj(70, 448, x - 1, y, RecObject.List.OBJECTS, rich ? stored[(p + 6) % stored.length] : 0)); // a scout
            mine.add(new Obj(20, 2, x, y - 1, RecObject.List.OBJECTS, 0));
            mine.add(new Obj(25, 3, x + 0.25f, y - 1, RecObject.List.OBJECTS, 0));
            mine.add(new Obj(40, 4, x, y, RecObject.List.OBJECTS, 0));
            mine.add(new Obj(50, 5, x, y, RecObject.List.OBJECTS, 0));
            mine.add(new Obj(60, 6, x, y, RecObject.List.OBJECTS, rich ? 60 : 0));
            mine.add(new Obj(90, RecordedMaps.TOWN_CENTER, x, y, RecObject.List.DOPPELGANGER, 0));
            out.add(mine);
        }
        return out;
    }

    /** The recording as the game writes it: the header's length (and the next chapter's place), the header deflated, the log version, a body. */
    public byte[] file() { return wrap(header(), game.aok(), game.log); }

    /**
     * A recording around an inflated header: its length, where the next chapter starts (from The
     * Conquerors on), the header deflated, then the log version and a few bytes of body.
     */
    public static byte[] wrap(byte[] header, boolean aokContainer, int logVersion) {
        Deflater deflater = new Deflater(Deflater.BEST_SPEED, true);
        deflater.setInput(header);
        deflater.finish();
        ByteArrayOutputStream compressed = new ByteArrayOutputStream();
        byte[] buffer = new byte[1 << 14];
        while (!deflater.finished()) compressed.write(buffer, 0, deflater.deflate(buffer));
        deflater.end();
        Out out = new Out();
        int start = aokContainer ? 4 : 8;
        out.i32(start + compressed.size());
        if (!aokContainer) out.i32(0);
        out.bytes(compressed.toByteArray());
        out.i32(logVersion);
        out.zeros(12);                           // the body: not read
        return out.toBytes();
    }

    /** The header before it is deflated. */
    public byte[] header() { return header(true); }

    /** The header before it is deflated; without the scenario and lobby, which the reader can do without (it warns). */
    public byte[] header(boolean scenario) {
        Out o = new Out();
        o.bytes(game.version.getBytes(StandardCharsets.US_ASCII));
        o.u8(0);
        o.f32(game.save);
        if (game.hd() && game.save100() > 1234) hdSettings(o);
        if (rich) ai(o);
        else o.i32(0);
        int count = seats.size() + 1;
        o.zeros(47);                            // the replay's state
        o.u8(count);
        if (!game.aok()) o.zeros(2);
        o.zeros(60);
        map(o);
        o.i32(0);                               // not a restored game
        o.i32(rich ? 1 : 0);                    // particles
        if (rich) o.zeros(27);
        o.zeros(4);
        List<List<Obj>> objects = objects();
        for (int n = 0; n < count; n++) {
            if (rich && n == 2) o.bytes(new byte[] {5, 6, 7, 8, 9});   // something between two players the reader does not know
            player(o, n, count, objects.get(n));
        }
        if (scenario) scenario(o, count);
        return o.toBytes();
    }

    private void hdSettings(Out o) {
        int v = game.hdSettings;
        o.f32(v);
        o.zeros(8);
        o.i32(rich ? 2 : 0);                    // downloadable content
        o.zeros(rich ? 8 : 0);
        o.zeros(8);
        o.i32(mapId());                         // the map the lobby chose
        o.zeros(24);
        if (v >= 1006) o.zeros(4);
        o.hdSeparator();
        if (v == 1000) {
            o.hdString("Arabia");
            o.hdString("");
        }
        o.hdSeparator();
        o.zeros(24);
        o.hdSeparator();
        o.zeros(16);
        if (v == 1000) {
            o.zeros(120);
            o.hdSeparator();
            o.zeros(40);
            for (int i = 0; i < 8; i++) o.hdString(i < seats.size() ? seats.get(i).name : "");
            o.zeros(16);
            o.hdSeparator();
            o.zeros(10);
            return;
        }
        for (int i = 0; i < 8; i++) {
            boolean seat = i < seats.size();
            o.i32(2);                           // downloadable content (the same for every seat)
            o.i32(i);                           // colour
            if (v >= 1006) o.zeros(1);
            o.zeros(7);
            o.i32(seat ? seats.get(i).team : 0);
            o.i32(seat ? seats.get(i).civilization : 0);
            o.hdString("");                    // AI type
            o.zeros(1);
            if (v >= 1005) o.hdString("");
            o.hdString(seat ? seats.get(i).name : "");
            o.zeros(12);
            o.i32(seat ? i + 1 : -1);           // the player's number
            if (v >= 1006) {                    // the ratings: their first word unlike the next seat's first
                o.i32(1600);
                o.i32(0);
            }
        }
        o.zeros(12);
        o.hdSeparator();
        o.zeros(10);
        o.hdString("");
        o.zeros(8);
        o.hdString("Arabia.rms");
        o.zeros(8);
        o.hdString("");
        o.zeros(8);
        o.zeros(16);
        o.hdString("");
        o.hdString("");
        o.zeros(4);
        if (v >= 1005) {
            o.zeros(4);
            o.hdString("");
            o.zeros(4);
        }
    }

    private static void ai(Out o) {
        o.i32(1);
        o.zeros(2);
        o.u16(2);                               // two strings
        o.zeros(4);
        o.i32(3);
        o.bytes("aoc".getBytes(StandardCharsets.US_ASCII));
        o.i32(0);
        o.zeros(6);
        for (int s = 0; s < 8; s++) {
            o.zeros(10);
            o.u16(s == 0 ? 1 : 0);              // the first script has a rule
            o.zeros(4);
            if (s == 0) o.zeros(16 + 16 * 24);
        }
        o.zeros(104 + 80 * 4 + 256 * 4 + 4096);
    }

    private void map(Out o) {
        int tiles = size * size;
        o.i32(size);
        o.i32(size);
        o.i32(1);                               // one zone
        o.zeros(game.hd() ? 2048 + 2 * tiles : 1275 + tiles);
        o.i32(2);
        o.zeros(8 + 4);
        o.zeros(2);                             // all visible, fog of war
        for (int i = 0; i < tiles; i++) {
            if (rich && game.userPatch() && i == 1) {   // an extended tile
                o.u8(255);
                o.u8(terrain(i));
                o.u8(elevation(i));
                o.u8(0);
            } else {
                o.u8(terrain(i));
                o.u8(elevation(i));
            }
        }
        o.i32(1);                               // obstructions
        o.zeros(4 + 4);
        o.i32(1);
        o.zeros(8);
        o.i32(size);                            // visibility
        o.i32(size);
        o.zeros(4 * tiles);
    }

    private void player(Out o, int n, int count, List<Obj> objects) {
        String name = n == 0 ? "Gaia" : seats.get(n - 1).name;
        o.u8(n == 0 ? 2 : n == 1 ? 4 : 3);
        o.zeros(1);
        o.zeros(count);                         // their diplomacy
        o.zeros(36 + 5);
        byte[] nameBytes = name.getBytes(game.hd() ? StandardCharsets.UTF_8 : StandardCharsets.ISO_8859_1);
        o.u16(nameBytes.length + 1);
        o.bytes(nameBytes);
        o.u8(0);
        o.u8(0x16);
        int stats = 4;
        o.i32(stats);
        o.u8(0x21);
        o.zeros(4 * stats);
        o.zeros(1);
        float[] camera = camera(n, objects);
        o.f32(camera[0]);
        o.f32(camera[1]);
        if (!game.aok()) {
            o.i32(rich ? 1 : 0);
            if (rich) o.zeros(8);
        }
        o.zeros(5);
        o.u8(n == 0 ? 0 : seats.get(n - 1).civilization);
        o.zeros(3);
        o.u8(n == 0 ? 0 : seats.get(n - 1).color);
        o.zeros(1);
        // the game data: not read, passed over to the marker an object (or an empty list) follows
        o.zeros(rich ? 37 : 3);
        if (rich) o.bytes(new byte[] {0x0b, 0, 0, 0, 0, 0, 2, 0, 0, 7, (byte) n});   // a marker no object follows
        o.bytes(new byte[] {0x0b, 0, (byte) n, 0, 0, 0, 2, 0, 0});
        for (RecObject.List list : RecObject.List.values()) {
            if (list != RecObject.List.OBJECTS) o.zeros(8);
            for (Obj ob : objects) if (ob.list() == list) object(o, n, ob);
            o.u8(0);
            o.u8(0x0b);
        }
    }

    /** Where a player's view begins: on its Town Center. */
    private static float[] camera(int n, List<Obj> objects) {
        if (n == 0) return new float[] {0, 0};
        Obj tc = objects.get(0);
        return new float[] {tc.x(), tc.y()};
    }

    private void object(Out o, int owner, Obj ob) {
        o.u8(ob.unitClass());
        o.u8(owner);
        o.u16(ob.unitId());
        switch (ob.unitClass()) {
            case 10, 90 -> staticObject(o, ob);
            case 20, 25 -> animated(o, ob);
            case 30 -> moving(o, ob);
            case 40 -> action(o, ob);
            case 50 -> baseCombat(o, ob);
            case 60 -> missile(o, ob);
            case 70 -> combat(o, ob);
            case 80 -> building(o, ob);
            default -> throw new IllegalArgumentException("class " + ob.unitClass());
        }
    }

    private void staticObject(Out o, Obj ob) {
        o.zeros(19);
        o.f32(ob.x());
        o.f32(ob.y());
        o.zeros(12);
        if (game.aok()) o.zeros(1);
        o.zeros(6);
        o.zeros(game.save100() == 1236 ? 4 : 1);
        o.zeros(3);
        o.i32(rich ? 1 : 0);                    // pathing group
        if (rich) o.zeros(4);
        o.zeros(5);
        if (rich) {
            o.u8(1);
            o.u8(1);                            // a sprite
            o.zeros(13 + 3);
            o.u8(2);                            // an animated one
            o.zeros(13 + 17 + 3);
            o.u8(0);
        } else {
            o.u8(0);
        }
        if (game.hd() && game.save100() > 1236) {
            o.zeros(5);
            o.u16(rich ? 1 : 0);
            if (rich) {
                o.u8(1);
                o.zeros(16);
                o.u8(0);
            }
        }
    }

    private void animated(Out o, Obj ob) {
        staticObject(o, ob);
        o.zeros(4);
    }

    private void pathData(Out o) { o.zeros(44 + (game.hd() ? 4 : 0)); }

    private void baseMoving(Out o, Obj ob) {
        animated(o, ob);
        o.zeros(24 + 16 + 3);
        o.i32(rich ? 2 : 0);                    // paths
        if (rich) {
            pathData(o);
            pathData(o);
        }
        o.i32(rich ? 1 : 0);                    // a future path
        if (rich) pathData(o);
        o.i32(rich ? 1 : 0);                    // movement data
        if (rich) o.zeros(24);
        o.zeros(40);
        o.i32(rich ? 1 : 0);                    // waypoints
        if (rich) o.zeros(12);
        o.zeros(20);
    }

    private void moving(Out o, Obj ob) {
        baseMoving(o, ob);
        if (game.hd()) o.zeros(1);
    }

    /** An action list: when rich, a gather (type 9) holding a move (type 1); its end. */
    private void actions(Out o) {
        if (rich) {
            o.u16(9);
            actionHead(o);
            o.u16(1);
            actionHead(o);
            o.u16(0);                           // the move's own list
            o.zeros(2 + 4);
            o.u16(0);                           // the gather's list
            o.zeros(2 + 35);
        }
        o.u16(0);
    }

    private void actionHead(Out o) {
        o.zeros(game.userPatch() ? 4 : 1);
        o.zeros(36);
    }

    private void action(Out o, Obj ob) {
        baseMoving(o, ob);
        if (game.hd()) o.zeros(3);
        o.zeros(2);
        if (!game.aok()) o.zeros(2);
        actions(o);
    }

    private void baseCombat(Out o, Obj ob) {
        action(o, ob);
        o.zeros(14);
    }

    private void missile(Out o, Obj ob) {
        baseCombat(o, ob);
        o.zeros(8);
        storedType(o, ob.storedType());
    }

    private void combat(Out o, Obj ob) {
        baseCombat(o, ob);
        o.zeros(2);
        storedType(o, ob.storedType());
        o.zeros(22);
        if (!game.aok()) o.zeros(1);
        o.i32(rich ? 1 : 0);
        if (rich) unitAi(o);
        if (game.hd()) o.zeros(4);
        o.zeros(13);
        if (!game.aok()) o.zeros(12);
        o.zeros(5);
        if (!game.aok()) o.zeros(1);
    }

    private static void unitAi(Out o) {
        o.zeros(108);
        o.i32(1);
        o.zeros(36);                            // an order
        o.i32(1);
        o.zeros(24);                            // a notification
        o.i32(1);
        o.zeros(4);                             // a unit attacking
        o.zeros(19 + 4 + 4);
        o.i32(1);
        o.zeros(48);                            // order history
        o.zeros(8);
        o.i32(1);
        o.zeros(8);                             // a retarget entry
        o.zeros(5);
    }

    private void building(Out o, Obj ob) {
        combat(o, ob);
        o.zeros(27 + 22 + 9);
        o.zeros(game.hd() ? 12 : 16);
        o.zeros(1);
        actions(o);
        actions(o);
        o.u16(rich ? 2 : 0);                    // the production queue
        if (rich) o.zeros(8);
        o.zeros(5);
        actions(o);
        o.zeros(38);
        if (!game.aok()) o.zeros(1);
    }

    /** A unit type stored in an object: its class byte, then its class's fields after its parent's. */
    private void storedType(Out o, int type) {
        o.u8(type == 0 ? 0 : 1);
        if (type == 0) return;
        o.u8(type);
        byte[] name = "Unit".getBytes(StandardCharsets.US_ASCII);
        o.u16(name.length);
        o.zeros(16 + 91);
        if (!game.aok()) o.zeros(4);
        o.zeros(14 + 21);
        o.u8(1);                                // a damage sprite
        o.zeros(5);
        o.zeros(6);
        o.bytes(name);
        o.zeros(4);
        if (type == 10 || type == 15) return;
        o.zeros(4);                             // animated
        if (type == 20 || type == 25) return;
        o.zeros(37);                            // moving
        if (type == 30) return;
        o.zeros(10 + (game.save100() >= 2506 ? 4 : 0) + 10);
        if (type == 40) return;
        o.zeros(game.aok() ? 1 : 2);
        o.u16(1);
        o.zeros(4);                             // an attack
        o.u16(1);
        o.zeros(4);                             // an armour
        o.zeros(56);
        if (type == 50) return;
        if (type == 60) {
            o.zeros(9);
            return;
        }
        o.zeros(65);                            // combat
        if (type == 70) return;
        o.zeros(2 + (game.aok() ? 0 : 2) + 78);  // building
    }

    private void scenario(Out o, int count) {
        o.zeros(21 + 1817 * (count - 1));
        o.zeros(4);
        o.f32(1.22f);
        o.zeros(16 * 256 + 16 * 4);
        for (int i = 0; i < 16; i++) o.zeros(game.save100() >= 1334 ? 20 : 16);
        o.zeros(9);
        o.string16("");                         // scenario file
        o.zeros(game.aok() ? 20 : 24);
        o.string16(instructions());
        for (int i = 0; i < (game.aok() ? 8 : 9); i++) o.string16("");
        o.zeros(4 + 4 + 4 + 2 + 64);
        for (int i = 0; i < 16; i++) o.string16(i == 1 && rich ? "Computer" : "");
        for (int i = 0; i < 16; i++) {
            o.zeros(8);
            o.i32(0);
        }
        o.zeros(4);
        o.zeros(16 * (game.hd() ? 28 : 24));
        o.zeros(16 + 44 + 12544);
        o.zeros(4 + 64 + 16 * 4 * 3 + 16 * 30 * 4 * 2 + 16 * 20 * 4);
        if (game.hd()) o.zeros(644);
        o.zeros(12 + 16 * 4);
        if (game.hd()) o.zeros(16);
        o.zeros(12);
        if (!game.aok()) o.i32(mapId());
        o.zeros(rich ? 40 : 8);                 // what lies before the lobby (triggers' settings)
        o.bytes(new byte[] {(byte) 0x9a, (byte) 0x99, (byte) 0x99, (byte) 0x99, (byte) 0x99, (byte) 0x99, (byte) 0xf9, 0x3f});
        o.zeros(1);
        o.i32(0);                               // no triggers
        for (int i = 0; i < 8; i++) o.u8(i < seats.size() ? seats.get(i).team + 1 : 1);
        if (!game.hd()) o.zeros(1);
        o.zeros(8);
        o.i32(lobbySize());
        o.zeros(16);
    }

    /** Little-endian bytes. */
    static final class Out {
        private byte[] b = new byte[1 << 12];
        private int n;

        private void room(int more) { if (n + more > b.length) b = Arrays.copyOf(b, Math.max(b.length * 2, n + more)); }

        void u8(int v) {
            room(1);
            b[n++] = (byte) v;
        }

        void u16(int v) {
            u8(v);
            u8(v >>> 8);
        }

        void i32(int v) {
            u16(v);
            u16(v >>> 16);
        }

        void f32(float v) { i32(Float.floatToIntBits(v)); }

        void zeros(int count) {
            room(count);
            n += count;
        }

        void bytes(byte[] bytes) {
            room(bytes.length);
            System.arraycopy(bytes, 0, b, n, bytes.length);
            n += bytes.length;
        }

        void string16(String s) {
            byte[] bytes = s.getBytes(StandardCharsets.ISO_8859_1);
            u16(bytes.length);
            bytes(bytes);
        }

        void hdString(String s) {
            byte[] bytes = s.getBytes(StandardCharsets.UTF_8);
            u16(bytes.length);
            u16(0x0a60);
            bytes(bytes);
        }

        void hdSeparator() { i32(0x00025fa3); }

        byte[] toBytes() { return Arrays.copyOf(b, n); }
    }
}
