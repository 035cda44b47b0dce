package org.openaok.ai.internal.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import java.util.Random;

import org.junit.jupiter.api.Test;

/** The char-by-char keyword test answers as lower-casing the word and comparing it does. */
class KeywordTest {
    private static final String[] WORDS = {"and", "or", "not", "nand", "nor", "xor", "xnor", "defrule", "defconst", "load", "load-random"};

    @Test
    void answersAsLowerCasing() {
        List<String> texts = List.of("and", "AND", "And", "aNd", "an", "andd", "", "=>", "load-random", "LOAD-RANDOM", "Load_Random",
                "defrule", "DefRule", "defrulex", "xnor", "XNOR", "x nor", "n\u00f8r", "\u212aand", "NOT\u0130", "d\u0130frule",
                "\u00c0nd", "or\u0000", "OR");
        for (String t : texts) assertEquals(byLowerCase(t), Token.keyword(t, WORDS), t);
        Random r = new Random(20);
        char[] alphabet = "andorxtNDORXTefulcsid-\u0130\u212a\u00e9\u00c9=> ".toCharArray();
        for (int i = 0; i < 200_000; i++) {
            char[] c = new char[r.nextInt(12)];
            for (int j = 0; j < c.length; j++) c[j] = alphabet[r.nextInt(alphabet.length)];
            // half of them start from a keyword, its case shuffled
            String t = i % 2 == 0 ? new String(c) : shuffleCase(WORDS[r.nextInt(WORDS.length)], r);
            assertEquals(byLowerCase(t), Token.keyword(t, WORDS), t);
        }
    }

    @Test
    void anArrowIsTwoCharacters() {
        assertTrue(new Token(Token.Type.WORD, "=>", 1, 1, false).isArrow());
        assertFalse(new Token(Token.Type.WORD, "=>>", 1, 1, false).isArrow());
        assertFalse(new Token(Token.Type.WORD, "=", 1, 1, false).isArrow());
        assertFalse(new Token(Token.Type.WORD, ">=", 1, 1, false).isArrow());
        assertFalse(new Token(Token.Type.STRING, "=>", 1, 1, false).isArrow());
    }

    private static int byLowerCase(String t) {
        String l = t.toLowerCase(Locale.ROOT);
        for (int k = 0; k < WORDS.length; k++) if (l.equals(WORDS[k])) return k;
        return -1;
    }

    private static String shuffleCase(String w, Random r) {
        StringBuilder b = new StringBuilder();
        for (char ch : w.toCharArray()) b.append(r.nextBoolean() ? Character.toUpperCase(ch) : ch);
        return b.toString();
    }
}
