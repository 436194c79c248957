package io.agon.massilia.model;

import io.agon.core.Words;
/**
 * The int ids of Massilia's fixed enumerations (spec 10.2). Goods, customers and price positions line up so that
 * customer {@code c} buys goods {@code c} and goods {@code g < 3} has price position {@code g + 1}.
 */
public final class Ids {

    private Ids() {
    }

    /** Goods colours. */
    public static final int VIOLET = 0, ORANGE = 1, PINK = 2, BEIGE = 3;
    /** Number of goods colours (three trade goods plus beige). */
    public static final int GOODS = 4;
    /** Number of trade goods (the ones with a price tile and a points marker). */
    public static final int TRADE_GOODS = 3;
    /** Goods names by id. */
    public static final String[] GOODS_NAMES = {"violet", "orange", "pink", "beige"};

    /** Die colours (an action each, spec 10.3). */
    public static final int DIE_BEIGE = 0, DIE_BROWN = 1, DIE_BLACK = 2, DIE_GREY = 3;
    /** Number of die colours. */
    public static final int DIE_COLOURS = 4;
    /** Die colour names by id. */
    public static final String[] DIE_NAMES = {"beige", "brown", "black", "grey"};
    /** Number of distinct dice (colour, pips): the index of a die is {@code colour * 6 + pips - 1}. */
    public static final int DIE_CODES = 24;

    /** Persons: customers 0..2 (buying goods 0..2) and the consul. */
    public static final int CONSUL = 3;
    /** Number of persons. */
    public static final int PERSONS = 4;
    /** Person names by id. */
    public static final String[] PERSON_NAMES = {"violet customer", "orange customer", "pink customer", "consul"};

    /** Price tile positions: the temple, then one per trade good. */
    public static final int TEMPLE = 0;
    /** Price position names. */
    public static final String[] PRICE_NAMES = {"temple", "violet", "orange", "pink"};

    /** God ids in data order. */
    public static final int JUPITER = 0, MARS = 1, MERCURIUS = 2, PLUTO = 3, MINERVA = 4, PHOEBUS = 5, JUNO = 6,
            VESTA = 7;
    /** Number of gods. */
    public static final int GODS = 8;
    /** God names by id. */
    public static final String[] GOD_NAMES = {"Jupiter", "Mars", "Mercurius", "Pluto", "Minerva", "Phoebus", "Juno",
        "Vesta"};
    /** God data ids (spec 10.10) by id. */
    public static final String[] GOD_IDS = {"GOD_JUPITER", "GOD_MARS", "GOD_MERCURIUS", "GOD_PLUTO", "GOD_MINERVA",
        "GOD_PHOEBUS", "GOD_JUNO", "GOD_VESTA"};

    /** Player colours by seat. */
    public static final String[] PLAYER_COLOURS = {"red", "green", "yellow", "blue"};

    /** The die index of a die of {@code colour} showing {@code pips}. */
    public static int die(int colour, int pips) {
        return colour * 6 + pips - 1;
    }

    /** The colour of die index {@code code}. */
    public static int dieColour(int code) {
        return code / 6;
    }

    /** The pips of die index {@code code}. */
    public static int diePips(int code) {
        return code % 6 + 1;
    }

    /** "P1", "P2", ... */
    public static String player(int seat) {
        return "P" + (seat + 1);
    }

    /** "1 sesterce", "3 sesterces". */
    public static String sesterces(int n) {
        return Words.count(n, "sesterce");
    }

    /** A goods kind with its article: "a violet", "an orange". */
    public static String aGoods(int kind) {
        return Words.a(GOODS_NAMES[kind]);
    }
}
