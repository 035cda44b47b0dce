package org.openaok.sim.api.view;

import java.io.PrintStream;
import java.util.List;

/**
 * Shows recorded matches in a window: {@code openaok replay game.rec --view} hands its record here.
 * Runs on the calling thread (the program's main thread) until the window closes.
 */
public interface MatchViewer {
    /** The viewer's own options, for the replay command's help. */
    String usage();

    /**
     * Shows a replay until the user closes the window (or its {@code --frames} are drawn).
     *
     * @param options the viewer's options ({@code --frames N}, {@code --screenshot FILE}, {@code --seek 5:00},
     *                {@code --fog SEAT}, {@code --speed N}, {@code --window WxH} ...)
     * @return the exit status: 0 done, 1 failed, 2 the options were wrong
     */
    int view(Replay replay, List<String> options, PrintStream out, PrintStream err) throws Exception;
}
