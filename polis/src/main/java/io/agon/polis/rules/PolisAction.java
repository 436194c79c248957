package io.agon.polis.rules;

import io.agon.core.Action;
import io.agon.core.Words;
import io.agon.polis.model.BoardSide;
import io.agon.polis.model.Catalogue;
import io.agon.polis.model.Colour;
import java.util.List;

/**
 * Every Polis action. Cards are physical card ids (0..63, see {@link io.agon.polis.model.Catalogue}), seats are
 * 0-based, colours name decks. Which actions fit depends on the pending {@link io.agon.polis.model.Step}.
 */
public sealed interface PolisAction extends Action {

    /** Every concrete action type (the closed list of {@link io.agon.core.GameInfo#actionTypes()}). */
    List<Class<? extends Action>> TYPES = List.of(PickBoard.class, Draw.class, Peek.class, Buy.class, Done.class,
            Offer.class, Bid.class, Pass.class, Sell.class, BuyBack.class, KeepUnsold.class, Build.class,
            UseColony.class, Discard.class, Protect.class, CollectIncome.class, Tuck.class, Archimedes.class,
            Euclid.class, Harbour.class, Herodotus.class, HerodotusBox.class, Hippocrates.class, Homer.class,
            Assassinate.class, Plato.class, Priestess.class, Trade.class, Attack.class, Destroy.class,
            Sacrifice.class);

    /** This action in a player's words ({@link ActionWords}: what the words may depend on). */
    String words(ActionWords w);

    /** When this action is possible, for the refusal of an action sent at a step that does not take it. */
    default When when() {
        return When.ANY_STEP;
    }

    /** The card this action moves without showing it face up (hand, history pile, box, auction lot), or -1. */
    default int hiddenCard() {
        return -1;
    }

    /**
     * Checks the fields that may be missing in a record file (a null colour); {@code apply} calls it before
     * anything else.
     *
     * @throws io.agon.core.IllegalActionException naming the missing field
     */
    default void checkFields() {
    }

    /** The refusal of a number outside {@code [lo, hi]}. */
    private static void requireRange(int value, int lo, int hi, String action, String field) {
        if (value < lo || value > hi) {
            throw new io.agon.core.IllegalActionException(action + ": '" + field + "' must be " + lo + " to " + hi
                    + ", not " + value);
        }
    }

    /** The refusal of a card id that names no card. */
    private static void requireCard(int card, String action, String field) {
        if (card < 0 || card >= Catalogue.CARDS) {
            throw new io.agon.core.IllegalActionException(action + ": there is no card with id " + card + " ('" + field
                    + "' must be 0 to " + (Catalogue.CARDS - 1) + ", not " + card + ")");
        }
    }

    /** The refusal of a missing colour. */
    private static void requireColour(Object colour, String action, String field) {
        if (colour == null) {
            throw new io.agon.core.IllegalActionException(action + " needs a colour: '" + field
                    + "' is missing (red, green, blue or yellow)");
        }
    }

    /** Choose board side {@code side} (0..11) in variant V1 or V2 (spec 3.2). */
    record PickBoard(int side) implements PolisAction {
        @Override
        public String words(ActionWords w) {
            if (side() < 0 || side() >= 12) {
                return "Take board side #" + side();
            }
            BoardSide b = w.cat().sides().get(side());
            return "Take " + b.cityName() + " side " + b.side() + " (" + Glossary.brief(b.symbols()) + ")";
        }

        @Override
        public void checkFields() {
            PolisAction.requireRange(side, 0, 11, "PickBoard", "side");
        }
    }

    /** Draw the top card of deck {@code colour} (phase 1, opening draw, Archimedes/Priestess/Phidias draws). */
    record Draw(Colour colour) implements PolisAction {
        @Override
        public String words(ActionWords w) {
            return "Draw a " + colour().label() + " card";
        }

        @Override
        public void checkFields() {
            PolisAction.requireColour(colour, "Draw", "colour");
        }
    }

    /** LIGHTHOUSE: look at the top cards of two different decks (spec 7.21). */
    record Peek(Colour first, Colour second) implements PolisAction {
        @Override
        public String words(ActionWords w) {
            return "Look at the top " + first().label() + " and " + second().label() + " cards (Lighthouse)";
        }

