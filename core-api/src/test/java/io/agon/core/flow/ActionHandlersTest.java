package io.agon.core.flow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.IllegalActionException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Typed action dispatch: each step declares its action types with their handlers, words and refusals; the flow
 * finds the handler by the action's class, checks the action's fields, and gives the rule only a {@link Control}.
 */
class ActionHandlersTest {

    /** A counter game's state: a total, a stack of steps, and what the handlers saw. */
    static final class Count {
        final StepStack<Object> steps = new StepStack<>();
        int total;
        int checks;
        final List<String> log = new ArrayList<>();
    }

    interface Move extends Action {
    }

    record Add(int n) implements Move {
        @Override
        public void checkFields() {
            if (n < 0) {
                throw new IllegalActionException("F", "a negative amount");
            }
        }
    }

    record Double() implements Move {
    }

    record Stop() implements Action {
    }

    record Foreign() implements Action {
    }

    record Other() implements Action {
    }

    record Turn(int seat) {
    }

    record Bonus(int seat) {
    }

    /** The turn: add, double (through the interface), stop; a foreign action is refused in its own words. */
    static final class TurnRule implements StepRule<Count, Turn> {
        private final ActionHandlers<Count, Turn> actions = ActionHandlers.<Count, Turn>builder()
                .on(Add.class, (s, step, seat, add, flow, ev) -> {
                    s.total += add.n();
                    s.log.add("add " + add.n() + " by " + seat);
                    if (s.total >= 10) {
                        flow.push(s, new Bonus(seat));
                    }
                }, (s, step, add, observer) -> "Add " + add.n())
                .on(Move.class, (s, step, seat, m, flow, ev) -> {
                    s.total *= 2;
                    s.log.add("move " + m);
                })
                .on(Stop.class, (s, step, seat, stop, flow, ev) -> flow.done(s, ev))
                .refuse(Foreign.class, (s, step, a) -> new IllegalActionException("R", "no foreign moves here"))
                .otherwise((s, step, a) -> new IllegalActionException("T", "add, double or stop"))
                .build();

        @Override
        public int decider(Count s, Turn step) {
            return step.seat();
        }

        @Override
        public void legal(Count s, Turn step, List<Action> out) {
            out.add(new Add(1));
            out.add(new Stop());
        }

        @Override
        public ActionHandlers<Count, Turn> actions() {
            return actions;
        }
    }

    /** An interrupt: take the bonus, which ends the game. */
    static final class BonusRule implements StepRule<Count, Bonus> {
        private final ActionHandlers<Count, Bonus> actions = ActionHandlers.<Count, Bonus>builder()
                .on(Stop.class, (s, step, seat, stop, flow, ev) -> {
                    s.log.add("bonus for " + seat);
                    flow.endGame(s);
                })
                .build();

        @Override
        public int decider(Count s, Bonus step) {
            return step.seat();
        }

        @Override
        public void legal(Count s, Bonus step, List<Action> out) {
            out.add(new Stop());
        }

        @Override
        public ActionHandlers<Count, Bonus> actions() {
            return actions;
        }
    }

    private static final Flow<Count, Object> FLOW = Flow.<Count, Object>builder(s -> s.steps)
            .phase("Turn")
                .step(Turn.class, s -> new Turn(0), new TurnRule())
                .thenPhase("Turn")
            .on(Bonus.class, new BonusRule())
            .build();

    private static Count start() {
        Count s = new Count();
        FLOW.start(s, "Turn", EventSink.NONE);
        return s;
    }

    @Test
    void theHandlerOfTheActionsClassGetsItTyped() {
        Count s = start();
        FLOW.apply(s, 0, new Add(3), EventSink.NONE);
        assertThat(s.total).isEqualTo(3);
        assertThat(s.log).containsExactly("add 3 by 0");
    }

    @Test
    void aHandlerDeclaredForAnInterfaceTakesEveryRecordThatImplementsIt() {
        Count s = start();
        FLOW.apply(s, 0, new Add(2), EventSink.NONE);
        FLOW.apply(s, 0, new Double(), EventSink.NONE);
        assertThat(s.total).isEqualTo(4);
        assertThat(s.log).last().isEqualTo("move Double[]");
    }

    @Test
    void anActionNoHandlerTakesIsRefusedAndNothingChanges() {
        Count s = start();
        assertThatThrownBy(() -> FLOW.apply(s, 0, new Other(), EventSink.NONE))
                .isInstanceOf(IllegalActionException.class).hasMessage("add, double or stop (rule T)");
        assertThatThrownBy(() -> FLOW.apply(s, 0, new Foreign(), EventSink.NONE))
                .isInstanceOf(IllegalActionException.class).hasMessage("no foreign moves here (rule R)");
        assertThat(s.total).isZero();
        assertThat(s.log).isEmpty();
        assertThat(s.steps.peek()).isEqualTo(new Turn(0));
    }

