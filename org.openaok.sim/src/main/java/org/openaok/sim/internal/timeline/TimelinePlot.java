package org.openaok.sim.internal.timeline;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import javax.imageio.ImageIO;

/**
 * A picture of a timeline: villagers (solid) and soldiers (dashed) per player over the minutes,
 * and a mark where each player reached the Feudal, Castle and Imperial Ages.
 */
public final class TimelinePlot {
    private static final Color[] COLOURS = {Color.BLUE, Color.RED, new Color(0, 150, 0), new Color(200, 170, 0), new Color(0, 170, 170),
            new Color(150, 0, 150), Color.GRAY, new Color(255, 130, 0)};

    private TimelinePlot() {}

    public static void write(Timeline t, Path png) throws IOException {
        int w = 900, h = 500, left = 50, bottom = 40, top = 30, right = 20;
        BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, w, h);
        List<Timeline.Row> rows = t.rows();
        int minutes = 1, most = 10;
        for (Timeline.Row r : rows) {
            minutes = Math.max(minutes, r.minute());
            most = Math.max(most, Math.max(r.villagers(), r.soldiers()));
        }
        int pw = w - left - right, ph = h - top - bottom;
        g.setColor(Color.LIGHT_GRAY);
        for (int m = 0; m <= minutes; m += Math.max(1, minutes / 12)) {
            int x = left + m * pw / minutes;
            g.drawLine(x, top, x, top + ph);
        }
        g.setColor(Color.BLACK);
        g.drawRect(left, top, pw, ph);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
        for (int m = 0; m <= minutes; m += Math.max(1, minutes / 12)) g.drawString(Integer.toString(m), left + m * pw / minutes - 4, top + ph + 15);
        g.drawString("game minutes", left + pw / 2 - 30, h - 8);
        g.drawString("villagers (solid), soldiers (dashed); F C I: ages reached", left, 18);
        for (int v = 0; v <= most; v += Math.max(1, most / 10)) g.drawString(Integer.toString(v), 8, top + ph - v * ph / most + 4);
        for (int p = 1; p <= t.players(); p++) {
            Color c = COLOURS[(p - 1) % COLOURS.length];
            for (int series = 0; series < 2; series++) {
                g.setColor(c);
                g.setStroke(series == 0 ? new BasicStroke(2f) : new BasicStroke(1.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_BEVEL, 1f, new float[] {6f, 4f}, 0f));
                int px = -1, py = -1;
                for (Timeline.Row r : rows) {
                    if (r.player() != p) continue;
                    int x = left + r.minute() * pw / minutes;
                    int y = top + ph - (series == 0 ? r.villagers() : r.soldiers()) * ph / most;
                    if (px >= 0) g.drawLine(px, py, x, y);
                    px = x;
                    py = y;
                }
            }
            String[] mark = {"", "", "F", "C", "I"};
            for (int a = 2; a <= 4; a++) {
                long at = t.ageUp(p, a);
                if (at < 0) continue;
                int x = left + (int) (at * pw / (minutes * 60_000L));
                g.setColor(c);
                g.drawLine(x, top, x, top + 10 + 12 * p);
                g.drawString(mark[a] + p, x + 2, top + 10 + 12 * p);
            }
        }
        g.dispose();
        ImageIO.write(img, "png", png.toFile());
    }
}
