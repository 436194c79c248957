package io.agon.core.flow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agon.core.Action;
import io.agon.core.Decision;
import io.agon.core.EventSink;
import io.agon.core.GameEvent;
import io.agon.core.IllegalActionException;
import io.agon.core.Setup;
import io.agon.core.testkit.GameContract;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The declared flow: phases, automatic steps, interrupts, turn policies, dispatch, refusals. */
class FlowTest {

    private final PileGame game = new PileGame();

    @Test
    void automaticStepsResolveAtTheStartAndSkippedPlacesAreSkipped() {
        PileGame.State s = game.newGame(Setup.of(2, 3));
        assertThat(s.pile).isBetween(3, 5);
        assertThat(s.steps.size()).isEqualTo(1);
        assertThat(s.steps.peek()).isEqualTo(new PileGame.Take(0));
        assertThat(game.decision(s)).isEqualTo(new Decision(0, 0, "Take 1 or 2"));
    }

    @Test
    void theContractKitHoldsOnAFlowGame() {
        GameContract.Report r = GameContract.of(game).players(2, 3).games(200).seed(1).run();
        assertThat(r.games()).isEqualTo(200);
    }

    @Test
    void anInterruptAsksAnotherSeatAndTheStepBelowContinues() {
        PileGame.State s = game.newGame(Setup.of(3, 3));
        s.pile = 5;
        game.apply(s, 0, PileGame.TWO, EventSink.NONE);
        Decision d = game.decision(s);
        assertThat(d.player()).isEqualTo(1);
        assertThat(d.onTurn()).isZero();
        assertThat(d.isInterrupt()).isTrue();
        assertThat(game.legalActions(s)).containsExactly(PileGame.FINE, PileGame.LET_GO);
        game.apply(s, 1, PileGame.FINE, EventSink.NONE);
        assertThat(s.score).containsExactly(1, 0, 0);
        assertThat(s.steps.peek()).isEqualTo(new PileGame.Take(1));
    }

    @Test
    void thePhaseEndHookBeginsTheNextRoundAndAnEmptyStackEndsTheGame() {
        PileGame.State s = game.newGame(Setup.of(2, 8));
        List<GameEvent> events = new ArrayList<>();
        while (s.round == 0) {
            game.apply(s, game.currentPlayer(s), PileGame.ONE, events::add);
        }
        assertThat(events).hasSize(1).first().isInstanceOf(PileGame.Dealt.class);
        assertThat(s.active).isEqualTo(1);
        assertThat(s.steps.peek()).isEqualTo(new PileGame.Take(1));
        while (!game.isOver(s)) {
            game.apply(s, game.currentPlayer(s), PileGame.ONE, EventSink.NONE);
        }
        assertThat(s.round).isEqualTo(3);
        assertThat(game.currentPlayer(s)).isEqualTo(-1);
        assertThat(game.decision(s)).isEqualTo(Decision.GAME_OVER);
        assertThat(game.legalActions(s)).isEmpty();
        assertThatThrownBy(() -> game.apply(s, 0, PileGame.ONE, EventSink.NONE))
                .isInstanceOf(IllegalActionException.class).hasMessage("the game is over: no more actions are accepted");
    }

    @Test
    void refusalsNameTheirRuleAndChangeNothing() {
        PileGame.State s = game.newGame(Setup.of(2, 3));
        PileGame.State before = s.copy();
        assertThatThrownBy(() -> game.apply(s, 0, new PileGame.TakeN(3), EventSink.NONE))
                .isInstanceOf(IllegalActionException.class)
                .hasMessage("take 1 or 2 of the " + s.pile + " tokens (rule 2.1)")
                .satisfies(e -> assertThat(((IllegalActionException) e).ruleId()).isEqualTo("2.1"))
                .satisfies(e -> assertThat(((IllegalActionException) e).reason()).startsWith("take 1 or 2"));
        assertThatThrownBy(() -> game.apply(s, 1, PileGame.ONE, EventSink.NONE))
                .isInstanceOf(IllegalActionException.class).hasMessage("it is P1's decision, not P2's")
                .satisfies(e -> assertThat(((IllegalActionException) e).ruleId())
                        .isEqualTo(IllegalActionException.FLOW));
        assertThatThrownBy(() -> game.apply(s, 0, PileGame.FINE, EventSink.NONE))
                .isInstanceOf(IllegalActionException.class).hasMessageContaining("take 1 or 2");
        assertThatThrownBy(() -> game.apply(s, 0, null, EventSink.NONE))
                .isInstanceOf(IllegalActionException.class).hasMessage("no action given");
        assertThat(s).isEqualTo(before);
        assertThat(new IllegalActionException("old style").ruleId()).isEmpty();
    }

