package org.openaok.ai.mind;

import java.util.List;

import org.openaok.ai.lang.Command;
import org.openaok.ai.lang.Operand;
import org.openaok.ai.lang.ParamKind;
import org.openaok.ai.lang.Vocabulary;
import org.openaok.ai.script.Program;

/**
 * The fact or action being carried out: its arguments as compiled, and those after a type-op,
 * rel-op or math-op read as UserPatch reads them (the number itself, a goal's value or a
 * strategic number's). One is kept by an interpreter and pointed at each call in turn.
 */
final class Call {
    /** Per command, per parameter, the op before it that says how it is read; null when none does. */
    private static final ParamKind[][] OP_BEFORE;

    static {
        List<Command> commands = Vocabulary.standard().commands();
        OP_BEFORE = new ParamKind[commands.size()][];
        for (Command c : commands) {
            List<ParamKind> k = c.params();
            ParamKind[] before = new ParamKind[k.size()];
            boolean any = false;
            for (int i = 1; i < k.size(); i++) {
                if (Operand.typing(k.get(i - 1))) {
                    before[i] = k.get(i - 1);
                    any = true;
                }
            }
            if (any) OP_BEFORE[c.index()] = before;
        }
    }

    private final Mind m;
    private Program p;
    private boolean fact;
    private int at;
    private int command;

    Call(Mind m) { this.m = m; }

    Call fact(Program program, int node) {
        this.p = program;
        this.fact = true;
        this.at = node;
        this.command = program.op(node);
        return this;
    }

    Call action(Program program, int action) {
        this.p = program;
        this.fact = false;
        this.at = action;
        this.command = program.actionOp(action);
        return this;
    }

    boolean isFact() { return fact; }

    int command() { return command; }

    /** The argument as compiled. */
    int raw(int i) { return fact ? p.arg(at, i) : p.actionArg(at, i); }

    /** The argument read as UserPatch reads it: after a c: as written, after a g: the goal's value, after an s: the strategic number's. */
    int value(int i) {
        int v = raw(i);
        ParamKind[] ops = OP_BEFORE[command];
        ParamKind before = ops == null ? null : ops[i];
        if (before == null) return v;
        return switch (Operand.after(before, raw(i - 1))) {
            case CONSTANT -> v;
            case GOAL -> m.goal(v);
            case STRATEGIC_NUMBER -> m.strategic(v);
        };
    }

    /** A comparison with a rel-op at {@code op} and its operand after it. */
    boolean compare(int left, int op) { return Interpreter.compare(left, Operand.comparison(raw(op)), value(op + 1)); }

    /** A string argument's text. */
    String string(int i) { return p.string(raw(i)); }
}
