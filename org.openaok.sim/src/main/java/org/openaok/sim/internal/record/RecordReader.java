package org.openaok.sim.internal.record;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.openaok.api.generate.GenerationRequest;
import org.openaok.sim.api.command.Command;
import org.openaok.sim.api.command.CommandFormatException;
import org.openaok.sim.api.command.CommandText;
import org.openaok.sim.api.match.MatchSettings;
import org.openaok.sim.api.match.SeatSettings;
import org.openaok.sim.api.match.SystemInfo;

/**
 * Reads a record ({@link RecordWriter} gives the format). A line that is not as the format says
 * is an error naming its line and byte; a last line cut short (a match killed while writing) is
 * dropped with a note, so what was flushed before it still replays.
 */
public final class RecordReader {
    /** The largest record read: an hour-long match of eight players is a few megabytes. */
    public static final long MAX_BYTES = 256L << 20;
    public static final int MAX_LINE = 1 << 16;

    private RecordReader() {}

    public static MatchRecord read(InputStream in) throws IOException, RecordException {
        byte[] all = readBounded(in);
        List<String> notes = new ArrayList<>();
        int end = all.length;
        if (end > 0 && all[end - 1] != '\n') {
            int lastNl = end - 1;
            while (lastNl >= 0 && all[lastNl] != '\n') lastNl--;
            notes.add("the last line (from byte " + (lastNl + 1) + ") is cut short; the record is read up to byte " + (lastNl + 1));
            end = lastNl + 1;
        }
        String text = new String(all, 0, end, StandardCharsets.UTF_8);

        MatchSettings settings = null;
        Map<String, String> settingWords = null;
        List<SeatSettings> seats = new ArrayList<>();
        GenerationRequest map = null;
        String mapHash = null;
        List<String> rules = new ArrayList<>(), bundles = new ArrayList<>();
        List<SystemInfo> systems = new ArrayList<>();
        Long startHash = null;
        List<MatchRecord.Entry> commands = new ArrayList<>();
        long[] hashes = new long[1024];
        int hashCount = 0;
        int endTick = -1;
        String endReason = "";
        int version = -1;

        int lineNo = 0;
        long offset = 0;
        int pos = 0;
        while (pos < text.length()) {
            int nl = text.indexOf('\n', pos);
            String line = text.substring(pos, nl);
            long lineStart = offset;
            offset += line.getBytes(StandardCharsets.UTF_8).length + 1;
            pos = nl + 1;
            lineNo++;
            if (line.length() > MAX_LINE) throw bad(lineNo, lineStart, "a line longer than " + MAX_LINE + " characters");
            if (line.isBlank() || line.startsWith("#")) continue;
            String[] w = line.split(" ");
            try {
                if (lineNo == 1 || version < 0) {
                    if (!w[0].equals(RecordWriter.MAGIC) || w.length != 2) throw bad(lineNo, lineStart, "not an OpenAoK record (no '" + RecordWriter.MAGIC + " N' first)");
                    version = Integer.parseInt(w[1]);
                    if (version != RecordWriter.VERSION) throw bad(lineNo, lineStart, "record format " + version + "; this reads " + RecordWriter.VERSION);
                    continue;
                }
                switch (w[0]) {
                    case "settings" -> settingWords = Words.read(w, 1);
                    case "seat" -> {
                        Map<String, String> s = Words.read(w, 2);
                        seats.add(new SeatSettings(Integer.parseInt(w[1]), req(s, "civ"), Integer.parseInt(req(s, "team")),
                                Integer.parseInt(req(s, "colour")), Boolean.parseBoolean(req(s, "human")), s.getOrDefault("ai", ""),
                                s.getOrDefault("name", ""), Integer.parseInt(s.getOrDefault("difficulty", "0"))));
                    }
                    case "map" -> map = mapRequest(Words.read(w, 1));
                    case "map-hash" -> mapHash = w[1];
                    case "rules" -> rules.add(w[1] + " " + Words.decode(w[2]));
                    case "bundle" -> bundles.add(w[1] + " " + w[2]);
                    case "system" -> {
                        if (Integer.parseInt(w[1]) != systems.size()) throw bad(lineNo, lineStart, "systems out of order");
                        systems.add(new SystemInfo(w[2], w[3], w[4]));
                    }
                    case "start-hash" -> startHash = Long.parseUnsignedLong(w[1], 16);
                    case "c" -> {
                        if (settings == null) settings = settings(settingWords, seats, lineNo, lineStart);
                        int tick = Integer.parseInt(w[1]), slot = Integer.parseInt(w[2]), player = Integer.parseInt(w[3]);
                        if (tick < 0 || slot < -1 || slot >= Math.max(1, systems.size())) throw bad(lineNo, lineStart, "tick or slot out of range");
                        if (tick < hashCount) throw bad(lineNo, lineStart, "a command at tick " + tick + " after that tick's hash");
                        String body = line.substring(w[0].length() + w[1].length() + w[2].length() + w[3].length() + 4);
                        Command c = CommandText.parse(player, body);
                        commands.add(new MatchRecord.Entry(tick, slot, c));
                    }
                    case "h" -> {
                        int from = Integer.parseInt(w[1]);
                        if (from != hashCount) throw bad(lineNo, lineStart, "hashes from tick " + from + "; the record has " + hashCount + " so far");
                        for (int i = 2; i < w.length; i++) {
                            if (hashCount == hashes.length) hashes = java.util.Arrays.copyOf(hashes, hashes.length * 2);
                            hashes[hashCount++] = Long.parseUnsignedLong(w[i], 16);
                        }
                    }
                    case "n" -> { /* a note for people */ }
                    case "end" -> {
                        endTick = Integer.parseInt(w[1]);
                        endReason = w.length > 2 ? w[2] : "";
                    }
                    default -> throw bad(lineNo, lineStart, "unknown line '" + w[0] + "'");
                }
            } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
                throw bad(lineNo, lineStart, "malformed '" + w[0] + "' line");
            } catch (CommandFormatException e) {
                throw bad(lineNo, lineStart, e.getMessage());
            } catch (IllegalArgumentException e) {
                throw bad(lineNo, lineStart, e.getMessage());
            }
        }
        if (version < 0) throw new RecordException("an empty record");
        if (settings == null) settings = settings(settingWords, seats, lineNo, offset);
        if (map == null || mapHash == null || startHash == null) throw new RecordException("the record's header is incomplete (map, map-hash, start-hash)");
        return new MatchRecord(version, settings, map, mapHash, rules, bundles, systems, startHash, commands,
                java.util.Arrays.copyOf(hashes, hashCount), endTick, endReason, notes);
    }

    private static RecordException bad(int line, long offset, String what) {
        return new RecordException("line " + line + " (byte " + offset + "): " + what);
    }

    private static String req(Map<String, String> m, String key) throws RecordException {
        String v = m.get(key);
        if (v == null) throw new RecordException("missing " + key + "=");
        return v;
    }

    private static MatchSettings settings(Map<String, String> s, List<SeatSettings> seats, int line, long offset) throws RecordException {
        if (s == null) throw bad(line, offset, "no settings line before the commands");
        try {
            return new MatchSettings(Long.parseLong(req(s, "seed")), seats, Integer.parseInt(req(s, "start-age")), req(s, "resources"),
                    Integer.parseInt(req(s, "pop-cap")), req(s, "reveal"), req(s, "victory"), req(s, "mode"),
                    Boolean.parseBoolean(req(s, "lock-teams")), Boolean.parseBoolean(req(s, "allied-sight")),
                    Integer.parseInt(req(s, "time-limit")), Integer.parseInt(req(s, "score")));
        } catch (IllegalArgumentException e) {
            throw bad(line, offset, "the settings: " + e.getMessage());
        }
    }

    private static GenerationRequest mapRequest(Map<String, String> m) throws RecordException {
        List<Integer> teams = new ArrayList<>();
        String t = m.getOrDefault("teams", "");
        if (!t.isEmpty()) for (String s : t.split(",")) teams.add(Integer.parseInt(s));
        Map<String, String> options = new TreeMap<>();
        for (Map.Entry<String, String> e : m.entrySet()) if (e.getKey().startsWith("opt.")) options.put(e.getKey().substring(4), e.getValue());
        String gen = m.getOrDefault("generator", "");
        return new GenerationRequest(gen.isEmpty() ? null : gen, m.getOrDefault("map", ""), Integer.parseInt(req(m, "size")),
                Integer.parseInt(m.getOrDefault("levels", "0")), Long.parseLong(req(m, "seed")), Integer.parseInt(req(m, "players")),
                teams, options);
    }

    private static byte[] readBounded(InputStream in) throws IOException, RecordException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[1 << 16];
        long total = 0;
        int n;
        while ((n = in.read(buf)) > 0) {
            total += n;
            if (total > MAX_BYTES) throw new RecordException("the record is larger than " + (MAX_BYTES >> 20) + " MB");
            out.write(buf, 0, n);
        }
        return out.toByteArray();
    }
}
