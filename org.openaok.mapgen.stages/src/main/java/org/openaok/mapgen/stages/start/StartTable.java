package org.openaok.mapgen.stages.start;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.openaok.api.data.GameData;
import org.openaok.api.data.ObjectType;
import org.openaok.api.diag.Diagnostics;
import org.openaok.mapgen.stages.state.AokCode;

/**
 * The units and buildings every player starts with, from this bundle's {@code start-units.tsv}:
 * the Town Center, three villagers (men and women alternately), the scout, and in Regicide a
 * Castle and a King. Data, not code, so a mod's start is a table edit.
 */
public final class StartTable {
    /**
     * One line of the table.
     *
     * @param role     what it is for
     * @param objects  object names; the units alternate between them
     * @param count    how many each player gets
     * @param regicide whether only Regicide has it
     */
    public record Row(StartRole role, List<String> objects, int count, boolean regicide) {
        public Row {
            objects = List.copyOf(objects);
        }
    }

    /** A row with its objects found in the game data. */
    public record Unit(Row row, List<ObjectType> types) {
        public Unit {
            types = List.copyOf(types);
        }

        /** The type of the k-th unit of the row (they alternate). */
        public ObjectType type(int k) { return types.get(k % types.size()); }
    }

    private static final String RESOURCE = "org/openaok/mapgen/stages/start/start-units.tsv";
    private static final StartTable BUNDLED = read();

    private final List<Row> rows;

    public StartTable(List<Row> rows) {
        this.rows = List.copyOf(rows);
    }

    /** The table this bundle ships. */
    public static StartTable bundled() { return BUNDLED; }

    public List<Row> rows() { return rows; }

    /**
     * The rows whose objects the game data has, by role; an object it lacks is reported and left
     * out (a row left with none is dropped).
     */
    public Map<StartRole, Unit> resolve(GameData data, Diagnostics out) {
        Map<StartRole, Unit> m = new EnumMap<>(StartRole.class);
        for (Row r : rows) {
            List<ObjectType> types = new ArrayList<>();
            for (String name : r.objects()) {
                ObjectType t = data.object(name).orElse(null);
                if (t == null) {
                    out.report(AokCode.BAD_START_TABLE.at(null, "the starting-units table names " + name
                            + ", which the game data '" + data.id() + "' does not have"));
                } else {
                    types.add(t);
                }
            }
            if (!types.isEmpty()) m.put(r.role(), new Unit(r, types));
        }
        return Collections.unmodifiableMap(m);
    }

    /** The role each object of the table plays, by object id (objects the data lacks are left out). */
    public Map<Integer, StartRole> roles(GameData data) {
        Map<Integer, StartRole> m = new HashMap<>();
        for (Row r : rows) {
            for (String name : r.objects()) data.object(name).ifPresent(t -> m.putIfAbsent(t.id(), r.role()));
        }
        return m;
    }

    private static StartTable read() {
        try (InputStream in = StartTable.class.getClassLoader().getResourceAsStream(RESOURCE)) {
            if (in == null) throw new IOException("missing resource " + RESOURCE);
            return parse(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Reads a table: tab-separated role, objects (comma-separated), count, mode (all or regicide). */
    public static StartTable parse(InputStream in) throws IOException {
        List<Row> rows = new ArrayList<>();
        BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        String line;
        int n = 0;
        while ((line = r.readLine()) != null) {
            n++;
            if (line.isBlank() || line.startsWith("#")) continue;
            String[] c = line.split("\t");
            if (c.length != 4) throw new IOException("start-units.tsv:" + n + ": expected 4 columns, found " + c.length);
            StartRole role;
            int count;
            try {
                role = StartRole.valueOf(c[0].trim().toUpperCase(Locale.ROOT));
                count = Integer.parseInt(c[2].trim());
            } catch (IllegalArgumentException e) {
                throw new IOException("start-units.tsv:" + n + ": " + e.getMessage());
            }
            String mode = c[3].trim().toLowerCase(Locale.ROOT);
            if (!mode.equals("all") && !mode.equals("regicide")) {
                throw new IOException("start-units.tsv:" + n + ": mode must be all or regicide, not " + c[3]);
            }
            List<String> objects = new ArrayList<>();
            for (String o : c[1].split(",")) if (!o.isBlank()) objects.add(o.trim());
            if (objects.isEmpty() || count < 0) throw new IOException("start-units.tsv:" + n + ": no objects or a negative count");
            rows.add(new Row(role, objects, count, mode.equals("regicide")));
        }
        return new StartTable(rows);
    }
}
