package ${package}.rules;

import ${package}.model.${gameName}Settings;
import ${package}.model.${gameName}State;
import ${package}.model.${gameName}Step;
import io.agon.core.EventSink;
import io.agon.core.GameInfo;
import io.agon.core.Outcome;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.core.View;
import io.agon.core.flow.Control;
import io.agon.core.flow.Flow;
import io.agon.core.flow.FlowGame;
import io.agon.core.flow.Phase;
import io.agon.core.flow.TurnPolicy;
import java.util.Arrays;

/**
 * The forward model of ${gameName}. Its order of play is a declared {@link Flow}: one phase, {@link #TURN}, whose one
 * step is decided by {@link TurnRule}; {@link FlowGame} answers who decides, the legal actions, {@code apply} and
 * {@code describe} from that rule. This class writes the rest: set-up, the end of a turn, the outcome, what a seat
 * sees and what it cannot know. It holds no game data, so one instance serves every thread; all data lives in
 * {@link ${gameName}State}.
 */
public final class ${gameName}Game extends FlowGame<${gameName}State, ${gameName}Step> {

    /** The game's one phase: a seat's turn. */
    static final Phase TURN = Phase.named("Turn");

    private final ${gameName}Settings settings;
    private final GameInfo info;

    /** A game with the numbers of {@code settings}. */
    public ${gameName}Game(${gameName}Settings settings) {
        super(flow(settings));
        this.settings = settings;
        this.info = GameInfo.builder("${gameId}", "${gameName}").players(2)
                .summary("A dice race: roll on or hold, first to " + settings.target() + " wins.")
                .actions(${gameName}Action.TYPES).build();
    }

    /** The order of play: the seat on turn rolls or holds until its turn ends, then the next seat, until a win. */
    private static Flow<${gameName}State, ${gameName}Step> flow(${gameName}Settings settings) {
        return Flow.of(${gameName}State.class)
                .phase(TURN)
                    .step(${gameName}Step.Turn.class, s -> ${gameName}Step.Turn.INSTANCE, new TurnRule(settings))
                    .then((s, flow, events) -> endTurn(s, flow, events, settings), TURN, Phase.GAME_OVER)
                .turns(TurnPolicy.clockwise(s -> s.turn, s -> s.banked.length))
                .build();
    }

    /** After a hold or a bust: a seat that reached the target wins (no step is left), or the next seat's turn. */
    private static void endTurn(${gameName}State s, Control<${gameName}State> flow, EventSink events, ${gameName}Settings settings) {
        s.turnTotal = 0;
        s.rolls = 0;
        if (s.banked[s.turn] >= settings.target()) {
            s.winner = s.turn;
            return;
        }
        s.turn = flow.turns().next(s, s.turn);
        flow.begin(s, TURN, events);
    }

    @Override
    public GameInfo info() {
        return info;
    }

    /** Deals nothing: P1 begins. What set-up reports to {@code events} is narrated before the first decision. */
    @Override
    public ${gameName}State newGame(Setup setup, EventSink events) {
        setup.validate(info);
        ${gameName}State s = new ${gameName}State(setup.players(), setup.seed());
        if (events.enabled()) {
            events.emit(new ${gameName}Event("First to " + settings.target() + " wins; P1 begins"));
        }
        flow().start(s, TURN, events);
        return s;
    }

    @Override
    public Outcome outcome(${gameName}State s) {
        if (!isOver(s)) {
            throw new IllegalStateException("the game is not over");
        }
        return Outcome.ranked(s.banked.clone(), "P" + (s.winner + 1) + " reached " + settings.target());
    }

    @Override
    public View view(${gameName}State s, int player) {
        return new ${gameName}View(player, Arrays.stream(s.banked).boxed().toList(), s.turn, s.turnTotal,
                settings.target());
    }

    /** Nothing is hidden: a copy is consistent with what anyone has seen (the die's future is re-seeded). */
    @Override
    public ${gameName}State determinize(${gameName}State s, int observer, Rng rng) {
        ${gameName}State d = s.copy();
        d.rng.copyFrom(rng.split());
        return d;
    }

    /** The numbers this game plays with. */
    public ${gameName}Settings settings() {
        return settings;
    }
}
