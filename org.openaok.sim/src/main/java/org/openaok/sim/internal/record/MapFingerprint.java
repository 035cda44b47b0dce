package org.openaok.sim.internal.record;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

import org.openaok.api.map.GameMap;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;

/**
 * A map's identity for records: SHA-256 over its size, every tile's terrain, elevation and
 * passability, and every object, in the map's own order. A replay regenerates the map and checks
 * it against this before it plays a tick.
 */
public final class MapFingerprint {
    private MapFingerprint() {}

    public static String of(GameMap map) {
        try {
            MessageDigest d = MessageDigest.getInstance("SHA-256");
            ByteBuffer b = ByteBuffer.allocate(64);
            b.putInt(map.size()).putInt(map.levels().size());
            d.update(b.array(), 0, b.position());
            for (MapLevel level : map.levels()) {
                byte[] row = new byte[level.tiles() * 4];
                for (int i = 0; i < level.tiles(); i++) {
                    row[i * 4] = (byte) level.terrain(i);
                    row[i * 4 + 1] = (byte) (level.terrain(i) >> 8);
                    row[i * 4 + 2] = (byte) level.elevation(i);
                    row[i * 4 + 3] = (byte) level.terrainPassable(i);
                }
                d.update(row);
            }
            for (MapObject o : map.objects().list()) {
                b.clear();
                b.putInt(o.type()).putInt(o.owner()).putInt(o.x()).putInt(o.y()).putInt(o.level()).putInt(o.angle());
                d.update(b.array(), 0, b.position());
            }
            return HexFormat.of().formatHex(d.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
