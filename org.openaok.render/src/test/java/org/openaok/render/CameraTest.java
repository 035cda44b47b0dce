package org.openaok.render;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;
import org.openaok.api.io.View;

class CameraTest {
    private static final double EPS = 1e-9;

    @Test
    void theDiamondPutsTileCornersWhereThePreviewsDo() {
        Camera c = Camera.image(View.DIAMOND, 100, 2);
        // (0, 0) is the top corner, (100, 0) the right, (0, 100) the left, (100, 100) the bottom
        assertEquals(200, c.pixelX(0, 0), EPS);
        assertEquals(0, c.pixelY(0, 0), EPS);
        assertEquals(400, c.pixelX(100, 0), EPS);
        assertEquals(100, c.pixelY(100, 0), EPS);
        assertEquals(0, c.pixelX(0, 100), EPS);
        assertEquals(200, c.pixelY(100, 100), EPS);
        assertEquals(400, Camera.imageWidth(View.DIAMOND, 100, 2));
        assertEquals(200, Camera.imageHeight(View.DIAMOND, 100, 2));
    }

    @Test
    void mapPointUndoesPixel() {
        for (View v : View.values()) {
            Camera c = new Camera(v, 64, 3.7, 12.5, -40);
            double[] m = c.mapPoint(c.pixelX(10.25, 33.5), c.pixelY(10.25, 33.5));
            assertEquals(10.25, m[0], 1e-9, v.toString());
            assertEquals(33.5, m[1], 1e-9, v.toString());
        }
    }

    @Test
    void zoomingKeepsThePointUnderTheCursorAndTurningKeepsTheCentre() {
        Camera c = new Camera(View.TOP_DOWN, 120, 1, 0, 0);
        c.fit(800, 600);
        double[] before = c.mapPoint(300, 200);
        c.zoomAt(1.7, 300, 200);
        double[] after = c.mapPoint(300, 200);
        assertArrayEquals(before, after, 1e-9);
        c.turn(View.DIAMOND, 400, 300);
        double[] centre = c.mapPoint(400, 300);
        c.turn(View.TOP_DOWN, 400, 300);
        assertArrayEquals(centre, c.mapPoint(400, 300), 1e-9);
    }

    @Test
    void fittingShowsTheWholeMapInTheMiddle() {
        Camera c = new Camera(View.DIAMOND, 200, 1, 0, 0);
        c.fit(1000, 500);
        assertTrue(c.pixelX(0, 200) >= 0 && c.pixelX(200, 0) <= 1000);
        assertTrue(c.pixelY(0, 0) >= 0 && c.pixelY(200, 200) <= 500);
        assertEquals(500, (c.pixelX(0, 200) + c.pixelX(200, 0)) / 2, 1e-9);
    }

    @Test
    void theClipMatrixTakesTheTargetRegionToMinusOneToOne() {
        Camera c = Camera.image(View.TOP_DOWN, 10, 4);
        float[] m = c.mapToClip(20, 0, 20, 40, true);
        // map point (5, 0) is pixel (20, 0): the region's left and, with y up, bottom edge
        assertEquals(-1, m[0] * 5 + m[3] * 0 + m[6], 1e-6);
        assertEquals(-1, m[1] * 5 + m[4] * 0 + m[7], 1e-6);
        // (10, 10) is pixel (40, 40): right, top
        assertEquals(1, m[0] * 10 + m[3] * 10 + m[6], 1e-6);
        assertEquals(1, m[1] * 10 + m[4] * 10 + m[7], 1e-6);
    }
}
