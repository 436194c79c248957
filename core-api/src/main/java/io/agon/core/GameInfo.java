package io.agon.core;

import java.util.List;

/**
 * Static facts about a game: its id (used on the command line and in records), display name, supported player
 * counts, options, rules version (stored in every record) and the closed list of its action types.
 *
 * @param id          short lower-case id, e.g. {@code "polis"}
 * @param name        display name
 * @param minPlayers  fewest players supported
 * @param maxPlayers  most players supported
 * @param rulesVersion version of the rules implementation; a record made under another version is refused
 * @param summary     one-line description
 * @param options     set-up options the game accepts
 * @param actionTypes every concrete action class of the game; records name them by simple class name
 */
public record GameInfo(String id, String name, int minPlayers, int maxPlayers, String rulesVersion,
                       String summary, List<OptionInfo> options,
                       List<Class<? extends Action>> actionTypes) {

    /** Validates and copies the lists. */
    public GameInfo {
        if (minPlayers < 1 || maxPlayers < minPlayers) {
            throw new IllegalArgumentException("bad player range " + minPlayers + ".." + maxPlayers);
        }
        options = List.copyOf(options);
        actionTypes = List.copyOf(actionTypes);
    }

    /** True when {@code players} is a supported count. */
    public boolean supportsPlayers(int players) {
        return players >= minPlayers && players <= maxPlayers;
    }

    /** The supported player counts for people: "2" or "2-4". */
    public String playerCounts() {
        return minPlayers == maxPlayers ? String.valueOf(minPlayers) : minPlayers + "-" + maxPlayers;
    }

    /** The option named {@code name}, or null. */
    public OptionInfo option(String name) {
        for (OptionInfo o : options) {
            if (o.name().equals(name)) {
                return o;
            }
        }
        return null;
    }
}
