package org.openaok.ai.script;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import com.code_intelligence.jazzer.junit.DictionaryFile;
import com.code_intelligence.jazzer.junit.FuzzTest;

import org.openaok.ai.internal.compile.PerError;
import org.openaok.api.diag.Diagnostic;

/**
 * Fuzzes the computer-player reader and compiler, loads included. The input is a set of files
 * split at NUL bytes: the first is the master, the others are what its loads find. A file is
 * named {@code f1}, {@code f2} ... by its place, and also by a first line {@code ;@NAME}; a load
 * of any other name finds the file its name hashes to, so every load of a mutated script opens
 * something and loads nest, repeat and recurse. Whatever the files, the compiler comes back with
 * a program and diagnostics in the language's codes only, within the limits it states. A normal
 * run replays the seeds in {@code ScriptCompilerFuzzTestInputs} (the project's own player).
 */
class ScriptCompilerFuzzTest {
    private static final Set<String> CODES = codes();

    @FuzzTest(maxDuration = "10m")
    @DictionaryFile(resourcePath = "per.dict")
    void compilerNeverFails(byte[] input) {
        List<String> parts = split(input);
        Map<String, String> named = new HashMap<>();
        for (int i = 1; i < parts.size(); i++) {
            named.put("f" + i, parts.get(i));
            String p = parts.get(i);
            if (p.startsWith(";@")) {
                int nl = p.indexOf('\n');
                named.putIfAbsent(p.substring(2, nl < 0 ? p.length() : nl).strip().toLowerCase(Locale.ROOT), p);
            }
        }
        ScriptSource source = (name, from) -> {
            if (from == null) return Optional.of(new ScriptText("fuzz.per", parts.get(0)));
            if (parts.size() < 2) return Optional.empty();
            String stem = ScriptSource.stem(name).toLowerCase(Locale.ROOT);
            String text = named.get(stem);
            if (text == null) text = parts.get(1 + Math.floorMod(stem.hashCode(), parts.size() - 1));
            return Optional.of(new ScriptText(stem + ".per", text));
        };
        int player = 1 + (input.length & 7);
        Compilation c = ScriptCompiler.compile(source, "fuzz", Seat.defaults(player).withPopulationCap(75 + (input.length % 300)));
        assertNotNull(c.program());
        for (Diagnostic d : c.diagnostics()) {
            assertTrue(CODES.contains(d.code()), d::format);
            assertTrue(d.line() >= 0 && d.column() >= 0, d::format);
        }
    }

    static List<String> split(byte[] input) {
        List<String> parts = new ArrayList<>();
        int from = 0;
        for (int i = 0; i <= input.length; i++) {
            if (i == input.length || input[i] == 0) {
                parts.add(new String(input, from, i - from, StandardCharsets.ISO_8859_1));
                from = i + 1;
            }
        }
        return parts;
    }

    private static Set<String> codes() {
        Set<String> s = new java.util.HashSet<>();
        for (PerError e : PerError.values()) s.add(e.code());
        return s;
    }
}
