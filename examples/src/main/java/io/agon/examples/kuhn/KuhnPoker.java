package io.agon.examples.kuhn;

import io.agon.core.Action;
import io.agon.core.GameEvent;
import io.agon.core.GameInfo;
import io.agon.core.Outcome;
import io.agon.core.Rng;
import io.agon.core.View;
import io.agon.core.flow.ArrayState;
import io.agon.core.flow.FlowGame;
import io.agon.core.flow.Phase;
import io.agon.core.flow.StepRule;

/**
 * Kuhn poker, the second page of docs/tutorial.md: chance at set-up, a card each player hides, a view per seat, a
 * determinization for the searching bots, and events for the narration. Three cards (J, Q, K); both players ante 1
 * and are dealt one card; then, P1 first, each checks or bets 1, and a bet is called or folded. The higher card
 * wins the pot at the showdown.
 */
// tutorial:begin kuhn-game
public final class KuhnPoker extends FlowGame<ArrayState<KuhnPoker.Turn>, KuhnPoker.Turn> {

    /** The cards, lowest first: a card is its index. */
    static final String[] CARDS = {"jack", "queen", "king"};
    /** Where each value lives in the state's ints. */
    static final int CARD = 0;      // CARD + seat: the seat's card
    static final int CHIPS = 2;     // CHIPS + seat: what the seat has put into the pot
    static final int BETTOR = 4;    // the seat that bet, plus one; 0 while nobody has
    static final int FOLDED = 5;    // the seat that folded, plus one; 0 while nobody has
    static final int MOVES = 6;     // the actions taken so far
    static final int OVER = 7;      // 1 once the betting is over

    /** The one phase: the betting. */
    static final Phase BETTING = Phase.named("Betting");

    /** Check (nobody has bet) or fold (facing a bet). */
    public record Pass() implements Action {
    }

    /** Bet 1 (nobody has bet) or call (facing a bet). */
    public record Bet() implements Action {
    }

    /** A seat's turn to bet or pass. */
    public record Turn(int seat) {
    }

    /** What a move made happen, for the narration: the deal, a fold, the showdown. */
    public record Told(String text) implements GameEvent {
    }

    /** Rule 2: check or bet; facing a bet, call or fold. Rule 3: the betting ends at a fold, a call or two checks. */
    static final StepRule<ArrayState<Turn>, Turn> ACT = ArrayState.rule(Turn.class)
            .decider((s, turn) -> turn.seat())
            .legal((s, turn, out) -> {
                out.add(new Pass());
                out.add(new Bet());
            })
            .on(Pass.class, (ctx, pass) -> {
                int[] s = ctx.state().ints;
                if (s[BETTOR] != 0) {
                    s[FOLDED] = ctx.seat() + 1;
                    s[OVER] = 1;
                    ctx.emit(() -> new Told("P" + (ctx.seat() + 1) + " folds"));
                } else if (s[MOVES] == 1) {
                    s[OVER] = 1;
                    ctx.emit(() -> showdown(s));
                }
                s[MOVES]++;
                ctx.done();
            })
            .words(Pass.class, (ctx, pass, observer) -> ctx.state().ints[BETTOR] != 0 ? "Fold" : "Check")
            .on(Bet.class, (ctx, bet) -> {
                int[] s = ctx.state().ints;
                s[CHIPS + ctx.seat()]++;
                if (s[BETTOR] != 0) {
                    s[OVER] = 1;
                    ctx.emit(() -> showdown(s));
                } else {
                    s[BETTOR] = ctx.seat() + 1;
                }
                s[MOVES]++;
                ctx.done();
            })
            .words(Bet.class, (ctx, bet, observer) -> ctx.state().ints[BETTOR] != 0 ? "Call" : "Bet 1")
            .prompt((s, turn) -> s.ints[BETTOR] != 0 ? "Call or fold" : "Check or bet 1")
            .build();

