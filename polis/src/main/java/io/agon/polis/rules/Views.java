package io.agon.polis.rules;

import io.agon.core.Decision;
import io.agon.polis.model.Ability;
import io.agon.polis.model.BoardSide;
import io.agon.polis.model.CardDesign;
import io.agon.polis.model.Catalogue;
import io.agon.polis.model.Colour;
import io.agon.polis.model.Frequency;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import java.util.ArrayList;
import java.util.List;

/** Builds {@link PolisView}s: identities only for what the observer knows (D2), colours for the rest. */
final class Views {

    private final Catalogue cat;
    private final Symbols sym;
    private final Scoring scoring;

    Views(Catalogue cat, Symbols sym, Scoring scoring) {
        this.cat = cat;
        this.sym = sym;
        this.scoring = scoring;
    }

    /** The view of seat {@code o}; {@code highBid} is the pending step's note on the high bid (or ""), {@code rule} and {@code step} the pending step's rule and value (or null). */
    PolisView view(PolisState s, int o, Decision d, String highBid, PolisStep<Step> rule, Step step) {
        long known = knownTo(s, o);
        List<PolisView.DeckView> decks = new ArrayList<>();
        for (int c = 0; c < 4; c++) {
            String top = "";
            if (s.decks.size(c) > 0) {
                int card = s.top(c);
                if (card < Catalogue.EG && (known & (1L << card)) != 0) {
                    top = cat.name(card);
                } else if (card >= Catalogue.EG && o >= 0 && (s.egSeen & (1 << (4 * o + c))) != 0) {
                    top = "the end-game card";
                }
            }
            decks.add(new PolisView.DeckView(Colour.of(c).label(), s.decks.size(c), s.blocked(c), top));
        }
        List<PolisView.PlayerView> players = new ArrayList<>();
        for (int p = 0; p < s.players; p++) {
            String board = "";
            String symbols = "";
            if (s.board[p] >= 0) {
                BoardSide side = cat.sides().get(s.board[p]);
                board = side.cityName() + " " + side.side();
                symbols = side.symbols().toString();
            }
            players.add(new PolisView.PlayerView(p, board, symbols, s.money[p], s.points[p],
                    sym.attackWar(s, p), sym.defenceWar(s, p), sym.vases(s, p), sym.culture(s, p),
                    scoring.score(s, p), city(s, p), zone(s, s.hand[p], known), zone(s, s.history[p], known),
                    zone(s, s.tucked[p], known)));
        }
        String auction = "";
        PolisView.Lot sale = null;
        if (s.lotCard >= 0) {
            sale = lot(s, known, rule, step);
            String lot = (known & (1L << s.lotCard)) != 0 ? cat.name(s.lotCard) + " ("
                    + Drawing.colour(Catalogue.colourOf(s.lotCard)) + ")"
                    : "a " + Drawing.colour(Catalogue.colourOf(s.lotCard)) + " card";
            auction = "P" + (s.active + 1) + " sells " + lot;
            auction += highBid;
        }
        return new PolisView(o, d.player(), d.onTurn(), o < 0 ? "" : d.prompt(), s.turn, s.phase, s.revealed, decks,
                players, zone(s, s.box, known), auction, sale, s.startPlayer);
    }

    /**
     * The cards seat {@code o} knows; for -1 (someone without a seat) the cards every seat knows: those shown to
     * the whole table (a spectator sees no card only some seats have seen, and no end-game card in a deck).
     */
    private static long knownTo(PolisState s, int o) {
        if (o >= 0) {
            return s.known[o];
        }
        long all = -1L;
        for (int p = 0; p < s.players; p++) {
            all &= s.known[p];
        }
        return all;
    }

    /** The running auction as data: the lot as {@code o} may see it; the pending step adds its stage and bids. */
    private PolisView.Lot lot(PolisState s, long known, PolisStep<Step> rule, Step top) {
        String colour = Colour.of(Catalogue.colourOf(s.lotCard)).label();
        String card = (known & (1L << s.lotCard)) != 0 ? cat.name(s.lotCard) : "";
        return rule == null ? PolisStep.lot(s, colour, card, "") : rule.lot(s, top, colour, card);
    }

    private List<PolisView.CityCard> city(PolisState s, int p) {
        List<Integer> cards = new ArrayList<>();
        long m = s.city[p];
        while (m != 0) {
            int card = Long.numberOfTrailingZeros(m);
            m &= m - 1;
            cards.add(card);
        }
        cards.sort((a, b) -> Integer.compare(s.placedAt[a], s.placedAt[b]));
        List<PolisView.CityCard> out = new ArrayList<>();
        for (int card : cards) {
            CardDesign d = cat.design(card);
            String coin = s.coin[card] == 0 ? "" : d.symbols().get(s.coin[card] - 1).toString();
            long bit = 1L << card;
            boolean slid = (s.usedTurn & bit) != 0 || (s.usedGame & bit) != 0 || s.harbourTarget[card] != 0;
            String note = s.harbourTarget[card] != 0 ? "points at P" + s.harbourTarget[card] : "";
            if (d.ability() == Ability.ALEXANDER && s.tucked[p] != 0) {
                note = Long.bitCount(s.tucked[p]) + " tucked";
            }
            if (d.frequency() == Frequency.ONCE_PER_GAME && (s.usedGame & bit) != 0) {
                note = note.isEmpty() ? "used" : note + ", used";
            }
            out.add(new PolisView.CityCard(card, d.nameEn(), Colour.of(Catalogue.colourOf(card)).label(),
                    printed(d), coin, slid, note));
        }
        return out;
    }

    /** A card's printed symbols, then "+ABILITY" when it has one ("MONEY:3 WAR:1 +LIGHTHOUSE"). */
    private static String printed(CardDesign d) {
        StringBuilder sym = new StringBuilder();
        for (int i = 0; i < d.symbols().size(); i++) {
            sym.append(i > 0 ? " " : "").append(d.symbols().get(i));
        }
        if (d.ability() != null) {
            sym.append(sym.length() > 0 ? " " : "").append('+').append(d.ability());
        }
        return sym.toString();
    }

    private PolisView.Zone zone(PolisState s, long mask, long knownCards) {
        List<String> known = new ArrayList<>();
        List<PolisView.Face> faces = new ArrayList<>();
        Integer[] hidden = {0, 0, 0, 0};
        long m = mask;
        while (m != 0) {
            int card = Long.numberOfTrailingZeros(m);
            m &= m - 1;
            if ((knownCards & (1L << card)) != 0) {
                known.add(cat.name(card));
                faces.add(new PolisView.Face(cat.name(card), Colour.of(Catalogue.colourOf(card)).label(),
                        card < Catalogue.EG ? printed(cat.design(card)) : ""));
            } else {
                hidden[Catalogue.colourOf(card)]++;
            }
        }
        return new PolisView.Zone(known, List.of(hidden), faces);
    }
}
