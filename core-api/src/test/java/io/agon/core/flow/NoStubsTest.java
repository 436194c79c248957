package io.agon.core.flow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.GameEvent;
import io.agon.core.GameInfo;
import io.agon.core.GameState;
import io.agon.core.IllegalActionException;
import io.agon.core.OptionInfo;
import io.agon.core.Outcome;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.core.View;
import io.agon.core.session.Session;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 43, an API without stubs: an automatic step writes neither {@code legal} nor {@code apply}, a
 * {@link GameInfo} is built by named values, a game of perfect information needs no {@code determinize}, and
 * set-up events reach the session.
 */
class NoStubsTest {

    /** A count to three: seat 0 adds one, an automatic step announces each even total. */
    static final class Three implements GameState<Three> {
        final StepStack<Object> steps = new StepStack<>();
        int total;

        @Override
        public Three copy() {
            Three c = new Three();
            c.total = total;
            c.steps.copyFrom(steps);
            return c;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Three t && t.total == total && t.steps.equals(steps);
        }

        @Override
        public int hashCode() {
            return total * 31 + steps.hashCode();
        }
    }

    record Add() implements Action {
    }

    record Turn() {
    }

    record Announce() {
    }

    record Said(String text) implements GameEvent {
    }

    record Seen(int observer, int total) implements View {
        @Override
        public String render() {
            return "total " + total;
        }
    }

    /** Only {@code decider} and {@code resolve}: no {@code legal}, no {@code apply}. */
    static final class AnnounceRule implements StepRule<Three, Announce> {
        @Override
        public int decider(Three s, Announce step) {
            return AUTO;
        }

        @Override
        public boolean resolve(Three s, Announce step, Control<Three> flow, EventSink events) {
            if (events.enabled()) {
                events.emit(new Said("the total is " + s.total));
            }
            flow.done(s, events);
            return true;
        }
    }

    static final class TurnRule implements StepRule<Three, Turn> {
        private final ActionHandlers<Three, Turn> actions = ActionHandlers.<Three, Turn>builder()
                .on(Add.class, (s, step, seat, add, flow, ev) -> {
                    s.total++;
                    flow.done(s, ev);
                }).build();

        @Override
        public int decider(Three s, Turn step) {
            return 0;
        }

        @Override
        public void legal(Three s, Turn step, List<Action> out) {
            out.add(new Add());
        }

        @Override
        public ActionHandlers<Three, Turn> actions() {
            return actions;
        }
    }

    static final GameInfo INFO = GameInfo.builder("three", "Three").players(1).actions(Add.class).build();

    /** Writes only newGame with a sink, and says it hides nothing: no determinize, no newGame(Setup). */
    static class ThreeGame extends FlowGame<Three, Object> {
        ThreeGame() {
            super(Flow.<Three, Object>builder(s -> s.steps)
                    .phase("Round")
                    .step(Announce.class, s -> new Announce(), new AnnounceRule())
                    .step(Turn.class, s -> new Turn(), new TurnRule())
                    .then((s, flow, ev) -> {
                        if (s.total < 3) {
                            flow.begin(s, "Round", ev);
                        }
                    }, "Round", "")
                    .build());
        }

        @Override
        public GameInfo info() {
            return INFO;
        }

        @Override
        public Three newGame(Setup setup, EventSink events) {
            setup.validate(INFO);
            Three s = new Three();
            flow().start(s, "Round", events);
            return s;
        }

        @Override
        public boolean perfectInformation() {
            return true;
        }

        @Override
        public Outcome outcome(Three s) {
            return Outcome.ranked(new int[] {s.total}, "");
        }

        @Override
        public View view(Three s, int player) {
            return new Seen(player, s.total);
        }
    }

    @Test
    void anAutomaticStepNeedsNeitherLegalNorApplyAndRefusesAnyAction() {
        AnnounceRule rule = new AnnounceRule();
        Three s = new Three();
        List<Action> out = new ArrayList<>();
        rule.legal(s, new Announce(), out);
        assertThat(out).isEmpty();
        @SuppressWarnings("deprecation")
        Throwable refused = org.assertj.core.api.Assertions.catchThrowable(() -> rule.apply(s, new Announce(), 0,
                new Add(), null, EventSink.NONE));
        assertThat(refused).isInstanceOf(IllegalActionException.class).hasMessageContaining("Add[] is not possible");
        assertThat(s.total).isZero();
    }

    @Test
    void setUpEventsReachTheSessionWhileTheOldNewGameStillWorks() {
        ThreeGame game = new ThreeGame();
        Session<Three> session = Session.start(game, Setup.of(1, 1));
        assertThat(session.setupEvents()).containsExactly(new Said("the total is 0"));
        assertThat(game.newGame(Setup.of(1, 1))).isEqualTo(session.state());   // the default: the same, no sink
        List<GameEvent> later = session.apply(0, new Add()).events();
        assertThat(later).containsExactly(new Said("the total is 1"));
    }

