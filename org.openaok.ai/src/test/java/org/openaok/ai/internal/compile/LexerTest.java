package org.openaok.ai.internal.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

/** Issue 20: a character Java counts as white space but the lexer did not skip stopped it advancing. */
class LexerTest {
    @Test
    void everyWhiteSpaceCharacterSeparatesWords() {
        for (char c = 0; c < Character.MAX_VALUE; c++) {
            if (!Character.isWhitespace(c) || c == '\n' || c == '\r') continue;
            List<Token> t = Lexer.tokens("(defrule" + c + "(true)" + c + "=>" + c + "(do-nothing))");
            assertEquals(List.of("(", "defrule", "(", "true", ")", "=>", "(", "do-nothing", ")", ")", ""),
                    t.stream().map(Token::text).toList(), "separator U+" + Integer.toHexString(c));
            assertEquals(21, t.get(7).column(), "columns count the separator, U+" + Integer.toHexString(c));
        }
    }

    @Test
    void aStrayFileSeparatorIsSkipped() {
        // the reported file: one byte 0x1C between two words
        List<Token> t = Lexer.tokens("(defrule\u001c(true) => (do-nothing))\n");
        assertEquals(11, t.size());
        assertEquals(Token.Type.EOF, t.get(10).type());
    }
}
