package io.agon.polis.model;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The validated card and board data with fast lookup tables. Physical cards are numbered 0..63 by colour
 * (red 0-15, green 16-31, blue 32-47, yellow 48-63, designs in catalogue order), so {@code colour = card >> 4}.
 * The four end-game cards are 64 + colour. Board sides are numbered 0..11, board {@code i} has sides
 * {@code 2i} (A) and {@code 2i + 1} (B).
 */
public final class Catalogue {

    /** Number of development cards. */
    public static final int CARDS = 64;
    /** Cards per colour. */
    public static final int PER_COLOUR = 16;
    /** Id of the end-game card of colour 0; colour c has {@code EG + c}. */
    public static final int EG = 64;

    /** Designs every catalogue must contain because the rules name them (spec 11.1 consistency checks). */
    private static final List<String> REQUIRED = List.of("LEADER", "MERCENARY", "ASSASSIN", "TROY", "COLONY",
            "TEMPLE_OF_APOLLO", "TEMPLE_OF_ATHENA", "TEMPLE_OF_ARES", "TEMPLE_OF_ZEUS", "ACROPOLIS", "THEATRE",
            "HARBOUR", "CORINTH_CANAL", "POTTER", "TRAGEDIAN", "PRIESTESS", "CAPTAIN", "SHIP", "ALEXANDER",
            "ARCHIMEDES", "ARISTOTLE", "DIOGENES", "EUCLID", "HERODOTUS", "HIPPOCRATES", "HOMER", "PHIDIAS",
            "PLATO", "STATUE_OF_ZEUS", "LIGHTHOUSE");

    private final List<CardDesign> designs;
    private final List<BoardSide> sides;
    private final CardDesign[] cardDesign = new CardDesign[CARDS];
    private final int[] channels = new int[CARDS * Symbol.CHANNELS];
    private final int[] sideChannels;
    private final int[][] symChannel = new int[CARDS][];
    private final int[][] symAmount = new int[CARDS][];
    private final boolean[][] symProtectable = new boolean[CARDS][];
    private final long[] abilityMask = new long[Ability.values().length];
    private final long personMask;
    private final long buildingMask;
    private final long shipMask;
    private final long warPrintedMask;

    /**
     * Validates and indexes the data.
     *
     * @throws CatalogueException naming the first bad entry
     */
    public Catalogue(List<CardDesign> designs, List<BoardSide> sides) {
        this.designs = List.copyOf(designs);
        this.sides = List.copyOf(sides);
        validate();
        int next = 0;
        long person = 0;
        long building = 0;
        long ship = 0;
        long war = 0;
        for (Colour c : Colour.values()) {
            for (CardDesign d : this.designs) {
                if (d.colour() != c) {
                    continue;
                }
                for (int k = 0; k < d.count(); k++) {
                    int card = next++;
                    cardDesign[card] = d;
                    int n = d.symbols().size();
                    symChannel[card] = new int[n];
                    symAmount[card] = new int[n];
                    symProtectable[card] = new boolean[n];
                    for (int i = 0; i < n; i++) {
                        Symbol s = d.symbols().get(i);
                        symChannel[card][i] = s.channel();
                        symAmount[card][i] = s.value();
                        symProtectable[card][i] = s.protectable();
                        channels[card * Symbol.CHANNELS + s.channel()] += s.value();
                        if (s.kind() == SymbolKind.WAR) {
                            war |= 1L << card;
                        }
                    }
                    if (d.type() == CardType.PERSON) {
                        person |= 1L << card;
                    }
                    if (d.type() == CardType.BUILDING) {
                        building |= 1L << card;
                    }
                    if (d.id().equals("SHIP")) {
                        ship |= 1L << card;
                    }
                    if (d.ability() != null) {
                        abilityMask[d.ability().ordinal()] |= 1L << card;
                    }
                }
            }
        }
        personMask = person;
        buildingMask = building;
        shipMask = ship;
        warPrintedMask = war;
        sideChannels = new int[this.sides.size() * Symbol.CHANNELS];
        for (int i = 0; i < this.sides.size(); i++) {
            for (Symbol s : this.sides.get(i).symbols()) {
                sideChannels[i * Symbol.CHANNELS + s.channel()] += s.value();
            }
        }
    }