        @Override
        public void checkFields() {
            PolisAction.requireColour(first, "Peek", "first");
            PolisAction.requireColour(second, "Peek", "second");
        }
    }

    /** The phase-1 purchase from deck {@code colour}: 5 money, or 2 point tokens with ARISTOTLE (spec 4.1, D5). */
    record Buy(Colour colour, boolean withPoints) implements PolisAction {
        @Override
        public String words(ActionWords w) {
            return "Buy the top " + colour().label() + " card for " + (withPoints()
                    ? "2 point tokens (Aristotle)" : "5 money");
        }

        @Override
        public void checkFields() {
            PolisAction.requireColour(colour, "Buy", "colour");
        }
    }

    /** End the current optional phase or decline the pending option. */
    record Done() implements PolisAction {
        @Override
        public String words(ActionWords w) {
            return "Done";
        }
    }

    /** Put hand card {@code card} up for auction (spec 4.2 step 1). */
    record Offer(int card) implements PolisAction {
        @Override
        public String words(ActionWords w) {
            return "Auction " + w.card(card()) + " (" + w.colour(Catalogue.colourOf(Math.max(0, card()))) + ")";
        }

        @Override
        public int hiddenCard() {
            return card;
        }

        @Override
        public void checkFields() {
            PolisAction.requireCard(card, "Offer", "card");
        }
    }

    /** Bid {@code amount} in the running auction (spec 4.2 step 3, D11). */
    record Bid(int amount) implements PolisAction {
        @Override
        public String words(ActionWords w) {
            return "Bid " + amount();
        }

        @Override
        public When when() {
            return When.AUCTION;
        }

        @Override
        public void checkFields() {
            PolisAction.requireRange(amount, 1, 100_000, "Bid", "amount");
        }
    }

    /** Pass in the running auction, for good (D10). */
    record Pass() implements PolisAction {
        @Override
        public String words(ActionWords w) {
            return "Pass";
        }

        @Override
        public When when() {
            return When.AUCTION;
        }
    }

    /** Seller accepts a bid of 1-3 (spec 4.2 step 4b). */
    record Sell() implements PolisAction {
        @Override
        public String words(ActionWords w) {
            return "Sell";
        }
    }

    /** Seller buys his card back for the bid + 1, paid to the high bidder (spec 4.2 step 4b, D13). */
    record BuyBack() implements PolisAction {
        @Override
        public String words(ActionWords w) {
            return "Buy back";
        }
    }

    /** Nobody bid: the seller pays 1 to keep the card (spec 4.2 step 4c, D14). */
    record KeepUnsold() implements PolisAction {
        @Override
        public String words(ActionWords w) {
            return "Keep the unsold card for 1 money";
        }
    }

    /** Build hand card {@code card} (spec 4.3). */
    record Build(int card) implements PolisAction {
        @Override
        public String words(ActionWords w) {
            int cost = card() >= 0 && card() < Catalogue.CARDS ? w.sym().buildCost(w.s(), w.actor(), card()) : 10;
            return "Build " + w.card(card()) + " for " + cost;
        }

        @Override
        public When when() {
            return When.BUILD;
        }

        @Override
        public void checkFields() {
            PolisAction.requireCard(card, "Build", "card");
        }
    }

    /** Use the COLONY just placed: pay its price again for the top red card (spec 7.14). */
    record UseColony() implements PolisAction {
        @Override
        public String words(ActionWords w) {
            return "Use the Colony";
        }
    }

    /** PHIDIAS: put hand card {@code card} in the box (spec 7.15 step 2). */
    record Discard(int card) implements PolisAction {
        @Override
        public String words(ActionWords w) {
            return "Box " + w.card(card()) + " (Phidias)";
        }

        @Override
        public int hiddenCard() {
            return card;
        }

        @Override
        public void checkFields() {
            PolisAction.requireCard(card, "Discard", "card");
        }
    }

