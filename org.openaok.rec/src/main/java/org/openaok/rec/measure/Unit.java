package org.openaok.rec.measure;

/**
 * What a measure counts, and how far from the generated range a recorded value may lie before it
 * is flagged: the larger of a fixed margin and a tenth of the range's bound.
 */
public enum Unit {
    /** A share of the map's tiles, in percent; margin half a point. */
    PERCENT("%", 0.5),
    /** A number of objects (or of objects per player); margin one. */
    COUNT("", 1.0),
    /** A distance in tiles; margin two tiles. */
    TILES("tiles", 2.0);

    /** The part of a bound the range is widened by. */
    public static final double RELATIVE = 0.10;

    private final String symbol;
    private final double margin;

    Unit(String symbol, double margin) {
        this.symbol = symbol;
        this.margin = margin;
    }

    public String symbol() { return symbol; }

    /** The fixed margin. */
    public double margin() { return margin; }

    /** How far past a bound a value may lie. */
    public double tolerance(double bound) { return Math.max(margin, RELATIVE * Math.abs(bound)); }

    /** The rule, for the output. */
    public static String rule() {
        return "a recorded value is flagged when it lies outside the generated range widened on each side by "
                + Math.round(RELATIVE * 100) + "% of that bound or by " + PERCENT.margin + " points (shares), "
                + (int) COUNT.margin + " (counts), " + (int) TILES.margin + " tiles (distances), whichever is more";
    }
}
