package org.openaok.rms;

import java.util.ArrayList;
import java.util.List;

import org.openaok.api.diag.Diagnostic;
import org.openaok.rms.script.Command;
import org.openaok.rms.script.RmsScript;
import org.openaok.rms.script.Section;

/** Small helpers the tests share. */
final class Rms {
    private Rms() {}

    static RmsReadResult read(String text) {
        return RmsReader.read("test.rms", text, LobbySettings.defaults());
    }

    static RmsReadResult read(String text, LobbySettings lobby) {
        return RmsReader.read("test.rms", text, lobby);
    }

    static RmsReadResult check(String text) {
        return RmsReader.check("test.rms", text, LobbySettings.defaults(), IncludeResolver.none());
    }

    static List<Diagnostic> withCode(RmsReadResult r, RmsCode code) {
        List<Diagnostic> out = new ArrayList<>();
        for (Diagnostic d : r.diagnostics()) {
            if (d.code().equals(code.code())) out.add(d);
        }
        return out;
    }

    static List<String> names(RmsScript s, Section section) {
        List<String> out = new ArrayList<>();
        for (Command c : s.commands(section)) out.add(c.name());
        return out;
    }

    /** The first argument of every command of that name in the section. */
    static List<Integer> firstArgs(RmsScript s, Section section, String name) {
        List<Integer> out = new ArrayList<>();
        for (Command c : s.commands(section, name)) out.add(c.arg(-1));
        return out;
    }
}
