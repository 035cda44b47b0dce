package org.openaok.ai.play;

/** The sweeps at the command line (AOE_AI_SWEEP=1 and the rest as for {@link SweepTest}); "corpus" as the first argument for the scripts. */
public final class DevSweep {
    public static void main(String[] a) {
        if (a.length > 0 && a[0].equals("corpus")) new SweepTest().theCorpusScriptsPlayWholeMatches();
        else new SweepTest().everyShippedMapOverSeeds();
    }
}
