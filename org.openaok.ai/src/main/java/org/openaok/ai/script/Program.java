package org.openaok.ai.script;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.openaok.ai.lang.Command;
import org.openaok.ai.lang.Vocabulary;

/**
 * A compiled script: nothing in it is looked up by name while the game runs.
 *
 * <p>Rules are kept in load order, the order they are tried in. Each rule is a range of fact
 * nodes and a range of actions. Fact nodes are stored in prefix order: a logic node is
 * followed by its operands, and every node knows how many nodes its subtree takes
 * ({@link #size(int)}), so an evaluator can skip one without walking it. A rule's facts are
 * one or more such trees, all of which must hold.
 *
 * <p>Every argument is resolved: a constant to its value, a word to the number it stands
 * for, a strategic number to its slot, a player wildcard or rule variable to its code
 * (above the seat numbers), a string to its index in {@link #string(int)}.
 *
 * <p>Immutable once built.
 */
public final class Program {
    /** Arguments per fact or action: the most any command of the original game takes. */
    public static final int MAX_ARGS = 4;

    /** The logic of a logic node; a node's {@link #op(int)} is {@code -(ordinal + 1)}. */
    public enum Logic {
        AND, OR, NOT, NAND, NOR, XOR, XNOR;

        public int op() { return -(ordinal() + 1); }

        public String word() { return name().toLowerCase(java.util.Locale.ROOT); }

        static final Logic[] ALL = values();
    }

    private final int[] ruleNode, ruleNodes, ruleAction, ruleActions, ruleFile, ruleLine;
    private final int[] nodeOp, nodeSize, nodeOperands, nodeArgs;
    private final int[] actionOp, actionArgs;
    private final String[] strings;
    private final String[] files;
    private final Map<String, Integer> constants;

    private Program(Builder b) {
        ruleNode = b.ruleNode.toArray();
        ruleNodes = b.ruleNodes.toArray();
        ruleAction = b.ruleAction.toArray();
        ruleActions = b.ruleActions.toArray();
        ruleFile = b.ruleFile.toArray();
        ruleLine = b.ruleLine.toArray();
        nodeOp = b.nodeOp.toArray();
        nodeSize = b.nodeSize.toArray();
        nodeOperands = b.nodeOperands.toArray();
        nodeArgs = b.nodeArgs.toArray();
        actionOp = b.actionOp.toArray();
        actionArgs = b.actionArgs.toArray();
        strings = b.strings.toArray(new String[0]);
        files = b.files.toArray(new String[0]);
        constants = Collections.unmodifiableMap(new LinkedHashMap<>(b.constants));
    }

    // ---- rules

    public int ruleCount() { return ruleNode.length; }

    /** The rule's first fact node. */
    public int firstNode(int rule) { return ruleNode[rule]; }

    /** How many fact nodes the rule has, logic nodes included. */
    public int nodeCount(int rule) { return ruleNodes[rule]; }

    public int firstAction(int rule) { return ruleAction[rule]; }

    public int actionCount(int rule) { return ruleActions[rule]; }

    /** The file the rule was read from. */
    public String file(int rule) { return files[ruleFile[rule]]; }

    /** The line its {@code defrule} stands on. */
    public int line(int rule) { return ruleLine[rule]; }

    // ---- fact nodes

    /** Total fact nodes of all rules. */
    public int nodeTotal() { return nodeOp.length; }

    /** A fact's command index (see {@link Vocabulary#command(int)}), or a {@link Logic#op()}. */
    public int op(int node) { return nodeOp[node]; }

    public boolean isLogic(int node) { return nodeOp[node] < 0; }

    public Logic logic(int node) { return Logic.ALL[-nodeOp[node] - 1]; }

    /** Nodes in this node's subtree, itself included. */
    public int size(int node) { return nodeSize[node]; }

    /** A logic node's direct operands. */
    public int operands(int node) { return nodeOperands[node]; }

    public int arg(int node, int i) { return nodeArgs[node * MAX_ARGS + i]; }

    // ---- actions

    public int actionTotal() { return actionOp.length; }

    /** An action's command index. */
    public int actionOp(int action) { return actionOp[action]; }

    public int actionArg(int action, int i) { return actionArgs[action * MAX_ARGS + i]; }

    // ---- tables

    public String string(int index) { return strings[index]; }

    public int stringCount() { return strings.length; }

    /** The files read, in the order they were first loaded. */
    public List<String> files() { return List.of(files); }

    /** Every constant defined, with its value, in definition order (the seat's own first). */
    public Map<String, Integer> constants() { return constants; }

    /**
     * Whether the other program has the same rules: the same facts, actions and arguments in
     * the same order, whatever files and lines they came from.
     */
    public boolean sameRules(Program o) {
        return Arrays.equals(ruleNodes, o.ruleNodes) && Arrays.equals(ruleActions, o.ruleActions)
                && Arrays.equals(nodeOp, o.nodeOp) && Arrays.equals(nodeSize, o.nodeSize)
                && Arrays.equals(nodeOperands, o.nodeOperands) && Arrays.equals(nodeArgs, o.nodeArgs)
                && Arrays.equals(actionOp, o.actionOp) && Arrays.equals(actionArgs, o.actionArgs)
                && Arrays.equals(strings, o.strings);
    }

