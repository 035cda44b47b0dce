package org.openaok.rms.script;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A command of a section, e.g. {@code create_object GOLD { number_of_objects 7 ... }}: its name,
 * its arguments (constants already numbers), and its attribute block in file order. Repeated
 * attributes ({@code terrain_cost}, {@code replace_terrain}, {@code land_position}) keep every
 * occurrence; where an attribute is meant once, the last occurrence is the one that counts.
 */
public final class Command {
    private final String name;
    private final List<Integer> args;
    private final List<Attribute> attributes;
    private final SourceLocation location;
    private final boolean block;

    public Command(String name, List<Integer> args, List<Attribute> attributes, SourceLocation location, boolean block) {
        this.name = name;
        this.args = List.copyOf(args);
        this.attributes = List.copyOf(attributes);
        this.location = location;
        this.block = block;
    }

    public String name() { return name; }

    /** The arguments written after the name, in order. */
    public List<Integer> args() { return args; }

    /** The argument at {@code index}, or {@code otherwise} when there are fewer. */
    public int arg(int index, int otherwise) {
        return index >= 0 && index < args.size() ? args.get(index) : otherwise;
    }

    /** The first argument, e.g. the object of {@code create_object}; {@code otherwise} when none. */
    public int arg(int otherwise) { return arg(0, otherwise); }

    /** Every attribute of the block, in file order. */
    public List<Attribute> attributes() { return attributes; }

    /** Where the command's name stands. */
    public SourceLocation location() { return location; }

    /** Whether the script gave it a block in braces. */
    public boolean hasBlock() { return block; }

    /** Whether the block has the attribute at least once (a flag such as {@code set_tight_grouping}). */
    public boolean has(String attribute) {
        for (Attribute a : attributes) {
            if (a.name().equals(attribute)) return true;
        }
        return false;
    }

    /** The last occurrence of an attribute. */
    public Optional<Attribute> last(String attribute) {
        for (int i = attributes.size() - 1; i >= 0; i--) {
            if (attributes.get(i).name().equals(attribute)) return Optional.of(attributes.get(i));
        }
        return Optional.empty();
    }

    /** Every occurrence of an attribute, in file order. */
    public List<Attribute> all(String attribute) {
        List<Attribute> out = new ArrayList<>();
        for (Attribute a : attributes) {
            if (a.name().equals(attribute)) out.add(a);
        }
        return List.copyOf(out);
    }

    /**
     * The first value of the last occurrence of an attribute, {@code otherwise} when absent; a flag
     * reads 1.
     */
    public int intValue(String attribute, int otherwise) {
        for (int i = attributes.size() - 1; i >= 0; i--) {
            Attribute a = attributes.get(i);
            if (a.name().equals(attribute)) return a.value();
        }
        return otherwise;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(name);
        for (int a : args) sb.append(' ').append(a);
        if (block) {
            sb.append(" {");
            for (Attribute a : attributes) {
                sb.append(' ').append(a.name());
                for (int v : a.values()) sb.append(' ').append(v);
                sb.append(';');
            }
            sb.append(" }");
        }
        return sb.toString();
    }
}
