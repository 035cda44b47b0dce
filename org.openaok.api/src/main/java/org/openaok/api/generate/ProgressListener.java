package org.openaok.api.generate;

/** Hears how far a generation has got, as 0 A.D.'s RMS.SetProgress reports it. */
@FunctionalInterface
public interface ProgressListener {
    /**
     * @param percent 0-100, never going down within a run
     * @param stage   the stage that just moved it
     */
    void progress(int percent, String stage);

    ProgressListener NONE = (p, s) -> { };
}
