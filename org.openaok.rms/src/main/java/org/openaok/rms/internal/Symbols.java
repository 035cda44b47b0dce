package org.openaok.rms.internal;

import java.util.Arrays;

import org.openaok.rms.script.Section;

/**
 * The words of one read, each stored once and given a number, with what the word is worked out
 * when it is first seen: a brace, a section header, a comment marker, a directive, a keyword of the
 * language, a number (digits up to the first non-digit), or a plain word (a constant or a label).
 * Tokens then carry only the word's number, so the preprocessor and parser compare integers and
 * index arrays instead of hashing strings. Constants and labels are per-symbol arrays for the same
 * reason.
 */
final class Symbols {
    // What a word is.
    static final byte WORD = 0;
    static final byte NUMBER = 1;
    static final byte OPEN_BRACE = 2;
    static final byte CLOSE_BRACE = 3;
    static final byte SECTION = 4;
    static final byte COMMENT_OPEN = 5;
    static final byte COMMENT_CLOSE = 6;
    static final byte DIRECTIVE = 7;
    static final byte KEYWORD = 8;
    /** {@code rnd(a,b)}, a later edition's random number. */
    static final byte RANDOM_VALUE = 9;

    // Which directive.
    static final byte D_IF = 1, D_ELSEIF = 2, D_ELSE = 3, D_ENDIF = 4, D_START_RANDOM = 5, D_PERCENT_CHANCE = 6,
            D_END_RANDOM = 7, D_CONST = 8, D_DEFINE = 9, D_INCLUDE_DRS = 10, D_INCLUDE_XS = 11;

    private int[] table = new int[1024]; // open addressing: symbol id + 1, 0 = empty
    private int count;
    private String[] text = new String[256];
    private int[] hashes = new int[256];
    private byte[] kind = new byte[256];
    private byte[] directive = new byte[256];
    private int[] number = new int[256];
    private boolean[] numberCapped = new boolean[256];
    private boolean[] gluedComment = new boolean[256];
    private Section[] section = new Section[256];
    private Vocabulary.Entry[] entry = new Vocabulary.Entry[256];
    // Per read: constants and labels.
    private boolean[] constDefined = new boolean[256];
    private int[] constValue = new int[256];
    private boolean[] label = new boolean[256];

    private boolean[] predefined = new boolean[256];

    private final Vocabulary vocabulary = Vocabulary.get();

    /**
     * Whether every word the language knows by name is already in the table (set once the base is
     * built; copies inherit it): then a word added later is none of them, and is classified by its
     * shape alone, without comparing it against the directives, the vocabulary and the sections.
     */
    private boolean sealed;

    /** The directives by name, interned into the base with their comment markers and braces. */
    private static final String[] DIRECTIVES = {"if", "elseif", "else", "endif", "start_random", "percent_chance",
            "end_random", "#const", "#define", "#include_drs", "#includeXS"};

    /**
     * The words every read starts with, classified once: the language's tokens, the directives,
     * comment markers, braces and section headers, the predefined constants with their values, and
     * the words of the built-in include files. Each read takes a copy, so a small script does not
     * pay for setting them up again, nor an include of a built-in file for classifying its words.
     */
    private static final class Base {
        static final Symbols SYMBOLS = build();

        private static Symbols build() {
            Symbols s = new Symbols();
            for (String name : Vocabulary.get().entries().keySet()) s.intern(name);
            for (String d : DIRECTIVES) s.intern(d);
            for (String w : new String[] {"{", "}", "/*", "*/"}) s.intern(w);
            for (Section section : Section.values()) s.intern("<" + section.name() + ">");
            for (java.util.Map.Entry<String, Integer> e : BuiltIns.constants().asMap().entrySet()) {
                int id = s.intern(e.getKey());
                s.defineConstant(id, e.getValue());
                s.predefined[id] = true;
            }
            for (String name : org.openaok.rms.BuiltInFiles.names()) {
                org.openaok.rms.BuiltInFiles.text(name).ifPresent(s::internWords);
            }
            s.sealed = true;
            return s;
        }
    }

