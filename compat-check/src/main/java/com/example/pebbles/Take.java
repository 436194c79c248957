package com.example.pebbles;

import io.agon.core.Action;

/**
 * Take {@code count} pebbles (1 to 3) from the pile.
 *
 * @param count how many pebbles
 */
public record Take(int count) implements Action {
}
