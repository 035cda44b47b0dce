package org.openaok.ai.lang;

import java.util.List;

/**
 * A fact or action of the language.
 *
 * @param index   its place in the vocabulary; compiled rules refer to commands by it
 * @param name    as scripts write it, e.g. {@code can-train}
 * @param fact    whether it may stand on a rule's left-hand side
 * @param action  whether it may stand on a rule's right-hand side
 * @param version the version that brought it; only {@link Version#AOC} commands run here
 * @param params  the kinds of its parameters, in order (empty for later versions' commands)
 */
public record Command(int index, String name, boolean fact, boolean action, Version version, List<ParamKind> params) {
    public Command {
        params = List.copyOf(params);
    }

    public boolean supported() { return version.original(); }

    /** Where its player parameter is, or -1. */
    public int playerParam() { return params.indexOf(ParamKind.PLAYER_NUMBER); }
}
