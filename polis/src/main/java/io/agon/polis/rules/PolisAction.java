package io.agon.polis.rules;

import io.agon.core.Action;
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

    /**
     * The type of an action as a constant, so that step rules choose what to do with a {@code switch} (Java 17
     * has no pattern switch) instead of a chain of type tests.
     */
    enum Kind {
        PICK_BOARD,
        DRAW,
        PEEK,
        BUY,
        DONE,
        OFFER,
        BID,
        PASS,
        SELL,
        BUY_BACK,
        KEEP_UNSOLD,
        BUILD,
        USE_COLONY,
        DISCARD,
        PROTECT,
        COLLECT_INCOME,
        TUCK,
        ARCHIMEDES,
        EUCLID,
        HARBOUR,
        HERODOTUS,
        HERODOTUS_BOX,
        HIPPOCRATES,
        HOMER,
        ASSASSINATE,
        PLATO,
        PRIESTESS,
        TRADE,
        ATTACK,
        DESTROY,
        SACRIFICE
    }

    /**
     * {@code a} as a Polis action, or null for another game's action. It tests the exact record classes, most frequent
     * first, never the interface {@code PolisAction}: on Java 17 to 22 a type test against an interface keeps its last
     * answer in a one-entry cache inside the tested class, and the framework tests the same action objects against
     * {@link Action}. The two tests would take turns rewriting that cache, and with two threads playing the write moves
     * between the processors on every action: two threads then ran at 1.3-1.5 times one thread instead of 1.8
     * (docs/benchmarks.md, "Type tests that threads fight over"). A test against a record class reads no cache.
     */
    static PolisAction of(Action a) {
        if (a instanceof Bid x) { return x; }
        if (a instanceof Draw x) { return x; }
        if (a instanceof Offer x) { return x; }
        if (a instanceof Done x) { return x; }
        if (a instanceof Protect x) { return x; }
        if (a instanceof Trade x) { return x; }
        if (a instanceof Pass x) { return x; }
        if (a instanceof Build x) { return x; }
        if (a instanceof Buy x) { return x; }
        if (a instanceof Attack x) { return x; }
        if (a instanceof Sacrifice x) { return x; }
        if (a instanceof Destroy x) { return x; }
        if (a instanceof BuyBack x) { return x; }
        if (a instanceof Euclid x) { return x; }
        if (a instanceof CollectIncome x) { return x; }
        if (a instanceof Sell x) { return x; }
        if (a instanceof Peek x) { return x; }
        if (a instanceof Discard x) { return x; }
        if (a instanceof KeepUnsold x) { return x; }
        if (a instanceof Plato x) { return x; }
        if (a instanceof PickBoard x) { return x; }
        if (a instanceof UseColony x) { return x; }
        if (a instanceof Tuck x) { return x; }
        if (a instanceof Archimedes x) { return x; }
        if (a instanceof Harbour x) { return x; }
        if (a instanceof Herodotus x) { return x; }
        if (a instanceof HerodotusBox x) { return x; }
        if (a instanceof Hippocrates x) { return x; }
        if (a instanceof Homer x) { return x; }
        if (a instanceof Assassinate x) { return x; }
        if (a instanceof Priestess x) { return x; }
        return null;
    }

    /** This action's {@link Kind}. */
    Kind kind();

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
        public Kind kind() {
            return Kind.PICK_BOARD;
        }

        @Override
        public void checkFields() {
            PolisAction.requireRange(side, 0, 11, "PickBoard", "side");
        }
    }

    /** Draw the top card of deck {@code colour} (phase 1, opening draw, Archimedes/Priestess/Phidias draws). */
    record Draw(Colour colour) implements PolisAction {
        @Override
        public Kind kind() {
            return Kind.DRAW;
        }

        @Override
        public void checkFields() {
            PolisAction.requireColour(colour, "Draw", "colour");
        }
    }

    /** LIGHTHOUSE: look at the top cards of two different decks (spec 7.21). */
    record Peek(Colour first, Colour second) implements PolisAction {
        @Override
        public Kind kind() {
            return Kind.PEEK;
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
        public Kind kind() {
            return Kind.BUY;
        }

        @Override
        public void checkFields() {
            PolisAction.requireColour(colour, "Buy", "colour");
        }
    }

    /** End the current optional phase or decline the pending option. */
    record Done() implements PolisAction {
        @Override
        public Kind kind() {
            return Kind.DONE;
        }
    }

    /** Put hand card {@code card} up for auction (spec 4.2 step 1). */
    record Offer(int card) implements PolisAction {
        @Override
        public Kind kind() {
            return Kind.OFFER;
        }

        @Override
        public void checkFields() {
            PolisAction.requireCard(card, "Offer", "card");
        }
    }

    /** Bid {@code amount} in the running auction (spec 4.2 step 3, D11). */
    record Bid(int amount) implements PolisAction {
        @Override
        public Kind kind() {
            return Kind.BID;
        }

        @Override
        public void checkFields() {
            PolisAction.requireRange(amount, 1, 100_000, "Bid", "amount");
        }
    }

    /** Pass in the running auction, for good (D10). */
    record Pass() implements PolisAction {
        @Override
        public Kind kind() {
            return Kind.PASS;
        }
    }

    /** Seller accepts a bid of 1-3 (spec 4.2 step 4b). */
    record Sell() implements PolisAction {
        @Override
        public Kind kind() {
            return Kind.SELL;
        }
    }

    /** Seller buys his card back for the bid + 1, paid to the high bidder (spec 4.2 step 4b, D13). */
    record BuyBack() implements PolisAction {
        @Override
        public Kind kind() {
            return Kind.BUY_BACK;
        }
    }

    /** Nobody bid: the seller pays 1 to keep the card (spec 4.2 step 4c, D14). */
    record KeepUnsold() implements PolisAction {
        @Override
        public Kind kind() {
            return Kind.KEEP_UNSOLD;
        }
    }

    /** Build hand card {@code card} (spec 4.3). */
    record Build(int card) implements PolisAction {
        @Override
        public Kind kind() {
            return Kind.BUILD;
        }

        @Override
        public void checkFields() {
            PolisAction.requireCard(card, "Build", "card");
        }
    }

    /** Use the COLONY just placed: pay its price again for the top red card (spec 7.14). */
    record UseColony() implements PolisAction {
        @Override
        public Kind kind() {
            return Kind.USE_COLONY;
        }
    }

    /** PHIDIAS: put hand card {@code card} in the box (spec 7.15 step 2). */
    record Discard(int card) implements PolisAction {
        @Override
        public Kind kind() {
            return Kind.DISCARD;
        }

        @Override
        public void checkFields() {
            PolisAction.requireCard(card, "Discard", "card");
        }
    }

    /** Put a coin on symbol {@code symbol} of own city card {@code card} (spec 4.4). */
    record Protect(int card, int symbol) implements PolisAction {
        @Override
        public Kind kind() {
            return Kind.PROTECT;
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
        public Kind kind() {
            return Kind.COLLECT_INCOME;
        }
    }

    /** ALEXANDER: tuck hand card {@code card} under Alexander (spec 7.1). */
    record Tuck(int card) implements PolisAction {
        @Override
        public Kind kind() {
            return Kind.TUCK;
        }

        @Override
        public void checkFields() {
            PolisAction.requireCard(card, "Tuck", "card");
        }
    }

    /** ARCHIMEDES: box hand card {@code card}, then draw (spec 7.2). */
    record Archimedes(int card) implements PolisAction {
        @Override
        public Kind kind() {
            return Kind.ARCHIMEDES;
        }

        @Override
        public void checkFields() {
            PolisAction.requireCard(card, "Archimedes", "card");
        }
    }

    /** EUCLID: 3 money for 1 point token ({@code buyPoint}) or 1 token for 3 money (spec 7.5). */
    record Euclid(boolean buyPoint) implements PolisAction {
        @Override
        public Kind kind() {
            return Kind.EUCLID;
        }
    }

    /** HARBOUR {@code card}: pay 2 tokens and point it at {@code target} (spec 7.6). */
    record Harbour(int card, int target) implements PolisAction {
        @Override
        public Kind kind() {
            return Kind.HARBOUR;
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
        public Kind kind() {
            return Kind.HERODOTUS;
        }

        @Override
        public void checkFields() {
            PolisAction.requireRange(target, 0, 4, "Herodotus", "target");
        }
    }

    /** HERODOTUS: put card {@code card} of the pile looked at into the box (spec 7.7). */
    record HerodotusBox(int card) implements PolisAction {
        @Override
        public Kind kind() {
            return Kind.HERODOTUS_BOX;
        }

        @Override
        public void checkFields() {
            PolisAction.requireCard(card, "HerodotusBox", "card");
        }
    }

    /** HIPPOCRATES: bring {@code card} back from the own history pile (spec 7.8). */
    record Hippocrates(int card) implements PolisAction {
        @Override
        public Kind kind() {
            return Kind.HIPPOCRATES;
        }

        @Override
        public void checkFields() {
            PolisAction.requireCard(card, "Hippocrates", "card");
        }
    }

    /** HOMER: put hand card {@code card} on the own history pile (spec 7.9). */
    record Homer(int card) implements PolisAction {
        @Override
        public Kind kind() {
            return Kind.HOMER;
        }

        @Override
        public void checkFields() {
            PolisAction.requireCard(card, "Homer", "card");
        }
    }

    /** ASSASSIN {@code assassin}: pay 3 tokens and kill PERSON {@code target} (spec 7.11). */
    record Assassinate(int assassin, int target) implements PolisAction {
        @Override
        public Kind kind() {
            return Kind.ASSASSINATE;
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
        public Kind kind() {
            return Kind.PLATO;
        }

        @Override
        public void checkFields() {
            PolisAction.requireRange(recipient, 0, 4, "Plato", "recipient");
        }
    }

    /** PRIESTESS: pay 1 token, box hand card {@code card}, then draw (spec 7.17). */
    record Priestess(int card) implements PolisAction {
        @Override
        public Kind kind() {
            return Kind.PRIESTESS;
        }

        @Override
        public void checkFields() {
            PolisAction.requireCard(card, "Priestess", "card");
        }
    }

    /** Trade with {@code partner} (spec 4.6). */
    record Trade(int partner) implements PolisAction {
        @Override
        public Kind kind() {
            return Kind.TRADE;
        }

        @Override
        public void checkFields() {
            PolisAction.requireRange(partner, 0, 4, "Trade", "partner");
        }
    }

    /** Attack {@code target}, buying {@code mercenaries} war symbols for 2 money each (spec 4.7, D38). */
    record Attack(int target, int mercenaries) implements PolisAction {
        @Override
        public Kind kind() {
            return Kind.ATTACK;
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
        public Kind kind() {
            return Kind.DESTROY;
        }

        @Override
        public void checkFields() {
            PolisAction.requireCard(card, "Destroy", "card");
        }
    }

    /** War step 4: sacrifice own war card {@code card}. */
    record Sacrifice(int card) implements PolisAction {
        @Override
        public Kind kind() {
            return Kind.SACRIFICE;
        }

        @Override
        public void checkFields() {
            PolisAction.requireCard(card, "Sacrifice", "card");
        }
    }
}
