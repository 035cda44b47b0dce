package org.openaok.api.command;

import java.io.PrintStream;
import java.util.List;

/**
 * A command of the {@code openaok} program provided by a bundle: {@code openaok NAME args...}
 * runs it on the program's main thread (which windowing toolkits want) and exits with what it
 * returns. Registered as a service; the launcher lists these under {@code openaok help}.
 */
public interface CommandLine {
    /** What follows {@code openaok}, e.g. {@code view}. */
    String name();

    /** One line for the help, e.g. {@code view --map NAME   a live window on a map}. */
    String summary();

    /**
     * Runs the command.
     *
     * @param args what followed the command's name
     * @return the exit status: 0 done, 1 failed, 2 the command line was wrong
     */
    int run(List<String> args, PrintStream out, PrintStream err) throws Exception;
}
