package io.agon.polis.rules;

import io.agon.core.IllegalActionException;
import io.agon.polis.model.Catalogue;

/** Wires the rule classes of one game together (one file per topic of the spec). */
final class PolisRules {

    final Catalogue cat;
    final Symbols sym;
    final Cards cards;
    final Flow flow;
    final PolisSetup setup;
    final Drawing drawing;
    final Auction auction;
    final Building building;
    final Protection protection;
    final PhaseFive phaseFive;
    final Trading trade;
    final War war;
    final Scoring scoring;

    PolisRules(Catalogue cat) {
        this.cat = cat;
        this.sym = new Symbols(cat);
        this.cards = new Cards(cat);
        this.flow = new Flow(this);
        this.setup = new PolisSetup(this);
        this.drawing = new Drawing(this);
        this.auction = new Auction(this);
        this.building = new Building(this);
        this.protection = new Protection(this);
        this.phaseFive = new PhaseFive(this);
        this.trade = new Trading(this);
        this.war = new War(this);
        this.scoring = new Scoring(this);
    }

    /**
     * The refusal of an illegal action; callers write {@code if (!legal) throw illegal("... (spec x.y)")} so
     * that the message is only built when the action is refused.
     */
    static IllegalActionException illegal(String message) {
        return new IllegalActionException(message);
    }

    /** Checks that {@code card} (from an action) is a card id at all. */
    static void requireCard(int card) {
        if (card < 0 || card >= Catalogue.CARDS) {
            throw illegal("no card with id " + card + " (cards are 0-63, spec 11.1)");
        }
    }

    /** Checks that {@code seat} (from an action) is a seat of this game. */
    static void requireSeat(io.agon.polis.model.PolisState s, int seat) {
        if (seat < 0 || seat >= s.players) {
            throw illegal("no seat P" + (seat + 1) + " in a " + s.players + "-player game (spec 1, D59)");
        }
    }

    /** Name of a card for messages. */
    String name(int card) {
        return cat.name(card);
    }
}
