package org.openaok.rec;

/**
 * The game that wrote a recording, as its header tells it: the version string ({@code VER 9.4}),
 * the save version and, from The Conquerors on, the log version after the header.
 */
public enum RecVersion {
    /** The Age of Kings (VER 9.3). */
    AOK("The Age of Kings"),
    /** The Conquerors, a patch level the log version does not tell. */
    AOC("The Conquerors"),
    AOC10("The Conquerors 1.0"),
    AOC10C("The Conquerors 1.0c"),
    USERPATCH12("UserPatch 1.2"),
    USERPATCH13("UserPatch 1.3"),
    USERPATCH14RC2("UserPatch 1.4 RC2"),
    USERPATCH14("UserPatch 1.4"),
    USERPATCH15("UserPatch 1.5"),
    /** UserPatch's MCP build (MCP 9.F), written as UserPatch 1.5 is. */
    MCP("UserPatch (MCP)"),
    /** The HD Edition (VER 9.4 with a save version of 12.36 or more). */
    HD("HD Edition"),
    /** The Definitive Edition: recognised, not read (its object records differ). */
    DE("Definitive Edition");

    private final String title;

    RecVersion(String title) { this.title = title; }

    /** For people, e.g. {@code The Conquerors 1.0c}. */
    public String title() { return title; }

    /** UserPatch's object records (an action's state is four bytes). */
    public boolean userPatch() {
        return this == USERPATCH12 || this == USERPATCH13 || this == USERPATCH14RC2 || this == USERPATCH14
                || this == USERPATCH15 || this == MCP;
    }

    /**
     * The version the header's strings name. {@code logVersion} is -1 where the file has none.
     *
     * @return the version, or null for a version string no known game writes
     */
    public static RecVersion of(String gameVersion, int saveHundredths, int logVersion) {
        switch (gameVersion) {
            case "VER 9.3": return AOK;
            case "VER 9.4":
                if (logVersion == 3) return AOC10;
                if (logVersion == 5 || saveHundredths >= 1297) return DE;
                if (saveHundredths >= 1236) return HD;
                if (logVersion == 4) return AOC10C;
                return AOC;
            case "VER 9.8": return USERPATCH12;
            case "VER 9.9": return USERPATCH13;
            case "VER 9.A": return USERPATCH14RC2;
            case "VER 9.B", "VER 9.C", "VER 9.D": return USERPATCH14;
            case "VER 9.E", "VER 9.F": return USERPATCH15;
            case "MCP 9.F": return MCP;
            default: return null;
        }
    }
}
