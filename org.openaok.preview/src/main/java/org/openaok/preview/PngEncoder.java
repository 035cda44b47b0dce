package org.openaok.preview;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/**
 * Writes a {@link Raster} as a PNG (8-bit RGB, the "up" filter on every row, which suits maps:
 * neighbouring rows are alike). No AWT, so it starts at once and runs without a display.
 */
public final class PngEncoder {
    private static final byte[] SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};

    private PngEncoder() {}

    public static void write(Raster image, OutputStream out) throws IOException {
        int w = image.width();
        int h = image.height();
        byte[] raw = new byte[(w * 3 + 1) * h];
        int[] px = image.pixels();
        int p = 0;
        for (int y = 0; y < h; y++) {
            raw[p++] = y == 0 ? 0 : (byte) 2;          // none on the first row, "up" after
            for (int x = 0; x < w; x++) {
                int c = px[y * w + x];
                int above = y == 0 ? 0 : px[(y - 1) * w + x];
                raw[p++] = (byte) (((c >> 16) & 0xff) - ((above >> 16) & 0xff));
                raw[p++] = (byte) (((c >> 8) & 0xff) - ((above >> 8) & 0xff));
                raw[p++] = (byte) ((c & 0xff) - (above & 0xff));
            }
        }
        Deflater deflater = new Deflater(6);
        deflater.setInput(raw);
        deflater.finish();
        ByteArrayOutputStream compressed = new ByteArrayOutputStream(raw.length / 4 + 64);
        byte[] buf = new byte[1 << 16];
        while (!deflater.finished()) {
            int n = deflater.deflate(buf);
            compressed.write(buf, 0, n);
        }
        deflater.end();

        DataOutputStream d = new DataOutputStream(out);
        d.write(SIGNATURE);
        ByteArrayOutputStream ihdr = new ByteArrayOutputStream();
        DataOutputStream hd = new DataOutputStream(ihdr);
        hd.writeInt(w);
        hd.writeInt(h);
        hd.writeByte(8);   // bit depth
        hd.writeByte(2);   // colour type: RGB
        hd.writeByte(0);   // deflate
        hd.writeByte(0);   // adaptive filtering
        hd.writeByte(0);   // no interlace
        chunk(d, "IHDR", ihdr.toByteArray());
        chunk(d, "IDAT", compressed.toByteArray());
        chunk(d, "IEND", new byte[0]);
        d.flush();
    }

    private static void chunk(DataOutputStream d, String type, byte[] data) throws IOException {
        byte[] t = type.getBytes(StandardCharsets.US_ASCII);
        d.writeInt(data.length);
        d.write(t);
        d.write(data);
        CRC32 crc = new CRC32();
        crc.update(t);
        crc.update(data);
        d.writeInt((int) crc.getValue());
    }
}