    /** Interns each word of a text as the lexer splits it (runs of characters above the space). */
    private void internWords(String t) {
        char[] c = t.toCharArray();
        int i = 0;
        while (i < c.length) {
            if (c[i] <= ' ') { i++; continue; }
            int start = i;
            int h = 0;
            while (i < c.length && c[i] > ' ') h = 31 * h + c[i++];
            intern(c, start, i, h ^ (h >>> 16));
        }
    }

    private Symbols() {}

    /** An empty table that classifies every word by lookup, as the base is built (for tests). */
    static Symbols unsealed() {
        return new Symbols();
    }

    /** A fresh table for one read, holding the language's tokens and the predefined constants. */
    static Symbols forRead() {
        return Base.SYMBOLS.copy();
    }

    private Symbols copy() {
        Symbols c = new Symbols();
        c.table = table.clone();
        c.count = count;
        c.text = text.clone();
        c.hashes = hashes.clone();
        c.kind = kind.clone();
        c.directive = directive.clone();
        c.number = number.clone();
        c.numberCapped = numberCapped.clone();
        c.gluedComment = gluedComment.clone();
        c.section = section.clone();
        c.entry = entry.clone();
        c.constDefined = constDefined.clone();
        c.constValue = constValue.clone();
        c.label = label.clone();
        c.predefined = predefined.clone();
        c.sealed = sealed;
        return c;
    }

    int count() { return count; }

    /** The symbol for chars[from, to), hash being {@link #hash} of them. */
    int intern(char[] chars, int from, int to, int hash) {
        int mask = table.length - 1;
        int slot = hash & mask;
        int len = to - from;
        while (true) {
            int s = table[slot];
            if (s == 0) break;
            int id = s - 1;
            if (hashes[id] == hash) {
                String t = text[id];
                if (t.length() == len && sameChars(t, chars, from, len)) return id;
            }
            slot = (slot + 1) & mask;
        }
        int id = add(new String(chars, from, len), hash);
        table[slot] = id + 1;
        if (count * 2 > table.length) rehash();
        return id;
    }

    /** The symbol for a string (used for labels and constants set from outside the text). */
    int intern(String s) {
        char[] c = s.toCharArray();
        return intern(c, 0, c.length, hash(c, 0, c.length));
    }

    static int hash(char[] c, int from, int to) {
        int h = 0;
        for (int i = from; i < to; i++) h = 31 * h + c[i];
        return h ^ (h >>> 16);
    }

    private static boolean sameChars(String t, char[] c, int from, int len) {
        for (int i = 0; i < len; i++) {
            if (t.charAt(i) != c[from + i]) return false;
        }
        return true;
    }

    private void rehash() {
        int[] next = new int[table.length * 2];
        int mask = next.length - 1;
        for (int id = 0; id < count; id++) {
            int slot = hashes[id] & mask;
            while (next[slot] != 0) slot = (slot + 1) & mask;
            next[slot] = id + 1;
        }
        table = next;
    }

    private int add(String s, int hash) {
        if (count == text.length) grow();
        int id = count++;
        text[id] = s;
        hashes[id] = hash;
        classify(id, s);
        return id;
    }

    private void grow() {
        int n = text.length * 2;
        text = Arrays.copyOf(text, n);
        hashes = Arrays.copyOf(hashes, n);
        kind = Arrays.copyOf(kind, n);
        directive = Arrays.copyOf(directive, n);
        number = Arrays.copyOf(number, n);
        numberCapped = Arrays.copyOf(numberCapped, n);
        gluedComment = Arrays.copyOf(gluedComment, n);
        section = Arrays.copyOf(section, n);
        entry = Arrays.copyOf(entry, n);
        constDefined = Arrays.copyOf(constDefined, n);
        constValue = Arrays.copyOf(constValue, n);
        label = Arrays.copyOf(label, n);
        predefined = Arrays.copyOf(predefined, n);
    }

