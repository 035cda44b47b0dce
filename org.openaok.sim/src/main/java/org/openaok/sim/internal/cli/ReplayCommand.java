package org.openaok.sim.internal.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.openaok.api.command.CommandLine;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.generate.MapGenerationService;
import org.openaok.api.generate.RunOptions;
import org.openaok.launcher.options.Arguments;
import org.openaok.launcher.options.UsageException;
import org.openaok.sim.api.match.MatchException;
import org.openaok.sim.api.match.MatchService;
import org.openaok.sim.api.view.MatchViewer;
import org.openaok.sim.internal.record.MatchRecord;
import org.openaok.sim.internal.record.RecordException;
import org.openaok.sim.internal.record.RecordReader;
import org.openaok.sim.internal.record.Replayer;
import org.openaok.sim.internal.service.MatchServiceComponent;
import org.openaok.sim.api.lobby.GameTime;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.osgi.service.component.annotations.ReferencePolicyOption;

/**
 * {@code openaok replay game.rec}: plays a record again and checks every tick's hash against it,
 * naming the first tick that differs. Exit 0 when every tick agrees. With {@code --view} the
 * record is shown in a window instead, by the installed {@link MatchViewer}.
 */
@Component(service = CommandLine.class)
public class ReplayCommand implements CommandLine {
    @Reference
    private MapGenerationService generator;

    @Reference
    private MatchService matchService;

    @Reference(cardinality = ReferenceCardinality.OPTIONAL, policy = ReferencePolicy.DYNAMIC, policyOption = ReferencePolicyOption.GREEDY)
    private volatile MatchViewer viewer;

    @Override public String name() { return "replay"; }

    @Override
    public String summary() {
        return "replay game.rec [--until 20:00]             play a record again, checking every tick's hash\n"
                + "replay game.rec --view [--seek 5:00 --fog 1 --speed 2 --frames N --screenshot F.png]\n"
                + "                                                watch it in a window (Space pause, digits fog, PgUp/PgDn seek)";
    }

    @Override
    public int run(List<String> argv, PrintStream out, PrintStream err) {
        if (argv.contains("--view")) return view(argv, out, err);
        try {
            Arguments a = Arguments.parse(argv.toArray(new String[0]));
            if (a.positional.size() != 1 && a.command == null) throw new UsageException("replay takes one record file");
            String file = a.command != null ? a.command : a.positional.get(0);
            Path path = Path.of(file);
            if (!Files.isRegularFile(path)) throw new UsageException("no record file " + file);
            MatchRecord record;
            try (InputStream in = Files.newInputStream(path)) {
                record = RecordReader.read(in);
            } catch (RecordException e) {
                err.println("openaok replay: " + file + ": " + e.getMessage());
                return 1;
            }
            for (String n : record.notes()) err.println("note: " + n);
            int until = a.option("until", null) == null ? -1 : GameTime.tick(a.option("until", null), "--until");
            GenerationResult gen = generator.generate(record.map(), RunOptions.defaults().withThreads(1));
            if (gen.map() == null || gen.failed()) {
                err.println("openaok replay: the recorded map could not be generated again");
                return 1;
            }
            Replayer.Verdict v = Replayer.replay(record, gen.map(), ((MatchServiceComponent) matchService).matches(), until, null);
            for (String w : v.warnings()) err.println("warning: " + w);
            if (v.startDiffers()) {
                out.printf("the starting state differs from the record's: %016x, recorded %016x%n", v.actual(), v.expected());
                return 1;
            }
            if (!v.agrees()) {
                out.printf("tick %d differs (game time %.1f s): hash %016x, recorded %016x; %d ticks agreed before it%n",
                        v.firstBadTick(), v.firstBadTick() / 10.0, v.actual(), v.expected(), v.firstBadTick());
                return 1;
            }
            out.println(v.ticks() + " ticks replayed, every hash agrees with the record"
                    + (record.endTick() >= 0 ? " (it ended: " + record.endReason() + ")" : ""));
            return 0;
        } catch (UsageException e) {
            err.println("openaok replay: " + e.getMessage());
            return 2;
        } catch (MatchException | IOException e) {
            err.println("openaok replay: " + e.getMessage());
            return 1;
        }
    }

