package io.agon.core;

import java.util.List;

/**
 * One set-up option of a game, e.g. {@code boards=first-game|random|draft}.
 *
 * @param name         option key
 * @param description  what it changes
 * @param values       allowed values; empty means any string
 * @param defaultValue value used when the option is not given
 */
public record OptionInfo(String name, String description, List<String> values, String defaultValue) {

    /** Copies the value list. */
    public OptionInfo {
        values = List.copyOf(values);
    }
}
