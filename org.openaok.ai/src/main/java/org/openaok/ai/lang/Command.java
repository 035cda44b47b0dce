package org.openaok.ai.lang;

import java.util.List;

/**
 * A fact or action of the language.
 *
 * @param index   its place in the vocabulary; compiled rules refer to commands by it
 * @param name    as scripts write it, e.g. {@code can-train}
 * @param fact    whether it may stand on a rule's left-hand side
 * @param action  whether it may stand on a rule's right-hand side
 * @param version the version that brought it
 * @param params  the kinds of its parameters, in order
 */
public record Command(int index, String name, boolean fact, boolean action, Version version, List<ParamKind> params) {
    public Command {
        params = List.copyOf(params);
    }

    /** Whether it is the original game's. */
    public boolean supported() { return version.original(); }

    /** Whether a script compiled at {@code level} may use it. */
    public boolean in(Version level) { return level.includes(version); }

    /** Where its player parameter is, or -1. */
    public int playerParam() { return params.indexOf(ParamKind.PLAYER_NUMBER); }
}