    private void validate() {
        Set<String> ids = new HashSet<>();
        Map<Colour, Integer> perColour = new EnumMap<>(Colour.class);
        Map<Ability, Integer> perAbility = new EnumMap<>(Ability.class);
        for (CardDesign d : designs) {
            String where = "card " + d.id();
            if (d.id() == null || d.id().isBlank()) {
                throw new CatalogueException("a card has no id");
            }
            if (!ids.add(d.id())) {
                throw new CatalogueException(where + ": duplicate id");
            }
            if (d.colour() == null) {
                throw new CatalogueException(where + ": no colour");
            }
            if (d.count() < 1) {
                throw new CatalogueException(where + ": count " + d.count() + " must be at least 1");
            }
            if (d.type() == null) {
                throw new CatalogueException(where + ": no type");
            }
            if (d.symbols().isEmpty() && d.ability() == null) {
                throw new CatalogueException(where + ": no symbols and no ability");
            }
            if (d.symbols().size() > 7) {
                throw new CatalogueException(where + ": too many symbols");
            }
            for (Symbol s : d.symbols()) {
                checkSymbol(where, s);
                if (s.kind() == SymbolKind.START_MONEY) {
                    throw new CatalogueException(where + ": START_MONEY is only allowed on board sides");
                }
            }
            if (d.ability() != null) {
                if (d.frequency() == null) {
                    throw new CatalogueException(where + ": ability " + d.ability() + " has no frequency");
                }
                if ((d.ability() == Ability.TEMPLE) != (d.abilityColour() != null)) {
                    throw new CatalogueException(where + ": only a TEMPLE ability has (and needs) a colour");
                }
                perAbility.merge(d.ability(), d.count(), Integer::sum);
            }
            perColour.merge(d.colour(), d.count(), Integer::sum);
        }
        for (Colour c : Colour.values()) {
            int n = perColour.getOrDefault(c, 0);
            if (n != PER_COLOUR) {
                throw new CatalogueException("colour " + c + " has " + n + " cards, must have " + PER_COLOUR);
            }
        }
        for (String id : REQUIRED) {
            if (!ids.contains(id)) {
                throw new CatalogueException("card " + id + " is missing (the rules name it)");
            }
        }
        for (Ability a : Ability.values()) {
            int n = perAbility.getOrDefault(a, 0);
            if (n == 0) {
                throw new CatalogueException("no card has the special ability " + a);
            }
        }
        for (Ability a : List.of(Ability.HARBOUR, Ability.ASSASSIN)) {
            if (perAbility.get(a) != 2) {
                throw new CatalogueException("ability " + a + " must be on exactly 2 cards, found " + perAbility.get(a));
            }
        }
        if (perAbility.get(Ability.TEMPLE) != 4) {
            throw new CatalogueException("there must be 4 temples, found " + perAbility.get(Ability.TEMPLE));
        }
        Set<String> sideIds = new HashSet<>();
        Map<String, Integer> perBoard = new java.util.TreeMap<>();
        if (sides.size() != 12) {
            throw new CatalogueException("there must be 12 board sides (6 boards), found " + sides.size());
        }
        for (int i = 0; i < sides.size(); i++) {
            BoardSide b = sides.get(i);
            String where = "board side " + b.id();
            if (b.id() == null || !sideIds.add(b.id())) {
                throw new CatalogueException(where + ": missing or duplicate id");
            }
            char expected = i % 2 == 0 ? 'A' : 'B';
            if (b.side() != expected) {
                throw new CatalogueException(where + ": must be side " + expected + " (sides come in A/B pairs)");
            }
            if (i % 2 == 1 && !sides.get(i - 1).city().equals(b.city())) {
                throw new CatalogueException(where + ": its A side must come just before it");
            }
            perBoard.merge(b.city(), 1, Integer::sum);
            for (Symbol s : b.symbols()) {
                checkSymbol(where, s);
                if (s.protectable()) {
                    throw new CatalogueException(where + ": board symbols cannot be protectable");
                }
            }
        }
        int[] firstGame = new int[6];
        for (BoardSide b : sides) {
            if (b.firstGamePlayers() != 0) {
                if (b.firstGamePlayers() < 3 || b.firstGamePlayers() > 5) {
                    throw new CatalogueException("board side " + b.id() + ": firstGamePlayers must be 0 or 3-5");
                }
                firstGame[b.firstGamePlayers()]++;
            }
        }
        if (firstGame[3] != 3 || firstGame[4] != 1 || firstGame[5] != 1) {
            throw new CatalogueException("first-game boards must be 3 sides for 3 players, 1 more for 4 and 1 more for 5");
        }
    }

