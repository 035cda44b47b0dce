package org.openaok.rec.measure;

/**
 * What a measure counts, and how far from the generated range a recorded value may lie before it
 * is flagged: the largest of a fixed margin, a tenth of the range's bound and a quarter of the
 * range's width. The last allows for the range being a sample: twenty seeds span about the middle
 * nine tenths of what a script makes, so one real map in four of ten would lie outside the bare
 * range even were it drawn from the very same maps; widened by a quarter of its width the range
 * holds all but about one in two hundred.
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
    /** The part of the range's width it is widened by. */
    public static final double WIDTH = 0.25;

    private final String symbol;
    private final double margin;

    Unit(String symbol, double margin) {
        this.symbol = symbol;
        this.margin = margin;
    }

    public String symbol() { return symbol; }

    /** The fixed margin. */
    public double margin() { return margin; }

    /** How far past a bound of a range {@code width} wide a value may lie. */
    public double tolerance(double bound, double width) { return Math.max(Math.max(margin, RELATIVE * Math.abs(bound)), WIDTH * width); }

    /** The rule, for the output. */
    public static String rule() {
        return "a recorded value is flagged when it lies outside the generated range widened on each side by "
                + Math.round(RELATIVE * 100) + "% of that bound, by " + Math.round(WIDTH * 100) + "% of the range's width or by "
                + PERCENT.margin + " points (shares), " + (int) COUNT.margin + " (counts), " + (int) TILES.margin
                + " tiles (distances), whichever is most";
    }
}
