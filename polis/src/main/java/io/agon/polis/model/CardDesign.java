package io.agon.polis.model;

import java.util.List;

/**
 * One development-card design of the catalogue (spec 11.1); {@code count} physical copies exist.
 *
 * @param id            catalogue id, e.g. "TEMPLE_OF_APOLLO"
 * @param nameEn        English name
 * @param nameNl        Dutch name
 * @param colour        deck colour
 * @param count         number of copies
 * @param type          BUILDING, PERSON or NONE
 * @param symbols       printed symbols in order (a protection coin covers one of them by index)
 * @param ability       card-text ability, or null
 * @param abilityColour the linked colour of a TEMPLE, otherwise null
 * @param frequency     how often the ability may be used, or null without ability
 */
public record CardDesign(String id, String nameEn, String nameNl, Colour colour, int count, CardType type,
                         List<Symbol> symbols, Ability ability, Colour abilityColour, Frequency frequency) {

    /** Copies the symbol list. */
    public CardDesign {
        symbols = List.copyOf(symbols);
    }
}
