package io.agon.polis.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.GameEvent;
import io.agon.core.IllegalActionException;
import io.agon.core.Setup;
import io.agon.polis.Fixtures;
import io.agon.polis.model.Catalogue;
import io.agon.polis.model.Colour;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds the situations of the spec's test vectors: a fresh game whose zones are then arranged card by card
 * (cards are taken from wherever they are, keeping 64 + 4 cards in play), and helpers to act and assert.
 */
final class Scenario {

    static final PolisGame GAME = Fixtures.GAME;
    static final Catalogue CAT = Fixtures.CATALOGUE;

    final PolisState s;
    final List<GameEvent> events = new ArrayList<>();
    private long used;

    Scenario(int players) {
        s = GAME.newGame(Setup.of(players, 4242));
        for (int p = 0; p < players; p++) {
            s.box |= s.hand[p];
            s.hand[p] = 0;
            s.board[p] = CAT.sideIndex("ATHINA_A");
        }
    }

    /** The rule parts tests reach into (package-private accessors of the game). */
    static final class Parts {
        final Symbols sym = GAME.symbols();
        final Cards cards = GAME.cards();
        final War war = GAME.war();
        final Scoring scoring = GAME.scoring();
    }

    private static final Parts PARTS = new Parts();

    Parts rules() {
        return PARTS;
    }

    /** Spec 4.8: ends the active player's turn and begins the next seat's phase 0 (not settled). */
    Scenario endTurn() {
        Turn.endTurn(s, GAME.flow(), EventSink.NONE);
        return this;
    }

    /** A copy of design {@code id} not used yet in this scenario, taken out of its current zone. */
    int card(String id) {
        for (int c : CAT.cards(id)) {
            if ((used & (1L << c)) == 0) {
                used |= 1L << c;
                take(c);
                return c;
            }
        }
        throw new IllegalArgumentException("no unused copy of " + id);
    }

    /** Removes {@code card} from every zone, deck or auction. */
    void take(int card) {
        long clear = ~(1L << card);
        for (int p = 0; p < s.players; p++) {
            s.hand[p] &= clear;
            s.city[p] &= clear;
            s.history[p] &= clear;
            s.tucked[p] &= clear;
        }
        s.box &= clear;
        if (s.lotCard == card) {
            s.lotCard = -1;
        }
        for (int c = 0; c < 4; c++) {
            for (int i = 0; i < s.decks.size(c); i++) {
                if (s.decks.card(c, i) == card) {
                    s.decks.removeAt(c, i);
                    return;
                }
            }
        }
    }

    int hand(int p, String id) {
        int c = card(id);
        s.hand[p] |= 1L << c;
        s.known[p] |= 1L << c;
        return c;
    }

    int city(int p, String id) {
        int c = card(id);
        s.city[p] |= 1L << c;
        s.placedAt[c] = ++s.placeCounter;
        return c;
    }

    int history(int p, String id) {
        int c = card(id);
        s.history[p] |= 1L << c;
        s.known[p] |= 1L << c;
        return c;
    }

    /** Puts the given designs on top of deck {@code colour}, the last one on top. */
    Scenario onTop(Colour colour, String... ids) {
        for (String id : ids) {
            int c = card(id);
            int k = colour.ordinal();
            s.decks.push(k, c);
        }
        return this;
    }

    /**
     * Makes deck {@code colour} hold exactly its end-game card at the bottom and the given designs above it
     * (the last one on top); the other cards of that deck go to the box.
     */
    Scenario deckOf(Colour colour, String... ids) {
        int k = colour.ordinal();
        for (int i = 0; i < s.decks.size(k); i++) {
            if (s.decks.card(k, i) < Catalogue.EG) {
                s.box |= 1L << s.decks.card(k, i);
            }
        }
        s.decks.setCards(k, Catalogue.EG + k);
        return onTop(colour, ids);
    }

    /** Makes the end-game card the top card of deck {@code colour} (cards stay below it). */
    Scenario endGameCardOnTop(Colour colour) {
        int k = colour.ordinal();
        for (int i = 0; i < s.decks.size(k); i++) {
            if (s.decks.card(k, i) == Catalogue.EG + k) {
                s.decks.push(k, s.decks.removeAt(k, i));
                return this;
            }
        }
        throw new IllegalStateException("no end-game card in deck " + colour);
    }

    /** Blocks deck {@code colour} as if its end-game card had been drawn. */
    Scenario block(Colour colour) {
        endGameCardOnTop(colour);
        int k = colour.ordinal();
        s.decks.pop(k);
        s.decks.block(k);
        s.revealed++;
        return this;
    }

    Scenario board(int p, String side) {
        s.board[p] = CAT.sideIndex(side);
        return this;
    }

    Scenario money(int p, int m) {
        s.bankMoneyOut += m - s.money[p];
        s.money[p] = m;
        return this;
    }

    Scenario points(int p, int m) {
        s.bankPointsOut += m - s.points[p];
        s.points[p] = m;
        return this;
    }

    /** Starts phase {@code phase} of seat {@code p} (turn state cleared). */
    Scenario phase(int p, int phase) {
        s.steps.clear();
        s.active = p;
        s.builds = 0;
        s.purchased = false;
        s.incomeTaken = false;
        s.tradePartners = 0;
        s.usedTurn = 0;
        GAME.flow().begin(s, Turn.PHASES[phase], EventSink.NONE);
        return this;
    }

    /** Runs the automatic steps (as after any action). */
    Scenario settle() {
        GAME.flow().settle(s, EventSink.NONE);
        return this;
    }

    Step step() {
        return s.steps.peek();
    }

    int decider() {
        return GAME.currentPlayer(s);
    }

    List<Action> legal() {
        return GAME.legalActions(s);
    }

    /** Applies {@code a} for the deciding player. */
    Scenario act(Action a) {
        GAME.apply(s, GAME.currentPlayer(s), a, EventSink.into(events));
        return this;
    }

    /** Asserts that {@code a} by the deciding player is refused with a message containing {@code text}, changing nothing. */
    void refused(Action a, String text) {
        refusedBy(GAME.currentPlayer(s), a, text);
    }

    void refusedBy(int p, Action a, String text) {
        PolisState before = s.copy();
        assertThatThrownBy(() -> GAME.apply(s, p, a, EventSink.NONE))
                .isInstanceOf(IllegalActionException.class).hasMessageContaining(text);
        assertThat(s).isEqualTo(before);
    }

    int score(int p) {
        return GAME.score(s, p);
    }

    String invariants() {
        String a = Fixtures.cardsConserved(s);
        return a != null ? a : Fixtures.moneyConserved(s);
    }
}