    @Test
    void dispatchIsByRegisteredTypeIncludingSubclassesLikeEnumConstantBodies() {
        Flow<PileGame.State, PileGame.Step> flow = PileGame.FLOW;
        assertThat(PileGame.Deal.NOW.getClass()).isNotEqualTo(PileGame.Deal.class);
        assertThat(flow.typeId(PileGame.Deal.NOW)).isZero();
        assertThat(flow.typeId(new PileGame.Never())).isEqualTo(1);
        assertThat(flow.typeId(new PileGame.Take(0))).isEqualTo(2);
        assertThat(flow.typeId(new PileGame.Objection(0, 1))).isEqualTo(3);
        assertThat(flow.typeCount()).isEqualTo(4);
        assertThat(flow.ruleOf(new PileGame.Take(0))).isSameAs(PileGame.TAKE);
        assertThat(flow.phaseOf(PileGame.Deal.NOW)).isEqualTo("Round");
        assertThat(flow.phaseOf(new PileGame.Objection(0, 1))).isNull();
        assertThat(flow.phaseNames()).containsExactly("Round");
        PileGame.State s = game.newGame(Setup.of(2, 3));
        s.steps.push(new PileGame.Step() { });
        assertThatThrownBy(() -> game.currentPlayer(s)).isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("no rule is registered for the step type");
    }

    @Test
    void describeIsPerObserverAndTheDecidersOwnWording() {
        PileGame.State s = game.newGame(Setup.of(2, 3));
        assertThat(game.describe(s, PileGame.ONE)).isEqualTo("I take 1");
        assertThat(game.describe(s, PileGame.ONE, 1)).isEqualTo("Take 1");
        assertThat(game.describe(s, PileGame.ONE, -1)).isEqualTo("Take 1");
    }

    @Test
    void withoutATurnPolicyTheDeciderIsOnTurn() {
        PileGame g = new PileGame(PileGame.declare(false));
        PileGame.State s = g.newGame(Setup.of(2, 3));
        s.pile = 5;
        s.steps.replaceTop(new PileGame.Take(1));
        assertThat(g.decision(s).onTurn()).isEqualTo(1);
    }

    @Test
    void anAutomaticStepLeftUnresolvedIsReportedNotPlayed() {
        StepRule<PileGame.State, PileGame.Take> stuck = new StepRule<>() {
            @Override
            public int decider(PileGame.State s, PileGame.Take step) {
                return AUTO;
            }

            @Override
            public void legal(PileGame.State s, PileGame.Take step, List<Action> out) {
            }

            @Override
            public void apply(PileGame.State s, PileGame.Take t, int seat, Action a, Flow<PileGame.State, ?> f,
                              EventSink e) {
            }
        };
        Flow<PileGame.State, PileGame.Step> flow = Flow.builder(PileGame.State::steps).on(PileGame.Take.class, stuck)
                .build();
        PileGame.State s = game.newGame(Setup.of(2, 3));
        flow.settle(s, EventSink.NONE);
        assertThatThrownBy(() -> flow.currentPlayer(s)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("did not resolve");
    }

    @Test
    void theBuilderRefusesMistakes() {
        assertThatThrownBy(() -> Flow.builder(PileGame.State::steps).step(PileGame.Take.class, s -> null,
                PileGame.TAKE)).isInstanceOf(IllegalStateException.class).hasMessageContaining("outside a phase");
        assertThatThrownBy(() -> Flow.builder(PileGame.State::steps).on(PileGame.Take.class, PileGame.TAKE)
                .on(PileGame.Take.class, PileGame.TAKE)).hasMessageContaining("registered twice");
        assertThatThrownBy(() -> Flow.builder(PileGame.State::steps).phase("A").phase("A"))
                .hasMessageContaining("declared twice");
        assertThatThrownBy(() -> Flow.builder(PileGame.State::steps).phase("A").build())
                .hasMessageContaining("has no step");
        assertThatThrownBy(() -> PileGame.FLOW.begin(game.newGame(Setup.of(2, 1)), "Nope", EventSink.NONE))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("no phase 'Nope'");
    }
}
