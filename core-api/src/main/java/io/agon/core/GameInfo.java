package io.agon.core;

import java.util.List;

/**
 * Static facts about a game: its id (used on the command line and in records), display name, supported player
 * counts, options, rules version (stored in every record) and the closed list of its action types. Build one
 * with {@link #builder} (named values) or the canonical constructor (positional).
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

    /**
     * A builder that names every value, for games that would rather not pass eight positional arguments:
     * {@code GameInfo.builder("tictactoe", "Tic-tac-toe").players(2).actions(Place.class).build()}. The rules
     * version defaults to "1", the summary to "", the options to none; players and action types must be given.
     */
    public static Builder builder(String id, String name) {
        return new Builder(id, name);
    }

    /** Builds a {@link GameInfo} by named values ({@link GameInfo#builder}). */
    public static final class Builder {
        private final String id;
        private final String name;
        private int minPlayers;
        private int maxPlayers;
        private String rulesVersion = "1";
        private String summary = "";
        private List<OptionInfo> options = List.of();
        private List<Class<? extends Action>> actionTypes = List.of();

        private Builder(String id, String name) {
            this.id = java.util.Objects.requireNonNull(id, "id");
            this.name = java.util.Objects.requireNonNull(name, "name");
        }

        /** Exactly {@code count} players. */
        public Builder players(int count) {
            return players(count, count);
        }

        /** From {@code min} to {@code max} players. */
        public Builder players(int min, int max) {
            this.minPlayers = min;
            this.maxPlayers = max;
            return this;
        }

        /** The rules version stored in every record (default "1"). */
        public Builder rulesVersion(String version) {
            this.rulesVersion = java.util.Objects.requireNonNull(version, "rulesVersion");
            return this;
        }

        /** The one-line description. */
        public Builder summary(String text) {
            this.summary = java.util.Objects.requireNonNull(text, "summary");
            return this;
        }

        /** The set-up options. */
        public Builder options(OptionInfo... list) {
            this.options = List.of(list);
            return this;
        }

        /** The closed list of the game's concrete action classes. */
        @SafeVarargs
        public final Builder actions(Class<? extends Action>... types) {
            return actions(List.of(types));
        }

        /** The closed list of the game's concrete action classes. */
        public Builder actions(List<Class<? extends Action>> types) {
            this.actionTypes = List.copyOf(types);
            return this;
        }

        /**
         * The info.
         *
         * @throws IllegalArgumentException when no player count, a bad range or no action type was given
         */
        public GameInfo build() {
            if (minPlayers == 0) {
                throw new IllegalArgumentException(name + ": say how many players with players(...)");
            }
            if (actionTypes.isEmpty()) {
                throw new IllegalArgumentException(name + ": list the action types with actions(...)");
            }
            return new GameInfo(id, name, minPlayers, maxPlayers, rulesVersion, summary, options, actionTypes);
        }
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
