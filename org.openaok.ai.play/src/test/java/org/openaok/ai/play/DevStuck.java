package org.openaok.ai.play;

/** For a developer: DevStuck MINUTES SEED MAP... : randomgame against itself, the units each match counts stuck. */
public final class DevStuck {
    public static void main(String[] a) {
        int minutes = Integer.parseInt(a[0]);
        long seed = Long.parseLong(a[1]);
        for (int k = 2; k < a.length; k++) {
            MatchProbe p = new MatchProbe(a[k], 120, seed, new String[] {"randomgame", "randomgame"}, 0).run(minutes * 60_000L);
            System.out.println(p.line());
            for (String u : p.stuckUnits) System.out.println("  stuck: " + u);
        }
    }
}
