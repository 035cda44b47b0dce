package org.openaok.sim.api.command;

/** Buy or sell a lot (100) of food, wood or stone for gold at the player's Market. */
public record Trade(int player, boolean buy, String resource) implements Command {
    public static final String VERB = "trade";

    @Override public String verb() { return VERB; }

    @Override
    public void write(Args out) {
        out.put("deal", buy ? "buy" : "sell").put("resource", resource);
    }

    /** Reads the arguments of a {@code trade} line. */
    public static Trade read(int player, Args in) throws CommandFormatException {
        String deal = in.text("deal");
        if (!deal.equals("buy") && !deal.equals("sell")) throw new CommandFormatException("deal=" + deal + ": buy or sell");
        return new Trade(player, deal.equals("buy"), in.text("resource"));
    }
}
