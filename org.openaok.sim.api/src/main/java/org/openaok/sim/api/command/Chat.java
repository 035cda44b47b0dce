package org.openaok.sim.api.command;

/** A chat line to everyone, allies, enemies, one player or oneself; a line that is a number is a taunt. */
public record Chat(int player, String audience, int to, String text) implements Command {
    public static final String VERB = "chat";

    @Override public String verb() { return VERB; }

    @Override
    public void write(Args out) {
        out.put("audience", audience);
        if (to != 0) out.put("to", to);
        out.put("text", java.net.URLEncoder.encode(text, java.nio.charset.StandardCharsets.UTF_8));
    }

    /** Reads the arguments of a {@code chat} line. */
    public static Chat read(int player, Args in) throws CommandFormatException {
        String t;
        try {
            t = java.net.URLDecoder.decode(in.text("text", ""), java.nio.charset.StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            throw new CommandFormatException("text= is not percent-encoded");
        }
        if (t.length() > 500) throw new CommandFormatException("a chat line of at most 500 characters");
        return new Chat(player, in.text("audience"), in.integer("to", 0), t);
    }
}
