package io.agon.core;

import java.util.Map;
import java.util.TreeMap;

/**
 * How to start a game: the number of players, the seed of all set-up and in-game randomness, and options.
 *
 * @param players number of players (seats {@code 0..players-1}, seat 0 starts)
 * @param seed    seed of the state's random generator
 * @param options game options by name (sorted, immutable); missing options take their default
 */
public record Setup(int players, long seed, Map<String, String> options) {

    /** Copies the options into a sorted immutable map. */
    public Setup {
        options = java.util.Collections.unmodifiableMap(new TreeMap<>(options == null ? Map.of() : options));
    }

    /** A set-up without options. */
    public static Setup of(int players, long seed) {
        return new Setup(players, seed, Map.of());
    }

    /**
     * Checks the player count and every option against {@code info}, and returns the value of each option
     * with defaults filled in.
     *
     * @throws SetupException naming the bad player count, unknown option or bad value
     */
    public Map<String, String> validate(GameInfo info) {
        if (!info.supportsPlayers(players)) {
            throw new SetupException(info.name() + " is for " + info.playerCounts() + " players, not " + players);
        }
        Map<String, String> resolved = new TreeMap<>();
        for (OptionInfo o : info.options()) {
            resolved.put(o.name(), o.defaultValue());
        }
        for (Map.Entry<String, String> e : options.entrySet()) {
            OptionInfo o = info.option(e.getKey());
            if (o == null) {
                throw new SetupException("unknown option '" + e.getKey() + "' for " + info.name()
                        + (info.options().isEmpty() ? " (it has no options)" : " (options: "
                        + String.join(", ", info.options().stream().map(OptionInfo::name).toList()) + ")"));
            }
            if (!o.values().isEmpty() && !o.values().contains(e.getValue())) {
                throw new SetupException("option " + o.name() + " must be one of " + o.values() + ", not '"
                        + e.getValue() + "'");
            }
            resolved.put(e.getKey(), e.getValue());
        }
        return java.util.Collections.unmodifiableMap(resolved);
    }
}
