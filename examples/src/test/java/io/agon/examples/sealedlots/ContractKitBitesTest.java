package io.agon.examples.sealedlots;

import io.agon.core.testkit.GameContract;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agon.core.Action;
import io.agon.core.Decision;
import io.agon.core.EventSink;
import io.agon.core.Game;
import io.agon.core.GameInfo;
import io.agon.core.Outcome;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.core.View;
import io.agon.examples.sealedlots.model.LotsState;
import io.agon.examples.sealedlots.rules.LotsAction;
import io.agon.examples.sealedlots.rules.LotsView;
import io.agon.examples.sealedlots.rules.SealedLots;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The core contract kit must catch broken games: each broken variant of the example game fails the check that
 * targets it (core-api cannot depend on this module, so the kit's own bite tests live here).
 */
class ContractKitBitesTest {

    /** Delegates everything to the example game; subclasses break one thing. */
    private static class Wrapper implements Game<LotsState> {
        final SealedLots inner = new SealedLots();

        @Override
        public GameInfo info() {
            return inner.info();
        }

        @Override
        public LotsState newGame(Setup setup) {
            return inner.newGame(setup);
        }

        @Override
        public int currentPlayer(LotsState s) {
            return inner.currentPlayer(s);
        }

        @Override
        public Decision decision(LotsState s) {
            return inner.decision(s);
        }

        @Override
        public void legalActions(LotsState s, List<Action> out) {
            inner.legalActions(s, out);
        }

        @Override
        public void apply(LotsState s, int player, Action a, EventSink events) {
            inner.apply(s, player, a, events);
        }

        @Override
        public Outcome outcome(LotsState s) {
            return inner.outcome(s);
        }

        @Override
        public View view(LotsState s, int player) {
            return inner.view(s, player);
        }

        @Override
        public LotsState determinize(LotsState s, int observer, Rng rng) {
            return inner.determinize(s, observer, rng);
        }
    }

    @Test
    void catchesAViewThatLeaksHiddenCards() {
        Game<LotsState> leaky = new Wrapper() {
            @Override
            public View view(LotsState s, int player) {
                LotsView v = inner.view(s, player);
                // leaks the lot to every player
                return new LotsView(v.observer(), v.money(), v.deckSize(), s.lot, v.open(), v.hidden(),
                        v.hiddenCounts(), v.peeked(), v.highBid());
            }
        };
        assertThatThrownBy(() -> GameContract.of(leaky).players(3).games(5).run())
                .isInstanceOf(AssertionError.class).hasMessageContaining("[view leaks nothing hidden]");
    }

    @Test
    void catchesAPublicViewThatShowsWhatOnlyOneSeatKnows() {
        Game<LotsState> leaky = new Wrapper() {
            @Override
            public View publicView(LotsState s) {
                LotsView v = inner.publicView(s);
                // shows the lot, which only its seller knows, to every spectator
                return new LotsView(-1, v.money(), v.deckSize(), s.lot, v.open(), List.of(), v.hiddenCounts(), -1,
                        v.highBid());
            }
        };
        assertThatThrownBy(() -> GameContract.of(leaky).players(3).games(5).run())
                .isInstanceOf(AssertionError.class).hasMessageContaining("[public view leaks nothing hidden]");
        GameContract.of(new Wrapper() {
            @Override
            public View publicView(LotsState s) {
                return inner.publicView(s);
            }
        }).players(3).games(5).run(); // the game's own public view passes
    }

    @Test
    void catchesAnApplyThatIgnoresTheActingPlayer() {
        Game<LotsState> careless = new Wrapper() {
            @Override
            public void apply(LotsState s, int player, Action a, EventSink events) {
                inner.apply(s, inner.currentPlayer(s), a, events);
            }
        };
        assertThatThrownBy(() -> GameContract.of(careless).players(3).games(5).run())
                .isInstanceOf(AssertionError.class).hasMessageContaining("[wrong player]");
    }

    @Test
    void catchesAnEmptyLegalActionList() {
        Game<LotsState> stuck = new Wrapper() {
            @Override
            public void legalActions(LotsState s, List<Action> out) {
                if (((LotsView) inner.view(s, 0)).deckSize() != 6) {
                    inner.legalActions(s, out);
                }
            }
        };
        assertThatThrownBy(() -> GameContract.of(stuck).players(2).games(20).run())
                .isInstanceOf(AssertionError.class).hasMessageContaining("[legal actions]");
    }

    @Test
    void catchesChanceOutsideTheStatesGenerator() {
        java.util.Random outside = new java.util.Random(1);
        Game<LotsState> impure = new Wrapper() {
            @Override
            public LotsState newGame(Setup setup) {
                return inner.newGame(new Setup(setup.players(), outside.nextLong(), setup.options()));
            }
        };
        assertThatThrownBy(() -> GameContract.of(impure).players(2).games(5).run())
                .isInstanceOf(AssertionError.class)
                .hasMessageMatching("(?s).*\\[(replay|same seed, same game)\\].*");
    }

    @Test
    void catchesAGameThatNeverEnds() {
        assertThatThrownBy(() -> GameContract.of(new Wrapper()).players(4).games(2).maxActions(10).run())
                .isInstanceOf(AssertionError.class).hasMessageContaining("[game ends]");
    }

    @Test
    void catchesAnApplyThatCrashesOnABadFieldValue() {
        Game<LotsState> trusting = new Wrapper() {
            @Override
            public void apply(LotsState s, int player, Action a, EventSink events) {
                if (a instanceof LotsAction.Bid b && b.amount() < 0) {
                    int[] bids = new int[1];
                    bids[b.amount()]++; // what a game that trusts a record's numbers does
                }
                inner.apply(s, player, a, events);
            }
        };
        assertThatThrownBy(() -> GameContract.of(trusting).players(3).games(5).run())
                .isInstanceOf(AssertionError.class).hasMessageContaining("[bad field values]")
                .hasMessageContaining("ArrayIndexOutOfBoundsException");
    }

    @Test
    void catchesAnOutOfRangeValueTakenAsAListedOne() {
        // as Architekton took a landscape's rotation 7 or -1 for 0: the state is that of a listed action, so only
        // the out-of-range check (refused, or listed itself) sees it
        Game<LotsState> lenient = new Wrapper() {
            @Override
            public void apply(LotsState s, int player, Action a, EventSink events) {
                if (a instanceof LotsAction.Bid b && (b.amount() < 0 || b.amount() >= 1_000_000)) {
                    List<Action> legal = new java.util.ArrayList<>();
                    inner.legalActions(s, legal);
                    for (Action l : legal) {
                        if (l instanceof LotsAction.Bid) {
                            inner.apply(s, player, l, events);
                            return;
                        }
                    }
                }
                inner.apply(s, player, a, events);
            }
        };
        assertThatThrownBy(() -> GameContract.of(lenient).players(3).games(5).run())
                .isInstanceOf(AssertionError.class).hasMessageContaining("[out-of-range field]")
                .hasMessageContaining("was accepted");
    }

    @Test
    void catchesAnApplyThatAcceptsAnUnlistedAction() {
        Game<LotsState> lax = new Wrapper() {
            @Override
            public void apply(LotsState s, int player, Action a, EventSink events) {
                if (a instanceof LotsAction.Bid b && b.amount() == Integer.MAX_VALUE && !isOver(s)) {
                    return; // accepts a bid nobody could make, and does nothing
                }
                inner.apply(s, player, a, events);
            }
        };
        assertThatThrownBy(() -> GameContract.of(lax).players(3).games(5).run())
                .isInstanceOf(AssertionError.class).hasMessageContaining("[bad field values]")
                .hasMessageContaining("was accepted");
    }

    /** An action that changes nothing, listed first by {@link #catchesAFirstChoiceThatNeverEnds}. */
    private record Wait() implements Action {
    }

    @Test
    void catchesAFirstChoiceThatNeverEnds() {
        Game<LotsState> patient = new Wrapper() {
            @Override
            public void legalActions(LotsState s, List<Action> out) {
                out.add(new Wait());
                inner.legalActions(s, out);
            }

            @Override
            public void apply(LotsState s, int player, Action a, EventSink events) {
                if (!(a instanceof Wait)) {
                    inner.apply(s, player, a, events);
                }
            }
        };
        assertThatThrownBy(() -> GameContract.of(patient).players(3).games(0).maxActions(500).run())
                .isInstanceOf(AssertionError.class).hasMessageContaining("[first choice ends]");
    }
}
