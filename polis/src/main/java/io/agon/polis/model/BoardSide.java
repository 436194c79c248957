package io.agon.polis.model;

import java.util.List;

/**
 * One side of a city board (spec 11.2). Board symbols are never protectable.
 *
 * @param id               e.g. "ATHINA_A"
 * @param city             board id, e.g. "ATHINA"
 * @param cityName         display name, e.g. "Athína"
 * @param side             'A' or 'B'
 * @param firstGamePlayers smallest player count that uses this side in the first game, 0 if never
 * @param symbols          the side's symbols
 */
public record BoardSide(String id, String city, String cityName, char side, int firstGamePlayers,
                        List<Symbol> symbols) {

    /** Copies the symbol list. */
    public BoardSide {
        symbols = List.copyOf(symbols);
    }
}
