package org.openaok.launcher;

import java.io.PrintStream;

import org.openaok.api.generate.ProgressListener;

/**
 * A progress bar on the terminal, fed by the scheduler's progress; redrawn in place, at most
 * every 50 ms. Only made when the output is a terminal, so logs and pipes stay clean.
 */
final class ProgressBar implements ProgressListener {
    private static final int WIDTH = 30;
    private final PrintStream out;
    private final String label;
    private long lastDraw;
    private int lastPercent = -1;

    ProgressBar(PrintStream out, String label) {
        this.out = out;
        this.label = label;
    }

    /** A bar when stderr is a terminal and quiet was not asked for; otherwise nothing. */
    static ProgressListener forTerminal(PrintStream err, String label, boolean quiet) {
        return !quiet && System.console() != null ? new ProgressBar(err, label) : ProgressListener.NONE;
    }

    @Override
    public synchronized void progress(int percent, String stage) {
        long now = System.nanoTime();
        if (percent < 100 && now - lastDraw < 50_000_000L) return;
        if (percent == lastPercent) return;
        lastDraw = now;
        lastPercent = percent;
        int filled = percent * WIDTH / 100;
        StringBuilder sb = new StringBuilder("\r").append(label).append(" [");
        for (int i = 0; i < WIDTH; i++) sb.append(i < filled ? '#' : ' ');
        sb.append("] ").append(String.format("%3d%%", percent));
        if (stage != null && !stage.isEmpty()) sb.append(' ').append(stage);
        sb.append("\u001b[K");                     // clear what a longer line left
        if (percent >= 100) sb.append("\r\u001b[K");  // done: leave the line empty
        out.print(sb);
        out.flush();
    }
}