    /** Put a coin on symbol {@code symbol} of own city card {@code card} (spec 4.4). */
    record Protect(int card, int symbol) implements PolisAction {
        @Override
        public String words(ActionWords w) {
            String sym = card() >= 0 && card() < Catalogue.CARDS && symbol() >= 0
                    && symbol() < w.cat().symbolCount(card())
                    ? Glossary.brief(w.cat().design(card()).symbols().get(symbol())) : "symbol " + symbol();
            return "Protect " + w.card(card()) + ": coin on " + sym;
        }

        @Override
        public When when() {
            return When.PROTECT;
        }

        @Override
        public void checkFields() {
            PolisAction.requireCard(card, "Protect", "card");
            PolisAction.requireRange(symbol, 0, 31, "Protect", "symbol");
        }
    }

    /** Collect income (spec 4.5). */
    record CollectIncome() implements PolisAction {
        @Override
        public String words(ActionWords w) {
            return "Collect income (+" + w.sym().moneyIncome(w.s(), w.actor()) + " money, +" + w.sym().pointsIncome(w.s(), w.actor())
                    + " point tokens)";
        }
    }

    /** ALEXANDER: tuck hand card {@code card} under Alexander (spec 7.1). */
    record Tuck(int card) implements PolisAction {
        @Override
        public String words(ActionWords w) {
            return "Tuck " + w.card(card()) + " under Alexander (+1 war)";
        }

        @Override
        public int hiddenCard() {
            return card;
        }

        @Override
        public void checkFields() {
            PolisAction.requireCard(card, "Tuck", "card");
        }
    }

    /** ARCHIMEDES: box hand card {@code card}, then draw (spec 7.2). */
    record Archimedes(int card) implements PolisAction {
        @Override
        public String words(ActionWords w) {
            return "Box " + w.card(card()) + " and draw a card (Archimedes)";
        }

        @Override
        public int hiddenCard() {
            return card;
        }

        @Override
        public void checkFields() {
            PolisAction.requireCard(card, "Archimedes", "card");
        }
    }

    /** EUCLID: 3 money for 1 point token ({@code buyPoint}) or 1 token for 3 money (spec 7.5). */
    record Euclid(boolean buyPoint) implements PolisAction {
        @Override
        public String words(ActionWords w) {
            return buyPoint() ? "Euclid: pay 3 money for 1 point token" : "Euclid: pay 1 point token for 3 money";
        }
    }

    /** HARBOUR {@code card}: pay 2 tokens and point it at {@code target} (spec 7.6). */
    record Harbour(int card, int target) implements PolisAction {
        @Override
        public String words(ActionWords w) {
            return "Point the Harbour at " + w.seat(target()) + " for 2 point tokens";
        }

        @Override
        public void checkFields() {
            PolisAction.requireCard(card, "Harbour", "card");
            PolisAction.requireRange(target, 0, 4, "Harbour", "target");
        }
    }

    /** HERODOTUS: look at {@code target}'s history pile (spec 7.7). */
    record Herodotus(int target) implements PolisAction {
        @Override
        public String words(ActionWords w) {
            return "Look at " + w.seat(target()) + "'s history pile (Herodotus)";
        }

        @Override
        public void checkFields() {
            PolisAction.requireRange(target, 0, 4, "Herodotus", "target");
        }
    }

    /** HERODOTUS: put card {@code card} of the pile looked at into the box (spec 7.7). */
    record HerodotusBox(int card) implements PolisAction {
        @Override
        public String words(ActionWords w) {
            return "Box " + w.card(card()) + " from the history pile (Herodotus)";
        }

        @Override
        public int hiddenCard() {
            return card;
        }

        @Override
        public void checkFields() {
            PolisAction.requireCard(card, "HerodotusBox", "card");
        }
    }

    /** HIPPOCRATES: bring {@code card} back from the own history pile (spec 7.8). */
    record Hippocrates(int card) implements PolisAction {
        @Override
        public String words(ActionWords w) {
            return "Bring " + w.card(card()) + " back from your history pile (Hippocrates)";
        }

        @Override
        public int hiddenCard() {
            return card;
        }

        @Override
        public void checkFields() {
            PolisAction.requireCard(card, "Hippocrates", "card");
        }
    }

    /** HOMER: put hand card {@code card} on the own history pile (spec 7.9). */
    record Homer(int card) implements PolisAction {
        @Override
        public String words(ActionWords w) {
            return "Put " + w.card(card()) + " on your history pile (Homer)";
        }

