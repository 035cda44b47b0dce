package org.openaok.gamedata;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.openaok.api.data.ObjectKind;
import org.openaok.api.data.ObjectType;
import org.openaok.api.data.ResourceKind;
import org.openaok.api.data.TerrainRole;
import org.openaok.api.data.TerrainType;
import org.openaok.api.map.MovementClass;

/**
 * Reads the terrain and object tables: tab-separated lines, {@code #} comments, one record per
 * line. Every mistake names the file and line.
 */
public final class DataTables {
    private DataTables() {}

    private record TerrainRow(int line, int id, String name, int rgb, TerrainRole role, String tree, String beach) {}

    /** Reads both tables and joins them (a forest's tree is an object, a shore's beach a terrain). */
    public static TableGameData read(String id, String terrainFile, InputStream terrains, String objectFile, InputStream objects)
            throws IOException, DataFormatException {
        List<TerrainRow> rows = new ArrayList<>();
        for (Line l : lines(terrainFile, terrains)) {
            if (l.cells.length != 6) throw new DataFormatException(terrainFile, l.number, "expected 6 columns, found " + l.cells.length);
            rows.add(new TerrainRow(l.number, integer(terrainFile, l, 0), l.cells[1], colour(terrainFile, l, 2),
                    role(terrainFile, l, 3), l.cells[4], l.cells[5]));
        }
        Map<String, TerrainRow> terrainByName = new HashMap<>();
        for (TerrainRow r : rows) terrainByName.put(r.name().toUpperCase(Locale.ROOT), r);

        List<ObjectType> objectList = new ArrayList<>();
        for (Line l : lines(objectFile, objects)) {
            if (l.cells.length != 9) throw new DataFormatException(objectFile, l.number, "expected 9 columns, found " + l.cells.length);
            String[] size = l.cells[3].split("x");
            if (size.length != 2) throw new DataFormatException(objectFile, l.number, "size must read WxH, not " + l.cells[3]);
            int w = parse(objectFile, l, size[0]);
            int h = parse(objectFile, l, size[1]);
            boolean blocks = switch (l.cells[4]) {
                case "yes" -> true;
                case "no" -> false;
                default -> throw new DataFormatException(objectFile, l.number, "blocks must be yes or no");
            };
            int[] standsOn = standsOn(objectFile, l, l.cells[8], rows, terrainByName);
            try {
                objectList.add(new ObjectType(integer(objectFile, l, 0), l.cells[1],
                        enumValue(ObjectKind.class, objectFile, l, 2), w, h, blocks,
                        enumValue(ResourceKind.class, objectFile, l, 5), integer(objectFile, l, 6),
                        colour(objectFile, l, 7), standsOn));
            } catch (IllegalArgumentException e) {
                throw new DataFormatException(objectFile, l.number, e.getMessage());
            }
        }
        Map<String, ObjectType> objectByName = new HashMap<>();
        for (ObjectType o : objectList) objectByName.put(o.name().toUpperCase(Locale.ROOT), o);

        List<TerrainType> terrainList = new ArrayList<>();
        for (TerrainRow r : rows) {
            int tree = -1;
            if (!r.tree().equals("-")) {
                ObjectType t = objectByName.get(r.tree().toUpperCase(Locale.ROOT));
                if (t == null) throw new DataFormatException(terrainFile, r.line(), "no object named " + r.tree());
                tree = t.id();
            }
            int beach = -1;
            if (!r.beach().equals("-")) {
                TerrainRow b = terrainByName.get(r.beach().toUpperCase(Locale.ROOT));
                if (b == null) throw new DataFormatException(terrainFile, r.line(), "no terrain named " + r.beach());
                beach = b.id();
            }
            terrainList.add(new TerrainType(r.id(), r.name(), r.rgb(), movement(r.role()), r.role(), tree, beach));
        }
        try {
            return new TableGameData(id, terrainList, objectList);
        } catch (IllegalArgumentException e) {
            throw new DataFormatException(terrainFile + "/" + objectFile, 0, e.getMessage());
        }
    }

    /** Who may cross a terrain of a role. */
    static int movement(TerrainRole role) {
        return switch (role) {
            case LAND, BEACH -> MovementClass.LAND.bit();
            case SHALLOW -> MovementClass.mask(MovementClass.LAND, MovementClass.WATER);
            case WATER -> MovementClass.WATER.bit();
            case BLOCKED -> 0;
        };
    }

    private static int[] standsOn(String file, Line l, String spec, List<TerrainRow> rows, Map<String, TerrainRow> byName)
            throws DataFormatException {
        Set<Integer> ids = new LinkedHashSet<>();
        for (String part : spec.split(",")) {
            boolean remove = part.startsWith("!");
            String word = remove ? part.substring(1) : part;
            Set<Integer> hit = new LinkedHashSet<>();
            try {
                TerrainRole role = TerrainRole.valueOf(word);
                for (TerrainRow r : rows) if (r.role() == role) hit.add(r.id());
            } catch (IllegalArgumentException notARole) {
                TerrainRow r = byName.get(word.toUpperCase(Locale.ROOT));
                if (r == null) throw new DataFormatException(file, l.number, "'" + word + "' is neither a terrain role nor a terrain");
                hit.add(r.id());
            }
            if (remove) ids.removeAll(hit);
            else ids.addAll(hit);
        }
        return ids.stream().mapToInt(Integer::intValue).toArray();
    }

    private record Line(int number, String[] cells) {}

    private static List<Line> lines(String file, InputStream in) throws IOException {
        List<Line> out = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String s;
            int n = 0;
            while ((s = r.readLine()) != null) {
                n++;
                if (s.isBlank() || s.startsWith("#")) continue;
                out.add(new Line(n, s.split("\t", -1)));
            }
        }
        return out;
    }

    private static int integer(String file, Line l, int col) throws DataFormatException {
        return parse(file, l, l.cells[col]);
    }

    private static int parse(String file, Line l, String s) throws DataFormatException {
        try {
            return Integer.parseInt(s.trim());
        } catch (NumberFormatException e) {
            throw new DataFormatException(file, l.number, "not a number: '" + s + "'");
        }
    }

    private static int colour(String file, Line l, int col) throws DataFormatException {
        String s = l.cells[col];
        if (!s.matches("#[0-9a-fA-F]{6}")) throw new DataFormatException(file, l.number, "colour must read #rrggbb, not " + s);
        return Integer.parseInt(s.substring(1), 16);
    }

    private static TerrainRole role(String file, Line l, int col) throws DataFormatException {
        return enumValue(TerrainRole.class, file, l, col);
    }

    private static <E extends Enum<E>> E enumValue(Class<E> type, String file, Line l, int col) throws DataFormatException {
        try {
            return Enum.valueOf(type, l.cells[col]);
        } catch (IllegalArgumentException e) {
            throw new DataFormatException(file, l.number, "'" + l.cells[col] + "' is not one of "
                    + java.util.Arrays.toString(type.getEnumConstants()));
        }
    }
}