    /** {@code replay FILE --view [viewer options]}: the record, checked, handed to the match viewer. */
    private int view(List<String> argv, PrintStream out, PrintStream err) {
        MatchViewer v = viewer;
        if (argv.contains("--help")) {
            out.println("usage: openaok replay game.rec --view [options]");
            if (v != null) out.print(v.usage());
            return 0;
        }
        List<String> rest = new java.util.ArrayList<>(argv);
        rest.remove("--view");
        String file = null;
        for (int i = 0; i < rest.size(); i++) {
            String w = rest.get(i);
            if (w.startsWith("--")) {
                // an option's value follows it unless it is a flag or the next word is an option
                if (i + 1 < rest.size() && !rest.get(i + 1).startsWith("--") && !FLAGS.contains(w)) i++;
                continue;
            }
            file = w;
            rest.remove(i);
            break;
        }
        if (file == null) {
            err.println("openaok replay: replay takes one record file");
            return 2;
        }
        if (v == null) {
            err.println("openaok replay: --view: no match viewer is installed (the 'game' and 'full' feature sets have one)");
            return 1;
        }
        Path path = Path.of(file);
        if (!Files.isRegularFile(path)) {
            err.println("openaok replay: no record file " + file);
            return 2;
        }
        try {
            if (Files.size(path) > RecordReader.MAX_BYTES) {
                err.println("openaok replay: " + file + ": the record is larger than " + (RecordReader.MAX_BYTES >> 20) + " MB; not read");
                return 1;
            }
            byte[] bytes = Files.readAllBytes(path);
            MatchRecord record;
            try {
                record = RecordReader.read(new java.io.ByteArrayInputStream(bytes));
            } catch (RecordException e) {
                err.println("openaok replay: " + file + ": " + e.getMessage());
                return 1;
            }
            for (String n : record.notes()) err.println("note: " + n);
            GenerationResult gen = generator.generate(record.map(), RunOptions.defaults().withThreads(1));
            if (gen.map() == null || gen.failed()) {
                err.println("openaok replay: the recorded map could not be generated again");
                return 1;
            }
            String fp = org.openaok.sim.internal.record.MapFingerprint.of(gen.map());
            if (!fp.equals(record.mapHash())) {
                err.println("openaok replay: the map came out different from the recorded one: the script or generator changed");
                return 1;
            }
            RecordedReplay replay = new RecordedReplay(path.getFileName().toString(), record, gen.map(),
                    ((MatchServiceComponent) matchService).matches(), notes(bytes));
            return v.view(replay, rest, out, err);
        } catch (MatchException | IOException e) {
            err.println("openaok replay: " + e.getMessage());
            return 1;
        } catch (Exception e) {
            err.println("openaok replay: the viewer failed: " + e);
            return 1;
        }
    }

    /** The viewer's options that take no value. */
    private static final java.util.Set<String> FLAGS = java.util.Set.of("--paused", "--help");

    /** The record's note lines ({@code n TICK TEXT}), as "TICK TEXT". */
    public static List<String> notes(byte[] record) {
        List<String> out = new java.util.ArrayList<>();
        for (String line : new String(record, java.nio.charset.StandardCharsets.UTF_8).split("\n")) {
            if (!line.startsWith("n ")) continue;
            String[] w = line.split(" ", 3);
            if (w.length < 3) continue;
            try {
                out.add(w[1] + " " + java.net.URLDecoder.decode(w[2], java.nio.charset.StandardCharsets.UTF_8));
            } catch (IllegalArgumentException e) {
                out.add(w[1] + " " + w[2]);
            }
        }
        return out;
    }

    /**
     * A record as a viewer plays it: the lobby and the map it was made from, and runs of the match
     * from its start that give every recorded command at its tick and place in the tick (the
     * computer players' in their system's place, without thinking again) and check each tick's hash.
     */
    public static final class RecordedReplay implements org.openaok.sim.api.view.Replay {
        private final String name;
        private final MatchRecord record;
        private final org.openaok.api.map.GameMap map;
        private final org.openaok.sim.internal.service.Matches matches;
        private final List<String> notes;
        private final List<String> warnings = new java.util.ArrayList<>();
        private final org.openaok.sim.internal.record.RecordedCommands commands;

        public RecordedReplay(String name, MatchRecord record, org.openaok.api.map.GameMap map, org.openaok.sim.internal.service.Matches matches,
                       List<String> notes) {
            this.name = name;
            this.record = record;
            this.map = map;
            this.matches = matches;
            this.notes = List.copyOf(notes);
            this.commands = new org.openaok.sim.internal.record.RecordedCommands(record);
            commands.warnAfterEnd(warnings);
        }

        @Override public String name() { return name; }
        @Override public org.openaok.sim.api.match.MatchSettings settings() { return record.settings(); }
        @Override public org.openaok.api.generate.GenerationRequest request() { return record.map(); }
        @Override public org.openaok.api.map.GameMap map() { return map; }
        @Override public int ticks() { return record.ticks(); }
        @Override public String end() { return record.endTick() >= 0 ? record.endReason() : ""; }
        @Override public List<String> notes() { return notes; }
        @Override public synchronized List<String> warnings() { return List.copyOf(warnings); }

        @Override
        public Run start() throws MatchException {
            org.openaok.sim.internal.engine.MatchEngine m = (org.openaok.sim.internal.engine.MatchEngine) matches.start(record.settings(), map);
            if (!m.systems().equals(record.systems())) {
                synchronized (this) {
                    String w = "the systems differ from the record's: recorded " + record.systems() + ", installed " + m.systems();
                    if (!warnings.contains(w)) warnings.add(w);
                }
            }
            m.setPlayback(commands::of);
            int startBad = m.hash() != record.startHash() ? 0 : -1;
            return new Run() {
                private int bad = startBad;

                @Override public org.openaok.sim.api.match.Match match() { return m; }

                @Override
                public boolean step() {
                    int t = m.tick();
                    if (t >= record.ticks()) return false;
                    for (org.openaok.sim.api.command.Command c : commands.external(t)) m.submit(c);
                    long h = m.step();
                    if (bad < 0 && h != record.hashes()[t]) bad = t;
                    return true;
                }

                @Override public int firstBadTick() { return bad; }
            };
        }
    }
}
