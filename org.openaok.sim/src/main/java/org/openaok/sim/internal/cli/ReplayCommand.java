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
import org.openaok.sim.internal.record.MatchRecord;
import org.openaok.sim.internal.record.RecordException;
import org.openaok.sim.internal.record.RecordReader;
import org.openaok.sim.internal.record.Replayer;
import org.openaok.sim.internal.service.MatchServiceComponent;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;

/**
 * {@code openaok replay game.rec}: plays a record again and checks every tick's hash against it,
 * naming the first tick that differs. Exit 0 when every tick agrees.
 */
@Component(service = CommandLine.class)
public class ReplayCommand implements CommandLine {
    @Reference
    private MapGenerationService generator;

    @Reference
    private MatchService matchService;

    @Override public String name() { return "replay"; }

    @Override
    public String summary() {
        return "replay game.rec [--until 20:00]             play a record again, checking every tick's hash";
    }

    @Override
    public int run(List<String> argv, PrintStream out, PrintStream err) {
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
            int until = a.option("until", null) == null ? -1 : (int) (LobbyOptions.time(a.option("until", null), "--until") / 100);
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
}