    private static void checkSymbol(String where, Symbol s) {
        if (s.kind() == null) {
            throw new CatalogueException(where + ": a symbol has no kind");
        }
        if (s.kind().coloured() != (s.colour() != null)) {
            throw new CatalogueException(where + ": symbol " + s.kind() + (s.kind().coloured()
                    ? " needs a colour" : " must not have a colour"));
        }
        if (s.value() < 1) {
            throw new CatalogueException(where + ": symbol " + s.kind() + " has value " + s.value());
        }
        if (!s.kind().valued() && s.value() != 1) {
            throw new CatalogueException(where + ": symbol " + s.kind() + " takes no value");
        }
    }

    /** The designs in catalogue order. */
    public List<CardDesign> designs() {
        return designs;
    }

    /** The 12 board sides. */
    public List<BoardSide> sides() {
        return sides;
    }

    /** The design of physical card {@code card} (0..63). */
    public CardDesign design(int card) {
        return cardDesign[card];
    }

    /** Display name of a card (end-game cards included). */
    public String name(int card) {
        if (card >= EG) {
            return "end-game card (" + Colour.of(card - EG).label() + ")";
        }
        return cardDesign[card].nameEn();
    }

    /** Colour index of a card (end-game cards included). */
    public static int colourOf(int card) {
        return card >= EG ? card - EG : card >> 4;
    }

    /** Sum of channel {@code ch} over all symbols of the card (coins ignored). */
    public int channel(int card, int ch) {
        return channels[card * Symbol.CHANNELS + ch];
    }

    /** Sum of channel {@code ch} on board side {@code side}. */
    public int sideChannel(int side, int ch) {
        return sideChannels[side * Symbol.CHANNELS + ch];
    }

    /** Number of symbols printed on the card. */
    public int symbolCount(int card) {
        return symChannel[card].length;
    }

    /** Channel of the card's symbol {@code i}. */
    public int symbolChannel(int card, int i) {
        return symChannel[card][i];
    }

    /** Amount of the card's symbol {@code i} (its value, 1 for icons). */
    public int symbolAmount(int card, int i) {
        return symAmount[card][i];
    }

    /** True when the card's symbol {@code i} is thick-bordered. */
    public boolean protectable(int card, int i) {
        return symProtectable[card][i];
    }

    /** Cards with ability {@code a}, as a bit mask. */
    public long withAbility(Ability a) {
        return abilityMask[a.ordinal()];
    }

    /** Cards with the PERSON marker. */
    public long persons() {
        return personMask;
    }

    /** Cards with the BUILDING marker. */
    public long buildings() {
        return buildingMask;
    }

    /** SHIP cards (CAPTAIN's condition). */
    public long ships() {
        return shipMask;
    }

    /** Cards with at least one printed WAR symbol. */
    public long warPrinted() {
        return warPrintedMask;
    }

    /** Mask of the 16 cards of colour {@code c}. */
    public static long colourMask(int c) {
        return 0xFFFFL << (c * PER_COLOUR);
    }

    /** Index of the board side with id {@code id}, or -1. */
    public int sideIndex(String id) {
        for (int i = 0; i < sides.size(); i++) {
            if (sides.get(i).id().equals(id)) {
                return i;
            }
        }
        return -1;
    }

    /** The first physical card of design {@code id}, or -1 (handy for tests). */
    public int firstCard(String id) {
        for (int c = 0; c < CARDS; c++) {
            if (cardDesign[c].id().equals(id)) {
                return c;
            }
        }
        return -1;
    }

    /** Every physical card of design {@code id}. */
    public List<Integer> cards(String id) {
        List<Integer> out = new ArrayList<>();
        for (int c = 0; c < CARDS; c++) {
            if (cardDesign[c].id().equals(id)) {
                out.add(c);
            }
        }
        return out;
    }
}
