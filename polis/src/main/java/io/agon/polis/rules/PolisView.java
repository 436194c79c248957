package io.agon.polis.rules;

import io.agon.core.View;
import io.agon.core.Words;
import java.util.List;

/**
 * What one seat may see of a Polis game (D2): everything public (money, tokens, cities, coins, slid-up cards,
 * Harbour targets, deck sizes), identities of the cards the observer knows, and only colours of the rest.
 *
 * @param observer  the seat this view is for
 * @param deciding  the seat that must decide now (-1 when over)
 * @param onTurn    the seat on turn (-1 when over)
 * @param prompt    what is asked
 * @param turn      turn number
 * @param phase     phase of the turn (negative during set-up)
 * @param endGameCards revealed end-game cards (the game ends at 2)
 * @param decks     the four decks
 * @param players   every seat
 * @param box       the box: known identities and hidden cards per colour
 * @param auction   the running auction ("" when none): lot colour (or identity for the seller) and bids
 * @param lot       the running auction as data (null when none): for a picture of it
 * @param startPlayer the start player, drawn by lot at set-up (D64)
 */
public record PolisView(int observer, int deciding, int onTurn, String prompt, int turn, int phase,
                        int endGameCards, List<DeckView> decks, List<PlayerView> players, Zone box,
                        String auction, Lot lot, int startPlayer) implements View {

    /** Copies the lists. */
    public PolisView {
        decks = List.copyOf(decks);
        players = List.copyOf(players);
    }

    /**
     * The card being auctioned (spec 4.2), as everyone may see it.
     *
     * @param seller     the seat selling it
     * @param colour     its colour
     * @param card       its name when the observer knows it (the seller does), else ""
     * @param stage      "bidding", "seller" (the seller sells or buys back) or "unsold" (nobody bid)
     * @param highBid    the high bid, 0 when none
     * @param highBidder the seat of the high bid, -1 when none
     * @param bidder     the seat to bid or pass now, -1 when not bidding
     * @param minimumBid the lowest bid allowed now, 0 when not bidding
     * @param stillIn    the seats that have not passed (the seller is never in), while bidding
     */
    public record Lot(int seller, String colour, String card, String stage, int highBid, int highBidder, int bidder,
                      int minimumBid, List<Integer> stillIn) {
        /** Copies the list. */
        public Lot {
            stillIn = List.copyOf(stillIn);
        }
    }

    /**
     * One deck.
     *
     * @param colour   deck colour
     * @param cards    face-down cards left
     * @param blocked  true when its end-game card lies face up on it
     * @param knownTop the top card if the observer looked at it (Lighthouse), else ""
     */
    public record DeckView(String colour, int cards, boolean blocked, String knownTop) {
    }

    /**
     * A hidden zone as the observer sees it.
     *
     * @param known        names of the cards the observer knows
     * @param hiddenColour count of the other cards per colour (red, green, blue, yellow)
     * @param faces        the known cards as printed, in the order of {@code known}: for a picture of them
     */
    public record Zone(List<String> known, List<Integer> hiddenColour, List<Face> faces) {

        /** Copies the lists. */
        public Zone {
            known = List.copyOf(known);
            hiddenColour = List.copyOf(hiddenColour);
            faces = List.copyOf(faces);
        }

        /** Total number of cards. */
        public int size() {
            return known.size() + hiddenColour.stream().mapToInt(Integer::intValue).sum();
        }
    }

    /**
     * A card the observer knows, as printed (the same words as a city card's).
     *
     * @param name    card name
     * @param colour  colour
     * @param symbols printed symbols, then "+ABILITY" when it has one
     */
    public record Face(String name, String colour, String symbols) {
    }

    /**
     * A face-up card in a city.
     *
     * @param id      physical card id
     * @param name    card name
     * @param colour  colour
     * @param symbols printed symbols
     * @param coin    the symbol under a protection coin, or ""
     * @param slidUp  true when its ability is used (this turn or for the game) or its Harbour points at someone
     * @param note    extra state, e.g. "points at P3"
     */
    public record CityCard(int id, String name, String colour, String symbols, String coin, boolean slidUp,
                           String note) {
    }

    /**
     * One seat.
     *
     * @param seat      seat index
     * @param board     board side id
     * @param boardSymbols the side's symbols
     * @param money     money
     * @param points    point tokens
     * @param attack    war total when attacking
     * @param defence   war total when defending
     * @param vases     visible vases
     * @param culture   visible culture
     * @param vpNow     the score if the game ended now
     * @param city      face-up cards in placement order
     * @param hand      the hand
     * @param history   the history pile
     * @param tucked    cards under Alexander
     */
    public record PlayerView(int seat, String board, String boardSymbols, int money, int points, int attack,
                             int defence, int vases, int culture, int vpNow, List<CityCard> city, Zone hand,
                             Zone history, Zone tucked) {

        /** Copies the list. */
        public PlayerView {
            city = List.copyOf(city);
        }
    }

    /** The symbols of a list written as {@code [CULTURE, VASE, MONEY:3]} (how {@code boardSymbols} holds them). */
    private static List<io.agon.polis.model.Symbol> symbols(String list) {
        List<io.agon.polis.model.Symbol> out = new java.util.ArrayList<>();
        for (String part : list.replaceAll("^\\[|\\]$", "").split(",")) {
            if (!part.isBlank()) {
                out.add(io.agon.polis.model.Symbol.parse(part));
            }
        }
        return out;
    }

    @Override
    public String render() {
        StringBuilder b = new StringBuilder();
        b.append("Polis  turn ").append(turn).append("  ");
        if (phase >= 0) {
            b.append("P").append(onTurn + 1).append(" on turn, phase ").append(phase);
        } else {
            b.append("set-up");
        }
        b.append("  start player P").append(startPlayer + 1);
        b.append("  end-game cards ").append(endGameCards).append("/2\n");
        b.append("Decks:");
        for (DeckView d : decks) {
            b.append("  ").append(d.colour()).append(' ').append(d.cards());
            if (d.blocked()) {
                b.append(" BLOCKED");
            }
            if (!d.knownTop().isEmpty()) {
                b.append(" (top: ").append(d.knownTop()).append(')');
            }
        }
        b.append('\n');
        for (PlayerView p : players) {
            b.append(p.seat() == observer ? "*P" : " P").append(p.seat() + 1).append(' ').append(p.board())
                    .append(p.boardSymbols().isEmpty() ? "" : " (" + Glossary.brief(symbols(p.boardSymbols())) + ")")
                    .append("  money ").append(p.money()).append("  tokens ")
                    .append(p.points()).append("  war ").append(p.attack()).append('/').append(p.defence())
                    .append("  vases ").append(p.vases()).append("  culture ").append(p.culture())
                    .append("  VP now ").append(p.vpNow()).append('\n');
            b.append("    city:");
            if (p.city().isEmpty()) {
                b.append(" -");
            }
            for (CityCard c : p.city()) {
                b.append(' ').append(c.name()).append('(').append(c.colour().charAt(0)).append(')');
                if (!c.coin().isEmpty()) {
                    b.append("[coin on ").append(Glossary.brief(io.agon.polis.model.Symbol.parse(c.coin())))
                            .append(']');
                }
                if (c.slidUp()) {
                    b.append("^");
                }
                if (!c.note().isEmpty()) {
                    b.append('[').append(c.note()).append(']');
                }
                b.append(',');
            }
            if (!p.city().isEmpty()) {
                b.setLength(b.length() - 1);
            }
            b.append('\n');
            b.append("    hand: ").append(zone(p.hand())).append("   history: ").append(zone(p.history()));
            if (p.tucked().size() > 0) {
                b.append("   under Alexander: ").append(zone(p.tucked()));
            }
            b.append('\n');
        }
        b.append("Box: ").append(Words.count(box.size(), "card"));
        if (!box.known().isEmpty()) {
            b.append(" (you know: ").append(String.join(", ", box.known())).append(')');
        }
        b.append('\n');
        if (!auction.isEmpty()) {
            b.append("Auction: ").append(auction).append('\n');
        }
        if (deciding >= 0) {
            b.append("> P").append(deciding + 1).append(": ").append(prompt);
        } else {
            b.append("> ").append(prompt);
        }
        return b.toString();
    }

    private static final String[] COLOURS = {"red", "green", "blue", "yellow"};

    private static String zone(Zone z) {
        if (z.size() == 0) {
            return "-";
        }
        StringBuilder b = new StringBuilder(String.join(", ", z.known()));
        for (int c = 0; c < 4; c++) {
            int n = z.hiddenColour().get(c);
            if (n > 0) {
                if (b.length() > 0) {
                    b.append(", ");
                }
                b.append(n).append(' ').append(COLOURS[c]);
            }
        }
        return b.toString();
    }
}