    @Test
    void perfectInformationDeterminizesToACopyAndOtherGamesMustOverride() {
        ThreeGame game = new ThreeGame();
        Three s = game.newGame(Setup.of(1, 1));
        Three d = game.determinize(s, 0, new Rng(5));
        assertThat(d).isEqualTo(s).isNotSameAs(s);
        ThreeGame hiding = new ThreeGame() {
            @Override
            public boolean perfectInformation() {
                return false;
            }
        };
        assertThatThrownBy(() -> hiding.determinize(s, 0, new Rng(5)))
                .isInstanceOf(UnsupportedOperationException.class)
                .hasMessage("Three has hidden information: it must override redeal (or determinize), or declare"
                        + " perfectInformation() if every player sees the whole state");
    }

    @Test
    void gameInfoBuilderNamesEveryValueAndSaysWhatIsMissing() {
        GameInfo built = GameInfo.builder("g", "Game").players(2, 4).rulesVersion("3").summary("a game")
                .options(new OptionInfo("o", "an option", List.of(), "x")).actions(Add.class).build();
        assertThat(built).isEqualTo(new GameInfo("g", "Game", 2, 4, "3", "a game",
                List.of(new OptionInfo("o", "an option", List.of(), "x")), List.of(Add.class)));
        assertThat(INFO.rulesVersion()).isEqualTo("1");
        assertThat(INFO.summary()).isEmpty();
        assertThat(INFO.playerCounts()).isEqualTo("1");
        assertThatThrownBy(() -> GameInfo.builder("g", "Game").actions(Add.class).build())
                .hasMessage("Game: say how many players with players(...)");
        assertThatThrownBy(() -> GameInfo.builder("g", "Game").players(2).build())
                .hasMessage("Game: list the action types with actions(...)");
    }

    @Test
    void arrayStateCopiesComparesAndReusesItsStorage() {
        ArrayState<Turn> a = new ArrayState<>(3, 9);
        a.ints[1] = 7;
        a.steps.push(new Turn());
        ArrayState<Turn> c = a.copy();
        assertThat(c).isEqualTo(a).hasSameHashCodeAs(a);
        c.ints[1] = 8;
        c.rng.nextInt(5);
        assertThat(a.ints[1]).isEqualTo(7);
        assertThat(c).isNotEqualTo(a);
        assertThat(c.copyFrom(a)).isSameAs(c).isEqualTo(a);
        assertThat(new ArrayState<Turn>(4, 9).copyFrom(a)).isEqualTo(a);
        c.rng.nextInt(5);
        assertThat(c).as("the generator is part of the value").isNotEqualTo(a);
    }

    @Test
    void aRuleOfFunctionsAndAGameThatPassesItsInfo() {
        StepRule<Three, Turn> rule = StepRule.of((s, t) -> 0, (s, t, out) -> out.add(new Add()),
                ActionHandlers.<Three, Turn>builder().on(Add.class, (s, t, seat, a, flow, ev) -> s.total++).build(),
                (s, t) -> "Add one");
        Three s = new Three();
        List<Action> out = new ArrayList<>();
        rule.legal(s, new Turn(), out);
        assertThat(out).containsExactly(new Add());
        assertThat(rule.prompt(s, new Turn())).isEqualTo("Add one");
        assertThat(rule.decider(s, new Turn())).isZero();
        FlowGame<Three, Object> given = new FlowGame<>(INFO, new ThreeGame().flow()) {
            @Override
            public Outcome outcome(Three state) {
                return null;
            }

            @Override
            public View view(Three state, int player) {
                return View.of(player, "x");
            }
        };
        assertThat(given.info()).isSameAs(INFO);
        assertThat(given.view(s, 1)).isEqualTo(new io.agon.core.TextView(1, "x"));
        assertThatThrownBy(() -> new FlowGame<Three, Object>(new ThreeGame().flow()) {
            @Override
            public Outcome outcome(Three state) {
                return null;
            }

            @Override
            public View view(Three state, int player) {
                return null;
            }
        }.info()).isInstanceOf(IllegalStateException.class).hasMessageContaining("gives no GameInfo");
    }

    /** A game implementing neither newGame method is told so in one line (the two defaults call each other). */
    @Test
    @SuppressWarnings({"unchecked", "rawtypes"})
    void aGameThatImplementsNeitherNewGameIsToldSo() {
        io.agon.core.Game g = (io.agon.core.Game) java.lang.reflect.Proxy.newProxyInstance(
                io.agon.core.Game.class.getClassLoader(), new Class<?>[] {io.agon.core.Game.class},
                (proxy, m, args) -> {
                    if (m.isDefault()) {
                        return java.lang.reflect.InvocationHandler.invokeDefault(proxy, m, args);
                    }
                    throw new UnsupportedOperationException(m.getName());
                });
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> g.newGame(io.agon.core.Setup.of(2, 1)))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("implements neither newGame(Setup)");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> g.newGame(io.agon.core.Setup.of(2, 1),
                io.agon.core.EventSink.NONE)).isInstanceOf(IllegalStateException.class);
    }
}
