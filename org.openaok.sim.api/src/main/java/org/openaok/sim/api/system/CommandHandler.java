package org.openaok.sim.api.system;

import org.openaok.sim.api.command.Command;
import org.openaok.sim.api.command.Result;

/** Carries out one kind of command, or refuses it and changes nothing. */
@FunctionalInterface
public interface CommandHandler<C extends Command> {
    Result handle(C command);
}