        @Override
        public int hiddenCard() {
            return card;
        }

        @Override
        public void checkFields() {
            PolisAction.requireCard(card, "Homer", "card");
        }
    }

    /** ASSASSIN {@code assassin}: pay 3 tokens and kill PERSON {@code target} (spec 7.11). */
    record Assassinate(int assassin, int target) implements PolisAction {
        @Override
        public String words(ActionWords w) {
            int owner = target() >= 0 && target() < Catalogue.CARDS ? w.s().cityOwner(target()) : -1;
            return "Assassinate " + w.card(target()) + (owner >= 0 ? " of " + w.seat(owner) : "")
                    + " for 3 point tokens";
        }

        @Override
        public void checkFields() {
            PolisAction.requireCard(assassin, "Assassinate", "assassin");
            PolisAction.requireCard(target, "Assassinate", "target");
        }
    }

    /** PLATO: pay 1 token; keep 10 money and give 5 to {@code recipient} (spec 7.16). */
    record Plato(int recipient) implements PolisAction {
        @Override
        public String words(ActionWords w) {
            return "Plato: pay 1 point token, take 10 money and give 5 to " + w.seat(recipient());
        }

        @Override
        public void checkFields() {
            PolisAction.requireRange(recipient, 0, 4, "Plato", "recipient");
        }
    }

    /** PRIESTESS: pay 1 token, box hand card {@code card}, then draw (spec 7.17). */
    record Priestess(int card) implements PolisAction {
        @Override
        public String words(ActionWords w) {
            return "Pay 1 point token, box " + w.card(card()) + " and draw (Priestess)";
        }

        @Override
        public int hiddenCard() {
            return card;
        }

        @Override
        public void checkFields() {
            PolisAction.requireCard(card, "Priestess", "card");
        }
    }

    /** Trade with {@code partner} (spec 4.6). */
    record Trade(int partner) implements PolisAction {
        @Override
        public String words(ActionWords w) {
            if (partner() < 0 || partner() >= w.s().players) {
                return "Trade with " + w.seat(partner());
            }
            return "Trade with " + w.seat(partner()) + " (you +" + w.sym().vases(w.s(), partner()) + ", "
                    + w.seat(partner()) + " +" + w.sym().vases(w.s(), w.actor()) + ")";
        }

        @Override
        public When when() {
            return When.TRADE;
        }

        @Override
        public void checkFields() {
            PolisAction.requireRange(partner, 0, 4, "Trade", "partner");
        }
    }

    /** Attack {@code target}, buying {@code mercenaries} war symbols for 2 money each (spec 4.7, D38). */
    record Attack(int target, int mercenaries) implements PolisAction {
        @Override
        public String words(ActionWords w) {
            if (target() < 0 || target() >= w.s().players) {
                return "Attack " + w.seat(target());
            }
            return "Attack " + w.seat(target()) + " (" + (w.sym().attackWar(w.s(), w.actor()) + mercenaries()) + " against "
                    + w.sym().defenceWar(w.s(), target()) + (mercenaries() > 0 ? ", "
                    + Words.count(mercenaries(), "mercenary") + " for " + 2 * mercenaries() : "") + ")";
        }

        @Override
        public When when() {
            return When.WAR;
        }

        @Override
        public void checkFields() {
            PolisAction.requireRange(target, 0, 4, "Attack", "target");
            PolisAction.requireRange(mercenaries, 0, 100_000, "Attack", "mercenaries");
        }
    }

    /** War step 3: destroy the defender's card {@code card}. */
    record Destroy(int card) implements PolisAction {
        @Override
        public String words(ActionWords w) {
            return "Destroy " + w.card(card());
        }

        @Override
        public void checkFields() {
            PolisAction.requireCard(card, "Destroy", "card");
        }
    }

    /** War step 4: sacrifice own war card {@code card}. */
    record Sacrifice(int card) implements PolisAction {
        @Override
        public String words(ActionWords w) {
            return "Sacrifice " + w.card(card());
        }

        @Override
        public void checkFields() {
            PolisAction.requireCard(card, "Sacrifice", "card");
        }
    }
}
