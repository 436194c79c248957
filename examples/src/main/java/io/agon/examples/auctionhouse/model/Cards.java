package io.agon.examples.auctionhouse.model;

import io.agon.core.flow.AuctionKind;

/**
 * The 48 cards (rules section 1): card {@code c} is a work of studio {@code c / 12} and names the auction
 * {@code KINDS[c % 6]}; each studio has two cards of each kind.
 */
public final class Cards {

    /** Number of cards. */
    public static final int COUNT = 48;
    /** Number of studios. */
    public static final int STUDIOS = 4;
    /** Number of rounds. */
    public static final int ROUNDS = 3;
    /** A round ends when this many cards of one studio have been played. */
    public static final int ROUND_END = 5;
    /** Money each player starts with. */
    public static final int START_MONEY = 40;
    /** Values added at a round's end to the studios ranked first, second and third. */
    public static final int[] AWARDS = {6, 4, 2};
    /** The studios' names. */
    public static final String[] STUDIO_NAMES = {"Amber", "Birch", "Coral", "Slate"};

    private static final AuctionKind[] KINDS = AuctionKind.values();

    private Cards() {
    }

    /** The studio of card {@code c}. */
    public static int studio(int c) {
        return c / 12;
    }

    /** The auction card {@code c} names. */
    public static AuctionKind kind(int c) {
        return KINDS[c % KINDS.length];
    }

    /** Cards dealt to each player at the start of round {@code round} (1-based) with {@code players} players. */
    public static int dealt(int round, int players) {
        return round == 1 ? 14 - 2 * players : 3;
    }

    /** A card as players read it, e.g. "Coral (sealed, second price)". */
    public static String name(int c) {
        return STUDIO_NAMES[studio(c)] + " (" + kindName(kind(c)) + ")";
    }

    /** The kind as players read it. */
    public static String kindName(AuctionKind k) {
        return switch (k) {
            case OPEN -> "open";
            case ONCE_AROUND -> "once around";
            case SEALED_FIRST_PRICE -> "sealed, first price";
            case SEALED_SECOND_PRICE -> "sealed, second price";
            case DUTCH -> "Dutch";
            case FIXED_PRICE -> "fixed price";
        };
    }
}
