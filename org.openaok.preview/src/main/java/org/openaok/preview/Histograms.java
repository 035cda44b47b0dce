package org.openaok.preview;

import java.util.List;
import java.util.Map;

/**
 * Draws distributions as a grid of histograms, one panel per measure, each with its name, its
 * range and its bar heights scaled to the fullest bucket.
 */
public final class Histograms {
    static final int PANEL_W = 220;
    static final int PANEL_H = 130;
    static final int BUCKETS = 20;
    static final int BACKGROUND = 0xffffff;
    static final int INK = 0x202020;
    static final int BAR = 0x3a6ea5;

    private Histograms() {}

    /**
     * @param title   a line above the panels
     * @param series  per measure, in panel order, the values observed
     * @param columns panels per row
     */
    public static Raster draw(String title, Map<String, List<Integer>> series, int columns) {
        int rows = Math.max(1, (series.size() + columns - 1) / columns);
        Raster r = new Raster(columns * PANEL_W, 20 + rows * PANEL_H);
        r.fill(BACKGROUND);
        BitmapFont.draw(r, 6, 6, title, INK);
        int k = 0;
        for (Map.Entry<String, List<Integer>> e : series.entrySet()) {
            panel(r, (k % columns) * PANEL_W, 20 + (k / columns) * PANEL_H, e.getKey(), e.getValue());
            k++;
        }
        return r;
    }

    private static void panel(Raster r, int x0, int y0, String name, List<Integer> values) {
        BitmapFont.draw(r, x0 + 8, y0 + 4, name, INK);
        int left = x0 + 8;
        int top = y0 + 16;
        int width = PANEL_W - 16;
        int height = PANEL_H - 40;
        r.frame(left - 1, top - 1, width + 2, height + 2, 0xc0c0c0);
        if (values.isEmpty()) {
            BitmapFont.draw(r, left + 4, top + 4, "no values", INK);
            return;
        }
        int min = Integer.MAX_VALUE;
        int max = Integer.MIN_VALUE;
        for (int v : values) {
            min = Math.min(min, v);
            max = Math.max(max, v);
        }
        int[] counts = new int[BUCKETS];
        long range = (long) max - min + 1;
        for (int v : values) counts[(int) (((long) v - min) * BUCKETS / range)]++;
        int fullest = 1;
        for (int c : counts) fullest = Math.max(fullest, c);
        int barW = width / BUCKETS;
        for (int b = 0; b < BUCKETS; b++) {
            int h = (int) ((long) counts[b] * height / fullest);
            r.rect(left + b * barW + 1, top + height - h, barW - 1, h, BAR);
        }
        BitmapFont.draw(r, left, top + height + 4, Integer.toString(min), INK);
        String maxText = Integer.toString(max);
        BitmapFont.draw(r, left + width - BitmapFont.width(maxText), top + height + 4, maxText, INK);
        String n = "n=" + values.size();
        BitmapFont.draw(r, left + width / 2 - BitmapFont.width(n) / 2, top + height + 4, n, 0x707070);
    }
}
