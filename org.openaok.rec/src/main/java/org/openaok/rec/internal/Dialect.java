package org.openaok.rec.internal;

import org.openaok.rec.RecVersion;

/**
 * How a version lays its header out: the few switches the records turn on. Save versions are in
 * hundredths (11.76 is 1176).
 */
public record Dialect(RecVersion version, int save) {
    public boolean aok() { return version == RecVersion.AOK; }

    public boolean hd() { return version == RecVersion.HD; }

    /**
     * An action's state is one byte in The Age of Kings, The Conquerors (every patch: the header
     * itself does not tell 1.0 from 1.0c) and HD; UserPatch widened it to four.
     */
    public boolean byteActionState() { return !version.userPatch(); }
}