    /** A rule written back as text, with its arguments as resolved numbers: for traces and tests. */
    public String describe(int rule) {
        Vocabulary v = Vocabulary.standard();
        StringBuilder sb = new StringBuilder("(defrule");
        int n = ruleNode[rule];
        int end = n + ruleNodes[rule];
        while (n < end) {
            sb.append(' ');
            n = describeNode(v, n, sb);
        }
        sb.append(" =>");
        for (int a = ruleAction[rule]; a < ruleAction[rule] + ruleActions[rule]; a++) {
            Command c = v.command(actionOp[a]);
            sb.append(" (").append(c.name());
            args(sb, c, actionArgs, a);
            sb.append(')');
        }
        return sb.append(')').toString();
    }

    private int describeNode(Vocabulary v, int n, StringBuilder sb) {
        if (nodeOp[n] < 0) {
            sb.append('(').append(logic(n).word());
            int child = n + 1;
            for (int k = 0; k < nodeOperands[n]; k++) {
                sb.append(' ');
                child = describeNode(v, child, sb);
            }
            sb.append(')');
            return child;
        }
        Command c = v.command(nodeOp[n]);
        sb.append('(').append(c.name());
        args(sb, c, nodeArgs, n);
        sb.append(')');
        return n + 1;
    }

    private void args(StringBuilder sb, Command c, int[] args, int at) {
        for (int i = 0; i < c.params().size(); i++) {
            int value = args[at * MAX_ARGS + i];
            sb.append(' ');
            if (c.params().get(i) == org.openaok.ai.lang.ParamKind.STRING) sb.append('"').append(strings[value]).append('"');
            else sb.append(value);
        }
    }

    /** Collects a program; the compiler's, and a test's that builds one by hand. */
    public static final class Builder {
        private final IntList ruleNode = new IntList(), ruleNodes = new IntList(), ruleAction = new IntList(),
                ruleActions = new IntList(), ruleFile = new IntList(), ruleLine = new IntList();
        private final IntList nodeOp = new IntList(), nodeSize = new IntList(), nodeOperands = new IntList(), nodeArgs = new IntList();
        private final IntList actionOp = new IntList(), actionArgs = new IntList();
        private final List<String> strings = new ArrayList<>();
        private final Map<String, Integer> stringIndex = new LinkedHashMap<>();
        private final List<String> files = new ArrayList<>();
        private final Map<String, Integer> fileIndex = new LinkedHashMap<>();
        private final Map<String, Integer> constants = new LinkedHashMap<>();
        private int ruleStartNode, ruleStartAction;

        /** Rules ended so far. */
        public int ruleCount() { return ruleNode.size(); }

        /** The index of a string in the program's table, adding it once. */
        public int string(String s) {
            return stringIndex.computeIfAbsent(s, k -> {
                strings.add(k);
                return strings.size() - 1;
            });
        }

        public Builder constant(String name, int value) {
            constants.put(name, value);
            return this;
        }

        /** Starts a rule; its nodes and actions follow. */
        public Builder beginRule() {
            ruleStartNode = nodeOp.size();
            ruleStartAction = actionOp.size();
            return this;
        }

        /** Adds a fact node; returns its index. */
        public int fact(int command, int[] args) {
            return node(command, 1, 0, args);
        }

        /** Adds a logic node before its operands; its size is set by {@link #closeLogic}. */
        public int logic(Logic logic) {
            return node(logic.op(), 1, 0, null);
        }

        /** Records a logic node's subtree now that its operands follow it. */
        public void closeLogic(int node, int operands) {
            nodeSize.set(node, nodeOp.size() - node);
            nodeOperands.set(node, operands);
        }

        private int node(int op, int size, int operands, int[] args) {
            int at = nodeOp.size();
            nodeOp.add(op);
            nodeSize.add(size);
            nodeOperands.add(operands);
            for (int i = 0; i < MAX_ARGS; i++) nodeArgs.add(args != null && i < args.length ? args[i] : 0);
            return at;
        }

        public void action(int command, int[] args) {
            actionOp.add(command);
            for (int i = 0; i < MAX_ARGS; i++) actionArgs.add(i < args.length ? args[i] : 0);
        }

        /** Ends the rule begun last. */
        public Builder endRule(String file, int line) {
            ruleNode.add(ruleStartNode);
            ruleNodes.add(nodeOp.size() - ruleStartNode);
            ruleAction.add(ruleStartAction);
            ruleActions.add(actionOp.size() - ruleStartAction);
            ruleFile.add(fileIndex.computeIfAbsent(file, f -> {
                files.add(f);
                return files.size() - 1;
            }));
            ruleLine.add(line);
            return this;
        }

        /** Throws away what was added since {@link #beginRule()}: a rule with an error is dropped. */
        public void dropRule() {
            nodeOp.truncate(ruleStartNode);
            nodeSize.truncate(ruleStartNode);
            nodeOperands.truncate(ruleStartNode);
            nodeArgs.truncate(ruleStartNode * MAX_ARGS);
            actionOp.truncate(ruleStartAction);
            actionArgs.truncate(ruleStartAction * MAX_ARGS);
        }

        /** Notes a file read, so it is listed even when it holds no rule. */
        public void file(String file) {
            fileIndex.computeIfAbsent(file, f -> {
                files.add(f);
                return files.size() - 1;
            });
        }

        public Program build() { return new Program(this); }
    }

    /** A growable int array. */
    private static final class IntList {
        private int[] a = new int[64];
        private int n;

        void add(int v) {
            if (n == a.length) a = Arrays.copyOf(a, n * 2);
            a[n++] = v;
        }

        void set(int i, int v) { a[i] = v; }

        int size() { return n; }

        void truncate(int size) { n = Math.min(n, size); }

        int[] toArray() { return Arrays.copyOf(a, n); }
    }
}
