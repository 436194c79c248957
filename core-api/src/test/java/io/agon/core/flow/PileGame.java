package io.agon.core.flow;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.GameEvent;
import io.agon.core.GameInfo;
import io.agon.core.GameState;
import io.agon.core.IllegalActionException;
import io.agon.core.Outcome;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.core.View;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * A tiny game on a declared {@link Flow}, for the framework's tests: three rounds; each round a pile of 3-5
 * tokens is dealt (an automatic step, an enum constant with a body), a skipped place, then seats take 1 or 2
 * tokens in turn; a take of 2 lets the next seat object (an interrupt: it may fine the taker 1 point). Score:
 * tokens taken minus fines.
 */
public class PileGame extends FlowGame<PileGame.State, PileGame.Step> {

    /** Steps. */
    public interface Step {
    }

    /** The deal: automatic; an enum with a constant body to test dispatch to a registered supertype. */
    public enum Deal implements Step {
        /** The one deal step. */
        NOW {
            @Override
            public String toString() {
                return "deal";
            }
        }
    }

    /** A place of the phase whose factory always skips it. */
    public record Never() implements Step {
    }

    /** {@code seat} takes 1 or 2. */
    public record Take(int seat) implements Step {
    }

    /** {@code seat} may object to {@code taker}'s take of 2 (an interrupt). */
    public record Objection(int seat, int taker) implements Step {
    }

    /** Actions. */
    public sealed interface PileAction extends Action {
    }

    /** Take {@code n} tokens. */
    public record TakeN(int n) implements PileAction {
    }

    /** Object (fine the taker) or not. */
    public record Object(boolean fine) implements PileAction {
    }

    /** A deal happened. */
    public record Dealt(int tokens) implements GameEvent {
        @Override
        public String text() {
            return "dealt " + tokens;
        }
    }

    /** The state. */
    public static final class State implements GameState<State> {
        public final int players;
        public int active;
        public int round;
        public int pile;
        public final int[] score;
        final StepStack<Step> steps = new StepStack<>();
        final Rng rng;

        State(int players, long seed) {
            this.players = players;
            this.score = new int[players];
            this.rng = new Rng(seed);
        }

        private State(State o) {
            players = o.players;
            active = o.active;
            round = o.round;
            pile = o.pile;
            score = o.score.clone();
            steps.copyFrom(o.steps);
            rng = o.rng.copy();
        }

        StepStack<Step> steps() {
            return steps;
        }

        @Override
        public State copy() {
            return new State(this);
        }

        @Override
        public boolean equals(java.lang.Object x) {
            return x instanceof State s && s.active == active && s.round == round && s.pile == pile
                    && Arrays.equals(s.score, score) && s.steps.equals(steps) && s.rng.equals(rng);
        }

        @Override
        public int hashCode() {
            return Objects.hash(active, round, pile, Arrays.hashCode(score), steps, rng);
        }
    }

    /** The whole state is public. */
    public record PileView(int observer, int pile, List<Integer> score) implements View {
        @Override
        public String render() {
            return "pile " + pile + ", score " + score;
        }
    }

    static final TakeN ONE = new TakeN(1);
    static final TakeN TWO = new TakeN(2);
    static final Object FINE = new Object(true);
    static final Object LET_GO = new Object(false);

    static final StepRule<State, Deal> DEAL = new StepRule<>() {
        @Override
        public int decider(State s, Deal step) {
            return AUTO;
        }

        @Override
        public void legal(State s, Deal step, List<Action> out) {
        }

        @Override
        public void apply(State s, Deal step, int seat, Action a, Flow<State, ?> flow, EventSink ev) {
            throw new AssertionError("never asked");
        }

        @Override
        public boolean resolve(State s, Deal step, Flow<State, ?> flow, EventSink ev) {
            s.pile = 3 + s.rng.nextInt(3);
            if (ev.enabled()) {
                ev.emit(new Dealt(s.pile));
            }
            flow.done(s, ev);
            return true;
        }
    };

