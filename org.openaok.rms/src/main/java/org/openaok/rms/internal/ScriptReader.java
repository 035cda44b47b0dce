package org.openaok.rms.internal;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.openaok.api.diag.Diagnostic;
import org.openaok.rms.IncludeResolver;
import org.openaok.rms.LobbySettings;
import org.openaok.rms.RmsCode;
import org.openaok.rms.RmsReadResult;
import org.openaok.rms.script.Attribute;
import org.openaok.rms.script.Command;
import org.openaok.rms.script.Constants;
import org.openaok.rms.script.RmsScript;
import org.openaok.rms.script.Section;
import org.openaok.rms.script.SourceLocation;

/** One read of a script: words, preprocessor, parser, checks, and the script model. */
public final class ScriptReader {
    private ScriptReader() {}

    /**
     * Reads a script.
     *
     * @param allBranches every branch of every if and random block instead of the ones the lobby
     *                    and seed pick (the static check)
     */
    public static RmsReadResult read(String name, String text, LobbySettings lobby, IncludeResolver includes,
                                     boolean allBranches) {
        Reporter report = new Reporter();
        int main = report.addFile(name);
        try {
            Symbols symbols = Symbols.forRead();
            Constants predefined = BuiltIns.constants();
            Preprocessor pre = new Preprocessor(symbols, report, IncludeResolver.builtIns().orElse(includes),
                    lobby.seed(), allBranches);
            for (String label : lobby.labels()) pre.setLabel(label);
            Tokens words = Lexer.lex(main, text.toCharArray(), symbols, report);
            pre.runMain(name, words);
            Parser parser = new Parser(pre.output(), symbols, report);
            parser.parse();
            new Checks(report).run(parser.sections());

            Map<String, Integer> constants = new LinkedHashMap<>(predefined.asMap());
            for (int sym : pre.scriptConstants()) constants.putIfAbsent(symbols.text(sym), symbols.constant(sym));
            RmsScript script = new RmsScript(name, model(parser.sections(), report), pre.labels(), new Constants(constants));
            return new RmsReadResult(script, report.diagnostics());
        } catch (RuntimeException | StackOverflowError e) {
            // Never expected: reported rather than thrown, so a caller always gets its diagnostics.
            List<Diagnostic> out = new ArrayList<>(report.diagnostics());
            out.add(new Diagnostic(RmsCode.INTERNAL.severity(), RmsCode.INTERNAL.code(), name, 0, 0,
                    "the reader failed (" + e + "); please report this with the script"));
            RmsScript empty = new RmsScript(name, Map.of(), lobby.labels(), BuiltIns.constants());
            return new RmsReadResult(empty, out);
        }
    }

    private static Map<Section, List<Command>> model(Map<Section, List<Parser.CommandBuilder>> sections, Reporter report) {
        Map<Section, List<Command>> out = new EnumMap<>(Section.class);
        for (Map.Entry<Section, List<Parser.CommandBuilder>> e : sections.entrySet()) {
            List<Command> commands = new ArrayList<>(e.getValue().size());
            for (Parser.CommandBuilder c : e.getValue()) {
                if (!c.keep) continue;
                List<Attribute> attributes = new ArrayList<>(c.attributes.size());
                for (Parser.AttributeBuilder a : c.attributes) {
                    List<Integer> values = new ArrayList<>(a.values.length);
                    for (int v : a.values) values.add(v);
                    attributes.add(new Attribute(a.name, values,
                            new SourceLocation(report.fileName(a.file), a.line, a.column)));
                }
                commands.add(new Command(c.name, c.args, attributes,
                        new SourceLocation(report.fileName(c.file), c.line, c.column), c.block));
            }
            out.put(e.getKey(), commands);
        }
        return out;
    }
}