    @Test
    void fieldsAreCheckedBeforeTheHandlerAndBeforeARefusal() {
        Count s = start();
        assertThatThrownBy(() -> FLOW.apply(s, 0, new Add(-1), EventSink.NONE))
                .isInstanceOf(IllegalActionException.class).hasMessage("a negative amount (rule F)");
        assertThat(s.log).isEmpty();
        // at a step that does not take Add, the malformed action is still refused for its field first
        FLOW.apply(s, 0, new Add(10), EventSink.NONE);
        assertThat(s.steps.peek()).isEqualTo(new Bonus(0));
        assertThatThrownBy(() -> FLOW.apply(s, 0, new Add(-1), EventSink.NONE))
                .hasMessage("a negative amount (rule F)");
    }

    @Test
    void rulesMoveTheFlowThroughControlOnly() {
        Count s = start();
        FLOW.apply(s, 0, new Stop(), EventSink.NONE);      // done: the phase's end hook begins it again
        assertThat(s.steps.peek()).isEqualTo(new Turn(0));
        FLOW.apply(s, 0, new Add(10), EventSink.NONE);     // push: the bonus interrupt
        assertThat(FLOW.currentPlayer(s)).isZero();
        assertThat(s.steps.size()).isEqualTo(2);
        FLOW.apply(s, 0, new Stop(), EventSink.NONE);      // endGame: the stack is empty
        assertThat(FLOW.isOver(s)).isTrue();
        assertThat(s.log).containsExactly("add 10 by 0", "bonus for 0");
    }

    @Test
    void aStepSaysItsActionsInTheWordsTheirHandlersDeclared() {
        Count s = start();
        assertThat(FLOW.describe(s, new Add(4), -1)).isEqualTo("Add 4");
        assertThat(FLOW.describe(s, new Stop(), 0)).isEqualTo("Stop[]"); // no words declared: the action's own
    }

    @Test
    void aTypeTakesOneHandler() {
        ActionHandlers.Builder<Count, Turn> b = ActionHandlers.<Count, Turn>builder()
                .on(Stop.class, (s, step, seat, a, flow, ev) -> { });
        assertThatThrownBy(() -> b.on(Stop.class, (s, step, seat, a, flow, ev) -> { }))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Stop");
        assertThatThrownBy(() -> b.refuse(Stop.class, (s, step, a) -> null))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ActionHandlers.<Count, Turn>builder().build())
                .isInstanceOf(IllegalStateException.class);
    }

    @Test
    void theShapeShowsPhasesStepsDecidersAndActions() {
        FlowShape shape = FLOW.shape();
        assertThat(shape.phases()).hasSize(1);
        assertThat(shape.phases().get(0).next()).containsExactly("Turn");
        assertThat(shape.text()).isEqualTo("""
                phase Turn
                  Turn (a seat decides): Add, Move, Stop
                  then: Turn
                interrupts
                  Bonus (a seat decides): Stop
                """);
        assertThat(shape.mermaid()).contains("subgraph P0[\"Turn\"]", "P0 --> P0", "subgraph I[\"interrupts\"]",
                "Add, Move, Stop");
    }

    @Test
    void aFlowThatIsNotDeclaredShowsNoPhase() {
        Flow<Count, Object> byHand = Flow.<Count, Object>builder(s -> s.steps)
                .on(Turn.class, new TurnRule())
                .on(Bonus.class, new BonusRule())
                .build();
        assertThat(byHand.shape().phases()).isEmpty();
        assertThat(byHand.shape().text()).startsWith("interrupts (no phase is declared)");
        assertThat(byHand.shape().mermaid()).doesNotContain("subgraph P");
    }

    @Test
    void aPhaseMayNotLeadToAPhaseThatIsNotDeclared() {
        assertThatThrownBy(() -> Flow.<Count, Object>builder(s -> s.steps)
                .phase("Turn").step(Turn.class, s -> new Turn(0), new TurnRule()).then((s, f, e) -> { }, "Nowhere")
                .build())
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("Nowhere");
    }

    @Test
    void aDecisionStepWithoutActionsSaysSoWhenAnActionArrives() {
        Flow<Count, Object> broken = Flow.<Count, Object>builder(s -> s.steps)
                .phase("Turn").step(Turn.class, s -> new Turn(0), new StepRule<Count, Turn>() {
                    @Override
                    public int decider(Count s, Turn step) {
                        return 0;
                    }

                    @Override
                    public void legal(Count s, Turn step, List<Action> out) {
                        out.add(new Stop());
                    }
                })
                .build();
        Count s = new Count();
        broken.start(s, "Turn", EventSink.NONE);
        assertThatThrownBy(() -> broken.apply(s, 0, new Stop(), EventSink.NONE))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("declares no actions()");
    }
}
