package org.openaok.sim.internal.record;

import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/** {@code key=value} words as records write them: values percent-encoded, so they hold no spaces. */
final class Words {
    private Words() {}

    static String encode(String v) { return URLEncoder.encode(v, StandardCharsets.UTF_8).replace("+", "%20"); }

    static String decode(String v) throws RecordException {
        try {
            return URLDecoder.decode(v, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            throw new RecordException("'" + v + "' is not a percent-encoded value");
        }
    }

    static Map<String, String> read(String[] words, int from) throws RecordException {
        Map<String, String> out = new LinkedHashMap<>();
        for (int i = from; i < words.length; i++) {
            int eq = words[i].indexOf('=');
            if (eq <= 0) throw new RecordException("'" + words[i] + "' is not key=value");
            out.put(words[i].substring(0, eq), decode(words[i].substring(eq + 1)));
        }
        return out;
    }
}
