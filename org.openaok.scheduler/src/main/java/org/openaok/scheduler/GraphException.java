package org.openaok.scheduler;

import java.util.List;

/** The installed stages cannot be ordered: a cycle, or a dependency nobody provides. */
public final class GraphException extends Exception {
    private static final long serialVersionUID = 1L;
    private final List<String> problems;

    public GraphException(List<String> problems) {
        super(String.join("; ", problems));
        this.problems = List.copyOf(problems);
    }

    public List<String> problems() { return problems; }
}