    /** The showdown, told to everyone: both cards are turned up. */
    static Told showdown(int[] s) {
        return new Told("Showdown: P1 has the " + CARDS[s[CARD]] + ", P2 the " + CARDS[s[CARD + 1]]);
    }

    /** The rulebook: deal, then the players take turns until the betting is over. */
    public KuhnPoker() {
        super(GameInfo.builder("kuhn-poker", "Kuhn poker").players(2).summary("the smallest poker: three cards")
                        .actions(Pass.class, Bet.class).build(),
                ArrayState.flow(Turn.class).phase(BETTING)
                        .loop(Turn.class, s -> s.ints[OVER] == 1 ? null : new Turn(s.ints[MOVES] % 2), ACT)
                        .then(Phase.GAME_OVER).build(),
                setup -> deal(new ArrayState<>(8, setup.seed())));
    }
    // tutorial:end kuhn-game

    // tutorial:begin kuhn-deal
    /** Rule 1: both players ante 1; the three cards are shuffled and each player is dealt one, face down. */
    static ArrayState<Turn> deal(ArrayState<Turn> s) {
        int[] deck = {0, 1, 2};
        s.rng.shuffle(deck);
        s.ints[CARD] = deck[0];
        s.ints[CARD + 1] = deck[1];
        s.ints[CHIPS] = 1;
        s.ints[CHIPS + 1] = 1;
        return s;
    }
    // tutorial:end kuhn-deal

    // tutorial:begin kuhn-view
    /**
     * What {@code seat} sees: its own card, the other's only after a showdown (never after a fold), the pot and
     * whether a bet is open. A spectator (-1) sees no card until the showdown.
     */
    @Override
    public View view(ArrayState<Turn> s, int seat) {
        boolean showdown = s.ints[OVER] == 1 && s.ints[FOLDED] == 0;
        StringBuilder text = new StringBuilder();
        for (int p = 0; p < 2; p++) {
            boolean seen = p == seat || showdown;
            text.append("P").append(p + 1).append(": ").append(seen ? CARDS[s.ints[CARD + p]] : "a hidden card")
                    .append(", ").append(s.ints[CHIPS + p]).append(" in the pot\n");
        }
        return View.of(seat, text.append(s.ints[BETTOR] != 0 ? "a bet is open" : "no bet yet").toString());
    }

    /** The other player's card is one of the two {@code observer} does not hold: drawn again with {@code rng}. */
    @Override
    protected void redeal(ArrayState<Turn> copy, int observer, Rng rng) {
        if (copy.ints[OVER] == 1) {
            return;                     // the game is over: nothing is hidden any more
        }
        int mine = copy.ints[CARD + observer];
        int other = (mine + 1 + rng.nextInt(2)) % 3;
        copy.ints[CARD + 1 - observer] = other;
    }
    // tutorial:end kuhn-view

    /** What a spectator sees: {@link #view} for no seat (no card before the showdown). */
    @Override
    public View publicView(ArrayState<Turn> s) {
        return view(s, -1);
    }

    /** Nobody's card is known to the other until the showdown. */
    @Override
    public boolean perfectInformation() {
        return false;
    }

    // tutorial:begin kuhn-outcome
    /** Rule 4: the player who did not fold, else the higher card, wins what the other put into the pot. */
    @Override
    public Outcome outcome(ArrayState<Turn> s) {
        int winner = s.ints[FOLDED] != 0 ? 2 - s.ints[FOLDED] : s.ints[CARD] > s.ints[CARD + 1] ? 0 : 1;
        int won = s.ints[CHIPS + 1 - winner];
        int[] chips = new int[2];
        chips[winner] = won;
        chips[1 - winner] = -won;
        String how = s.ints[FOLDED] != 0 ? "the other folded" : "the " + CARDS[s.ints[CARD + winner]] + " wins";
        return Outcome.scores(chips).summary("P" + (winner + 1) + " wins " + won + ": " + how);
    }
    // tutorial:end kuhn-outcome
}