    /**
     * What a word is. In a sealed table the word is new, so it is no directive, keyword, known
     * section or comment marker: those lookups are made only while the base is built.
     */
    private void classify(int id, String s) {
        int len = s.length();
        char c0 = s.charAt(0);
        if (len == 1 && c0 == '{') { kind[id] = OPEN_BRACE; return; }
        if (len == 1 && c0 == '}') { kind[id] = CLOSE_BRACE; return; }
        if (!sealed && s.equals("/*")) { kind[id] = COMMENT_OPEN; return; }
        if (!sealed && s.equals("*/")) { kind[id] = COMMENT_CLOSE; return; }
        gluedComment[id] = len >= 2 && ((c0 == '/' && s.charAt(1) == '*') || (s.charAt(len - 2) == '*' && s.charAt(len - 1) == '/'));
        if (c0 == '<' && len > 2 && s.charAt(len - 1) == '>') {
            kind[id] = SECTION;
            section[id] = sealed ? null : Section.of(s).orElse(null);
            return;
        }
        boolean digitStart = Character.isDigit(c0)
                || ((c0 == '-' || c0 == '+') && len > 1 && Character.isDigit(s.charAt(1)));
        if (digitStart) {
            kind[id] = NUMBER;
            readNumber(id, s);
            return;
        }
        byte d = sealed ? 0 : directiveOf(s);
        if (d != 0) { kind[id] = DIRECTIVE; directive[id] = d; return; }
        if (len >= 4 && c0 == 'r' && s.charAt(1) == 'n' && s.charAt(2) == 'd' && s.charAt(3) == '(') { kind[id] = RANDOM_VALUE; return; }
        Vocabulary.Entry e = sealed ? null : vocabulary.entry(s);
        if (e != null && e.role == Vocabulary.Role.STATEMENT) { kind[id] = KEYWORD; entry[id] = e; return; }
        kind[id] = WORD;
    }

    /** Digits up to the first non-digit, as the engine reads them; capped at the int range. */
    private void readNumber(int id, String s) {
        int i = 0;
        boolean negative = false;
        if (s.charAt(0) == '-' || s.charAt(0) == '+') { negative = s.charAt(0) == '-'; i = 1; }
        long v = 0;
        boolean capped = false;
        for (; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') break;
            v = v * 10 + (c - '0');
            if (v > Integer.MAX_VALUE) { v = Integer.MAX_VALUE; capped = true; }
        }
        number[id] = (int) (negative ? -v : v);
        numberCapped[id] = capped;
    }

    private static byte directiveOf(String s) {
        switch (s) {
            case "if": return D_IF;
            case "elseif": return D_ELSEIF;
            case "else": return D_ELSE;
            case "endif": return D_ENDIF;
            case "start_random": return D_START_RANDOM;
            case "percent_chance": return D_PERCENT_CHANCE;
            case "end_random": return D_END_RANDOM;
            case "#const": return D_CONST;
            case "#define": return D_DEFINE;
            case "#include_drs": return D_INCLUDE_DRS;
            case "#includeXS": return D_INCLUDE_XS;
            default: return 0;
        }
    }

    String text(int id) { return text[id]; }

    byte kind(int id) { return kind[id]; }

    byte directive(int id) { return directive[id]; }

    int number(int id) { return number[id]; }

    boolean numberCapped(int id) { return numberCapped[id]; }

    boolean gluedComment(int id) { return gluedComment[id]; }

    /** The section a header names, or null for an unknown header. */
    Section section(int id) { return section[id]; }

    Vocabulary.Entry entry(int id) { return entry[id]; }

    boolean isConstant(int id) { return constDefined[id]; }

    int constant(int id) { return constValue[id]; }

    void defineConstant(int id, int value) {
        constDefined[id] = true;
        constValue[id] = value;
    }

    /** Whether it is one of the predefined constants (which a script cannot redefine). */
    boolean isPredefined(int id) { return predefined[id]; }

    boolean isLabel(int id) { return label[id]; }

    void setLabel(int id) { label[id] = true; }
}
