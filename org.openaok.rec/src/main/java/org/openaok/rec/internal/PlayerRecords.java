package org.openaok.rec.internal;

import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.List;

import org.openaok.rec.RecObject;

/**
 * The players' records of the header (Gaia's first): name, civilisation, colour, where the view
 * began, then the objects each owns in three lists (awake, sleeping, doppelgangers). Between the
 * attributes and the objects lies each player's copy of the game data, which is not read: the
 * objects begin after the first {@code 0b 00 ?? 00 00 00 02 00 00} that is followed by an object
 * of that player or an empty list, as every parser of the format finds them.
 */
final class PlayerRecords {
    /** What a player's record gave. */
    record Player(int number, int type, String name, int civilization, int color, float cameraX, float cameraY) {}

    private static final int[] OBJECTS_START = {0x0b, 0x00, -1, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00};

    final List<Player> players = new ArrayList<>();
    final List<RecObject> objects = new ArrayList<>();

    static PlayerRecords read(Cursor c, Dialect d, int count, Charset names) throws Damaged {
        PlayerRecords out = new PlayerRecords();
        int headerData = -1;
        for (int n = 0; n < count; n++) {
            c.section("player " + n);
            if (n > 0 && !startsPlayer(c, count)) relocate(c, count, headerData);
            int type = c.u8();
            c.skip(1);
            c.skip(count);                       // their diplomacy
            c.skip(4L * 9);                      // my diplomacy
            c.skip(4 + 1);                       // allied sight, allied victory
            int nameLength = c.u16();
            if (nameLength < 1) throw c.damaged("a player name of length 0");
            String name = new String(c.take(nameLength - 1), names);
            c.skip(1);
            if (c.u8() != 0x16) throw c.damaged("no 0x16 after player " + n + "'s name");
            headerData = c.count(4);
            if (c.u8() != 0x21) throw c.damaged("no 0x21 before player " + n + "'s statistics");
            c.skip(4L * headerData);             // resources and statistics
            c.skip(1);
            float cameraX = c.f32();
            float cameraY = c.f32();
            if (!d.aok()) {
                int views = c.i32();
                if (views > 0) c.skip(8L * views);
            }
            c.skip(4 + 1);                       // spawn point, culture
            int civilization = c.u8();
            c.skip(3);                           // game status, resigned, padding
            int color = c.u8();
            c.skip(1);
            out.players.add(new Player(n, type, name, civilization, color, cameraX, cameraY));

            c.section("player " + n + " objects");
            c.seek(objectsStart(c, n));
            ObjectRecords records = new ObjectRecords(c, d);
            records.list(n, RecObject.List.OBJECTS, out.objects);
            c.skip(8);                           // the sleeping list's size and growth
            records.list(n, RecObject.List.SLEEPING, out.objects);
            c.skip(8);
            records.list(n, RecObject.List.DOPPELGANGER, out.objects);
        }
        return out;
    }

    private static int objectsStart(Cursor c, int player) throws Damaged {
        int from = c.position();
        while (true) {
            int at = c.find(from, OBJECTS_START);
            if (at < 0) throw c.damaged("no start of player " + player + "'s objects");
            int first = at + OBJECTS_START.length;
            int cls = c.bytes().length > first ? c.bytes()[first] & 0xff : -1;
            int owner = c.bytes().length > first + 1 ? c.bytes()[first + 1] & 0xff : -1;
            boolean empty = cls == 0 && owner == 0x0b;
            if (empty || (cls % 10 == 0 || cls == 25) && cls > 0 && cls <= 90 && owner == player) return first;
            from = at + 1;
        }
    }

    /** Whether the bytes here look like a player's record: its name is followed by 00 16 ... 21. */
    private static boolean startsPlayer(Cursor c, int count) {
        int nameAt = 2 + count + 36 + 5;
        int len = c.peek(nameAt) | c.peek(nameAt + 1) << 8;
        if (len < 1 || len > 256) return false;
        int after = nameAt + 2 + len - 1;
        return c.peek(after) == 0 && c.peek(after + 1) == 0x16 && c.peek(after + 6) == 0x21;
    }

    /**
     * Finds the next player's record where something the reader does not know lies between two:
     * its statistics count (the same for every player) between 0x16 and 0x21, the name before it.
     */
    private static void relocate(Cursor c, int count, int headerData) throws Damaged {
        int[] marker = {0x16, headerData & 0xff, headerData >>> 8 & 0xff, headerData >>> 16 & 0xff, headerData >>> 24 & 0xff, 0x21};
        int from = c.position();
        byte[] b = c.bytes();
        while (true) {
            int at = c.find(from, marker);
            if (at < 0) throw c.damaged("no further player record");
            for (int len = 1; len < 256 && at - 1 - len >= 2; len++) {
                int lenAt = at - 1 - (len - 1) - 2;
                int stored = (b[lenAt] & 0xff) | (b[lenAt + 1] & 0xff) << 8;
                if (stored == len) {
                    int start = lenAt - 5 - 36 - count - 2;
                    if (start >= from) {
                        c.seek(start);
                        return;
                    }
                }
            }
            from = at + 1;
        }
    }
}
