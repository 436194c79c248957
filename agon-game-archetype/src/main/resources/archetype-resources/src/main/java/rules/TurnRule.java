package ${package}.rules;

import ${package}.model.${gameName}Settings;
import ${package}.model.${gameName}State;
import ${package}.model.${gameName}Step;
import ${package}.model.${gameName}Step.Turn;
import io.agon.core.Action;
import io.agon.core.IllegalActionException;
import io.agon.core.flow.ActionHandlers;
import io.agon.core.flow.Actions;
import io.agon.core.flow.StepContext;
import io.agon.core.flow.StepRule;
import java.util.List;

/**
 * The rule of a turn: the seat on turn rolls the die as often as it likes and holds to bank the turn total; a roll
 * of the bust face loses the turn total. The turn ends with a hold or a bust ({@link StepContext#done}); the game's
 * flow then decides who is next.
 */
public final class TurnRule implements StepRule<${gameName}State, Turn> {

    private final ${gameName}Settings settings;

    /** The rule with the numbers of {@code settings}. */
    public TurnRule(${gameName}Settings settings) {
        this.settings = settings;
    }

    @Override
    public int decider(${gameName}State s, Turn step) {
        return s.turn;
    }

    /**
     * Hold comes first once allowed: a player who always takes the first choice then rolls once and holds, so the
     * game always ends (the contract kit checks this).
     */
    @Override
    public void legal(${gameName}State s, Turn step, List<Action> out) {
        if (s.rolls > 0) {
            out.add(${gameName}Action.Hold.INSTANCE);
        }
        out.add(${gameName}Action.Roll.INSTANCE);
    }

    /** Each action type with its handler (one context and the typed action) and its words. */
    private final ActionHandlers<${gameName}State, Turn> actions = Actions.table(${gameName}State.class, Turn.class, on -> on
                    .on(${gameName}Action.Roll.class, this::roll)
                    .words(${gameName}Action.Roll.class, (ctx, roll, observer) -> "Roll")
                    .on(${gameName}Action.Hold.class, this::hold)
                    .words(${gameName}Action.Hold.class, (ctx, hold, observer) -> "Hold (bank " + ctx.state().turnTotal + ")")
                    .otherwise((ctx, action) -> IllegalActionException.notNow(action, "roll or hold")));

    @Override
    public ActionHandlers<${gameName}State, Turn> actions() {
        return actions;
    }

    private void roll(StepContext<${gameName}State, ${gameName}Step, Turn> ctx, ${gameName}Action.Roll roll) {
        ${gameName}State s = ctx.state();
        String who = "P" + (ctx.seat() + 1);
        int face = 1 + s.rng.nextInt(settings.faces());
        s.rolls++;
        if (face == settings.bust()) {
            int lost = s.turnTotal;
            ctx.emit(() -> new ${gameName}Event(who + " rolls " + face + " and loses " + lost));
            s.turnTotal = 0;
            ctx.done();    // the turn is over: the phase's end hook runs
        } else {
            s.turnTotal += face;
            int total = s.turnTotal;
            ctx.emit(() -> new ${gameName}Event(who + " rolls " + face + " (turn total " + total + ")"));
        }
    }

    /** Checks first (the state stays unchanged when the hold is refused), then banks the turn total. */
    private void hold(StepContext<${gameName}State, ${gameName}Step, Turn> ctx, ${gameName}Action.Hold hold) {
        ${gameName}State s = ctx.state();
        int seat = ctx.seat();
        if (s.rolls == 0) {
            throw new IllegalActionException("roll at least once before you hold");
        }
        s.banked[seat] += s.turnTotal;
        int banked = s.banked[seat];
        ctx.emit(() -> new ${gameName}Event("P" + (seat + 1) + " holds and has " + banked));
        ctx.done();
    }

    @Override
    public String prompt(${gameName}State s, Turn step) {
        return s.rolls == 0 ? "roll the die" : "roll on or hold " + s.turnTotal;
    }
}
