package io.agon.polis.io;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.agon.polis.model.Ability;
import io.agon.polis.model.BoardSide;
import io.agon.polis.model.CardDesign;
import io.agon.polis.model.CardType;
import io.agon.polis.model.Catalogue;
import io.agon.polis.model.CatalogueException;
import io.agon.polis.model.Colour;
import io.agon.polis.model.Frequency;
import io.agon.polis.model.Symbol;
import io.agon.polis.model.SymbolKind;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the card and board catalogue (spec section 11, JSON shape of 11.3) with Jackson and hands it to
 * {@link Catalogue}, which validates it. Every error names the bad entry.
 */
public final class CatalogueLoader {

    /** The bundled catalogue resource. */
    public static final String RESOURCE = "/io/agon/polis/catalogue.json";

    /** JSON shape of a symbol. */
    record SymbolJson(String kind, String colour, Integer value, Boolean protectable) {
    }

    /** JSON shape of an ability. */
    record AbilityJson(String key, String colour, String timing, String frequency) {
    }

    /** JSON shape of a card design. */
    record CardJson(String id, String nameEn, String nameNl, String colour, Integer count, String type,
                    List<SymbolJson> symbols, AbilityJson ability, String provenance, String note) {
    }

    /** JSON shape of a board side. */
    record BoardJson(String id, String city, String cityName, String side, Boolean firstGame,
                     Integer firstGamePlayers, List<SymbolJson> symbols, String provenance) {
    }

    /** JSON shape of the file. */
    record FileJson(List<CardJson> cards, List<BoardJson> boardSides) {
    }

    private CatalogueLoader() {
    }

    /** The bundled catalogue. */
    public static Catalogue load() {
        try (InputStream in = CatalogueLoader.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new CatalogueException("the catalogue resource " + RESOURCE + " is missing");
            }
            return parse(in.readAllBytes(), RESOURCE);
        } catch (IOException e) {
            throw new CatalogueException("cannot read " + RESOURCE + ": " + e.getMessage(), e);
        }
    }

    /** Parses and validates catalogue JSON; {@code source} names the file in error messages. */
    public static Catalogue parse(byte[] json, String source) {
        ObjectMapper mapper = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
        FileJson file;
        try {
            file = mapper.readValue(json, FileJson.class);
        } catch (IOException e) {
            String msg = e.getMessage() == null ? e.toString() : e.getMessage().split("\n")[0];
            throw new CatalogueException(source + " is not valid catalogue JSON: " + msg, e);
        }
        if (file == null || file.cards() == null || file.boardSides() == null) {
            throw new CatalogueException(source + " must have \"cards\" and \"boardSides\"");
        }
        List<CardDesign> cards = new ArrayList<>();
        for (int i = 0; i < file.cards().size(); i++) {
            CardJson c = file.cards().get(i);
            String where = "card " + (c == null || c.id() == null ? "#" + (i + 1) : c.id());
            if (c == null || c.id() == null) {
                throw new CatalogueException(where + ": no id");
            }
            Ability ability = null;
            Colour abilityColour = null;
            Frequency frequency = null;
            if (c.ability() != null) {
                ability = enumOf(Ability.class, c.ability().key(), where, "ability key");
                abilityColour = c.ability().colour() == null ? null
                        : enumOf(Colour.class, c.ability().colour(), where, "ability colour");
                frequency = enumOf(Frequency.class, c.ability().frequency(), where, "ability frequency");
            }
            cards.add(new CardDesign(c.id(), require(c.nameEn(), where, "nameEn"),
                    c.nameNl() == null ? c.nameEn() : c.nameNl(), enumOf(Colour.class, c.colour(), where, "colour"),
                    require(c.count(), where, "count"),
                    c.type() == null ? CardType.NONE : enumOf(CardType.class, c.type(), where, "type"),
                    symbols(c.symbols(), where), ability, abilityColour, frequency));
        }
        List<BoardSide> sides = new ArrayList<>();
        for (int i = 0; i < file.boardSides().size(); i++) {
            BoardJson b = file.boardSides().get(i);
            String where = "board side " + (b == null || b.id() == null ? "#" + (i + 1) : b.id());
            if (b == null || b.id() == null) {
                throw new CatalogueException(where + ": no id");
            }
            String side = require(b.side(), where, "side");
            if (side.length() != 1) {
                throw new CatalogueException(where + ": side must be A or B, not " + side);
            }
            sides.add(new BoardSide(b.id(), require(b.city(), where, "city"),
                    b.cityName() == null ? b.city() : b.cityName(), side.charAt(0),
                    b.firstGamePlayers() == null ? 0 : b.firstGamePlayers(), symbols(b.symbols(), where)));
        }
        return new Catalogue(cards, sides);
    }

    private static List<Symbol> symbols(List<SymbolJson> list, String where) {
        if (list == null) {
            throw new CatalogueException(where + ": no symbols list");
        }
        List<Symbol> out = new ArrayList<>();
        for (SymbolJson s : list) {
            if (s == null) {
                throw new CatalogueException(where + ": empty symbol");
            }
            SymbolKind kind = enumOf(SymbolKind.class, s.kind(), where, "symbol kind");
            Colour colour = s.colour() == null ? null : enumOf(Colour.class, s.colour(), where, "symbol colour");
            out.add(new Symbol(kind, colour, s.value() == null ? 1 : s.value(),
                    s.protectable() != null && s.protectable()));
        }
        return out;
    }

    private static <T> T require(T value, String where, String field) {
        if (value == null) {
            throw new CatalogueException(where + ": missing " + field);
        }
        return value;
    }

    private static <E extends Enum<E>> E enumOf(Class<E> type, String name, String where, String field) {
        if (name == null) {
            throw new CatalogueException(where + ": missing " + field);
        }
        try {
            return Enum.valueOf(type, name);
        } catch (IllegalArgumentException e) {
            throw new CatalogueException(where + ": unknown " + field + " '" + name + "'");
        }
    }
}
