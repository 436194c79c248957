package ${package}.rules;

import ${package}.model.RaceSettings;
import ${package}.model.RaceState;
import ${package}.model.RaceStep;
import io.agon.core.EventSink;
import io.agon.core.GameInfo;
import io.agon.core.Outcome;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.core.View;
import io.agon.core.flow.Control;
import io.agon.core.flow.Flow;
import io.agon.core.flow.FlowGame;
import io.agon.core.flow.TurnPolicy;
import java.util.Arrays;
import java.util.List;

/**
 * The forward model of ${gameName}. Its order of play is a declared {@link Flow}: one phase, "Turn", whose one
 * step is decided by {@link TurnRule}; {@link FlowGame} answers who decides, the legal actions, {@code apply} and
 * {@code describe} from that rule. This class writes the rest: set-up, the end of a turn, the outcome, what a seat
 * sees and what it cannot know. It holds no game data, so one instance serves every thread; all data lives in
 * {@link RaceState}.
 */
public final class RaceGame extends FlowGame<RaceState, RaceStep> {

    private final RaceSettings settings;
    private final GameInfo info;

    /** A game with the numbers of {@code settings}. */
    public RaceGame(RaceSettings settings) {
        super(flow(settings));
        this.settings = settings;
        this.info = new GameInfo("${gameId}", "${gameName}", 2, 2, "1",
                "A dice race: roll on or hold, first to " + settings.target() + " wins.", List.of(),
                RaceAction.TYPES);
    }

    /** The order of play: the seat on turn rolls or holds until its turn ends, then the next seat, until a win. */
    private static Flow<RaceState, RaceStep> flow(RaceSettings settings) {
        return Flow.builder(RaceState::steps)
                .phase("Turn")
                    .step(RaceStep.Turn.class, s -> RaceStep.Turn.INSTANCE, new TurnRule(settings))
                    .then((s, flow, events) -> endTurn(s, flow, events, settings), "Turn", "")
                .turns(TurnPolicy.clockwise(s -> s.turn, s -> s.banked.length))
                .build();
    }

    /** After a hold or a bust: a seat that reached the target wins (no step is left), or the next seat's turn. */
    private static void endTurn(RaceState s, Control<RaceState> flow, EventSink events, RaceSettings settings) {
        s.turnTotal = 0;
        s.rolls = 0;
        if (s.banked[s.turn] >= settings.target()) {
            s.winner = s.turn;
            return;
        }
        s.turn = flow.turns().next(s, s.turn);
        flow.begin(s, "Turn", events);
    }

    @Override
    public GameInfo info() {
        return info;
    }

    @Override
    public RaceState newGame(Setup setup) {
        setup.validate(info);
        RaceState s = new RaceState(setup.players(), setup.seed());
        flow().start(s, "Turn", EventSink.NONE);    // P1 begins
        return s;
    }

    @Override
    public Outcome outcome(RaceState s) {
        if (!isOver(s)) {
            throw new IllegalStateException("the game is not over");
        }
        return Outcome.ranked(s.banked.clone(), "P" + (s.winner + 1) + " reached " + settings.target());
    }

    @Override
    public View view(RaceState s, int player) {
        return new RaceView(player, Arrays.stream(s.banked).boxed().toList(), s.turn, s.turnTotal,
                settings.target());
    }

    /** Nothing is hidden: a copy is consistent with what anyone has seen (the die's future is re-seeded). */
    @Override
    public RaceState determinize(RaceState s, int observer, Rng rng) {
        RaceState d = s.copy();
        d.rng.copyFrom(rng.split());
        return d;
    }

    /** The numbers this game plays with. */
    public RaceSettings settings() {
        return settings;
    }
}
