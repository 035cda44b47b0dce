package org.openaok.sim.api.command;

/** What became of a command: carried out, or refused with the reason. */
public record Result(Command command, Refusal refusal) {
    public boolean accepted() { return refusal == null; }

    public static Result ok(Command c) { return new Result(c, null); }

    public static Result refused(Command c, String code, String message) { return new Result(c, new Refusal(code, message)); }

    @Override
    public String toString() { return accepted() ? "accepted" : "refused (" + refusal + ")"; }
}
