package com.example.pebbles;

import io.agon.core.View;

/**
 * What a player sees: everything (nothing is hidden in Pebbles).
 *
 * @param observer the seat looking
 * @param pile     pebbles left
 * @param turn     whose turn it is
 */
public record PebblesView(int observer, int pile, int turn) implements View {

    @Override
    public String render() {
        return pile + " pebbles left, P" + (turn + 1) + " to take";
    }
}
