package org.openaok.external;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * A generator program and how to start it: directly when it is executable, otherwise by its
 * file ending ({@code .py} with python3, {@code .sh} with sh, {@code .js} with node, {@code .java}
 * with the JDK's single-file launcher).
 */
final class ExternalProgram {
    /** What a run gave back. */
    record Output(int status, byte[] stdout, String stderr) {}

    /** Refused to wait any longer. */
    static final class Timeout extends Exception {
        private static final long serialVersionUID = 1L;
        Timeout(String m) { super(m); }
    }

    /** Largest standard output read (a 1024-tile map with entities is far below it). */
    static final int MAX_OUTPUT = 256 << 20;
    /** Standard error kept for messages: the last this many bytes. */
    static final int STDERR_TAIL = 4096;

    private final Path file;

    ExternalProgram(Path file) { this.file = file; }

    Path file() { return file; }

    List<String> command() {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        List<String> cmd = new ArrayList<>();
        if (!Files.isExecutable(file) || name.endsWith(".java")) {
            if (name.endsWith(".py")) cmd.add("python3");
            else if (name.endsWith(".sh")) cmd.add("sh");
            else if (name.endsWith(".js")) cmd.add("node");
            else if (name.endsWith(".java")) cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        }
        cmd.add(file.toAbsolutePath().toString());
        return cmd;
    }

    /** Runs it with the input on its standard input; stops it (and what it started) at the time limit. */
    Output run(byte[] input, long timeoutMillis) throws IOException, Timeout, InterruptedException {
        Process p = new ProcessBuilder(command()).directory(file.toAbsolutePath().getParent().toFile()).start();
        Reader out = new Reader(p.getInputStream(), MAX_OUTPUT, false);
        Reader err = new Reader(p.getErrorStream(), STDERR_TAIL, true);
        out.start();
        err.start();
        try (OutputStream in = p.getOutputStream()) {
            in.write(input);
        } catch (IOException closedEarly) {
            // the program need not read its input; whatever it does next is what counts
        }
        if (!p.waitFor(timeoutMillis, TimeUnit.MILLISECONDS)) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            p.waitFor(5, TimeUnit.SECONDS);
            throw new Timeout("did not finish within " + timeoutMillis / 1000.0 + " s and was stopped");
        }
        out.join(10_000);
        err.join(10_000);
        if (out.overflow) throw new IOException("wrote more than " + (MAX_OUTPUT >> 20) + " MB");
        return new Output(p.exitValue(), out.bytes(), new String(err.bytes(), StandardCharsets.UTF_8).strip());
    }

    /** Drains a stream on its own thread, so a chatty program never blocks on a full pipe. */
    private static final class Reader extends Thread {
        private final InputStream in;
        private final int limit;
        private final boolean keepTail;
        private final ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        private byte[] tail = new byte[0];
        volatile boolean overflow;

        Reader(InputStream in, int limit, boolean keepTail) {
            super("openaok-external-reader");
            setDaemon(true);
            this.in = in;
            this.limit = limit;
            this.keepTail = keepTail;
        }

        @Override
        public void run() {
            byte[] b = new byte[1 << 16];
            try {
                int n;
                while ((n = in.read(b)) > 0) {
                    if (buffer.size() + n > limit) {
                        if (!keepTail) {
                            overflow = true;
                            continue;       // keep draining so the program is not blocked
                        }
                        byte[] all = buffer.toByteArray();
                        buffer.reset();
                        int keep = Math.max(0, limit - n);
                        buffer.write(all, all.length - Math.min(keep, all.length), Math.min(keep, all.length));
                    }
                    buffer.write(b, 0, n);
                }
            } catch (IOException ignored) {
                // the process went away: what was read is what there is
            }
            tail = buffer.toByteArray();
        }

        byte[] bytes() { return tail; }
    }
}