    static final StepRule<State, Take> TAKE = new StepRule<>() {
        @Override
        public int decider(State s, Take step) {
            return step.seat();
        }

        @Override
        public void legal(State s, Take step, List<Action> out) {
            out.add(ONE);
            if (s.pile >= 2) {
                out.add(TWO);
            }
        }

        @Override
        public void apply(State s, Take step, int seat, Action a, Flow<State, ?> flow, EventSink ev) {
            if (!(a instanceof TakeN t)) {
                throw IllegalActionException.notNow(a, "take 1 or 2");
            }
            if (t.n() < 1 || t.n() > Math.min(2, s.pile)) {
                throw new IllegalActionException("2.1", "take 1 or 2 of the " + s.pile + " tokens");
            }
            s.pile -= t.n();
            s.score[seat] += t.n();
            int next = flow.turns().next(s, seat);
            if (s.pile == 0) {
                flow.done(s, ev);
            } else {
                s.steps.replaceTop(new Take(next));
            }
            if (t.n() == 2) {
                s.steps.push(new Objection(next, seat));
            }
        }

        @Override
        public String prompt(State s, Take step) {
            return "Take 1 or 2";
        }

        @Override
        public String describe(State s, Take step, Action a, int observer) {
            return observer == step.seat() ? "I take " + ((TakeN) a).n() : "Take " + ((TakeN) a).n();
        }
    };

    static final StepRule<State, Objection> OBJECTION = new StepRule<>() {
        @Override
        public int decider(State s, Objection step) {
            return step.seat();
        }

        @Override
        public void legal(State s, Objection step, List<Action> out) {
            out.add(FINE);
            out.add(LET_GO);
        }

        @Override
        public void apply(State s, Objection step, int seat, Action a, Flow<State, ?> flow, EventSink ev) {
            if (!(a instanceof Object o)) {
                throw IllegalActionException.notNow(a, "object or not");
            }
            if (o.fine()) {
                s.score[step.taker()]--;
            }
            flow.done(s, ev);
        }
    };

    /** The flow, with a turn policy. */
    static final Flow<State, Step> FLOW = declare(true);

    static Flow<State, Step> declare(boolean withPolicy) {
        Flow.Builder<State, Step> b = Flow.builder(State::steps)
                .phase("Round")
                    .step(Deal.class, s -> Deal.NOW, DEAL)
                    .step(Never.class, s -> null, new StepRule<State, Never>() {
                        @Override
                        public int decider(State s, Never step) {
                            throw new AssertionError("skipped");
                        }

                        @Override
                        public void legal(State s, Never step, List<Action> out) {
                        }

                        @Override
                        public void apply(State s, Never step, int seat, Action a, Flow<State, ?> f, EventSink e) {
                        }
                    })
                    .step(Take.class, s -> new Take(s.active), TAKE)
                    .then((s, flow, ev) -> {
                        s.round++;
                        s.active = flow.turns() == null ? 0 : flow.turns().next(s, s.active);
                        if (s.round < 3) {
                            flow.begin(s, "Round", ev);
                        }
                    })
                .on(Objection.class, OBJECTION);
        if (withPolicy) {
            b.turns(TurnPolicy.clockwise(s -> s.active, s -> s.players));
        }
        return b.build();
    }

    private static final GameInfo INFO = new GameInfo("pile", "Pile", 2, 3, "1", "a test game", List.of(),
            List.of(TakeN.class, Object.class));

    /** The game on {@link #FLOW}. */
    public PileGame() {
        this(FLOW);
    }

    protected PileGame(Flow<State, Step> flow) {
        super(flow);
    }

    @Override
    public GameInfo info() {
        return INFO;
    }

    @Override
    public State newGame(Setup setup) {
        setup.validate(INFO);
        State s = new State(setup.players(), setup.seed());
        flow().start(s, "Round", EventSink.NONE);
        return s;
    }

    @Override
    public Outcome outcome(State s) {
        return Outcome.ranked(s.score.clone(), "tokens minus fines", new int[s.players]);
    }

    @Override
    public View view(State s, int player) {
        return new PileView(player, s.pile, Arrays.stream(s.score).boxed().toList());
    }

    @Override
    public State determinize(State s, int observer, Rng rng) {
        State d = s.copy();
        d.rng.copyFrom(new Rng(rng.nextLong()));
        return d;
    }
}
