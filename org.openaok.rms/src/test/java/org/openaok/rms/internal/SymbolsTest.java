package org.openaok.rms.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

import org.openaok.rms.BuiltInFiles;
import org.openaok.rms.script.Section;

/**
 * A read's table is sealed: the base holds every word the language knows by name, so a word first
 * seen in a script is classified by its shape alone. That must give what classifying it by lookup
 * gives, for the language's own words, near misses of them and every word of the seed scripts.
 */
class SymbolsTest {
    @Test
    void aSealedTableClassifiesEveryWordAsLookupDoes() throws IOException {
        Set<String> words = new LinkedHashSet<>();
        words.addAll(Vocabulary.get().entries().keySet());
        for (String d : new String[] {"if", "elseif", "else", "endif", "start_random", "percent_chance", "end_random",
                "#const", "#define", "#include_drs", "#includeXS"}) words.add(d);
        for (Section s : Section.values()) words.add("<" + s.name() + ">");
        words.addAll(BuiltInFiles.constants().asMap().keySet());
        for (String name : BuiltInFiles.names()) words.addAll(split(BuiltInFiles.text(name).orElseThrow()));
        Path seeds = Path.of("src/test/resources/org/openaok/rms/ReaderFuzzTestInputs/readerNeverFails");
        try (Stream<Path> files = Files.list(seeds)) {
            for (Path f : (Iterable<Path>) files.sorted()::iterator) {
                words.addAll(split(new String(Files.readAllBytes(f), StandardCharsets.ISO_8859_1)));
            }
        }
        List<String> variants = new ArrayList<>();
        for (String w : words) {
            variants.add(w.toUpperCase(java.util.Locale.ROOT));
            variants.add(w.toLowerCase(java.util.Locale.ROOT));
            variants.add(w + "x");
            variants.add("/*" + w);
            variants.add(w + "*/");
            if (w.length() > 1) variants.add(w.substring(1));
        }
        words.addAll(variants);
        words.addAll(List.of("{", "}", "/*", "*/", "/**/", "*/*", "/*/", "rnd(", "rnd(1,5)", "rnd(", "rn", "<>", "<x>",
                "<PLAYER_SETUP", "PLAYER_SETUP>", "-", "+", "-12", "+7x", "99999999999", "0x1F", "#const#", "#"));

        Symbols sealed = Symbols.forRead();
        Symbols lookup = Symbols.unsealed();
        int baseWords = sealed.count();
        for (String w : words) {
            int a = sealed.intern(w);
            int b = lookup.intern(w);
            assertEquals(lookup.kind(b), sealed.kind(a), () -> "kind of " + w);
            assertEquals(lookup.directive(b), sealed.directive(a), () -> "directive of " + w);
            assertSame(lookup.section(b), sealed.section(a), () -> "section of " + w);
            assertSame(lookup.entry(b), sealed.entry(a), () -> "entry of " + w);
            assertEquals(lookup.number(b), sealed.number(a), () -> "number of " + w);
            assertEquals(lookup.numberCapped(b), sealed.numberCapped(a), () -> "capped " + w);
            assertEquals(lookup.gluedComment(b), sealed.gluedComment(a), () -> "glued comment " + w);
        }
        // and the words a script adds were classified by shape (the check above is not of the base alone)
        assertNotEquals(baseWords, sealed.count());
    }

    private static List<String> split(String t) {
        List<String> out = new ArrayList<>();
        for (String w : t.split("[\\x00-\\x20]+")) if (!w.isEmpty()) out.add(w);
        return out;
    }
}
