package org.openaok.rec.internal;

/** The header does not hold what its version promises: where, and what was expected. */
public final class Damaged extends Exception {
    private static final long serialVersionUID = 1L;
    private final String section;
    private final int offset;

    public Damaged(String section, int offset, String message) {
        super(message);
        this.section = section;
        this.offset = offset;
    }

    /** The part of the header being read, e.g. {@code map}, {@code player 2 objects}. */
    public String section() { return section; }

    /** The byte of the inflated header where reading stopped. */
    public int offset() { return offset; }
}
