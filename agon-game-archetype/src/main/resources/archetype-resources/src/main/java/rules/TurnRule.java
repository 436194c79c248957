package ${package}.rules;

import ${package}.model.${gameName}Settings;
import ${package}.model.${gameName}State;
import ${package}.model.${gameName}Step.Turn;
import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.IllegalActionException;
import io.agon.core.flow.ActionHandlers;
import io.agon.core.flow.Control;
import io.agon.core.flow.StepRule;
import java.util.List;

/**
 * The rule of a turn: the seat on turn rolls the die as often as it likes and holds to bank the turn total; a roll
 * of the bust face loses the turn total. The turn ends with a hold or a bust ({@link Control#done}); the game's
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

    /** Each action type with its handler (which receives the action typed) and its words. */
    private final ActionHandlers<${gameName}State, Turn> actions = ActionHandlers.<${gameName}State, Turn>builder()
            .on(${gameName}Action.Roll.class, this::roll, (s, step, roll, observer) -> "Roll")
            .on(${gameName}Action.Hold.class, this::hold, (s, step, hold, observer) -> "Hold (bank " + s.turnTotal + ")")
            .otherwise((s, step, action) -> IllegalActionException.notNow(action, "roll or hold"))
            .build();

    @Override
    public ActionHandlers<${gameName}State, Turn> actions() {
        return actions;
    }

    private void roll(${gameName}State s, Turn step, int seat, ${gameName}Action.Roll roll, Control<${gameName}State> flow,
                      EventSink events) {
        int face = 1 + s.rng.nextInt(settings.faces());
        s.rolls++;
        if (face == settings.bust()) {
            if (events.enabled()) {
                events.emit(new ${gameName}Event("P" + (seat + 1) + " rolls " + face + " and loses " + s.turnTotal));
            }
            s.turnTotal = 0;
            flow.done(s, events);    // the turn is over: the phase's end hook runs
        } else {
            s.turnTotal += face;
            if (events.enabled()) {
                events.emit(new ${gameName}Event("P" + (seat + 1) + " rolls " + face + " (turn total " + s.turnTotal
                        + ")"));
            }
        }
    }

    /** Checks first (the state stays unchanged when the hold is refused), then banks the turn total. */
    private void hold(${gameName}State s, Turn step, int seat, ${gameName}Action.Hold hold, Control<${gameName}State> flow,
                      EventSink events) {
        if (s.rolls == 0) {
            throw new IllegalActionException("roll at least once before you hold");
        }
        s.banked[seat] += s.turnTotal;
        if (events.enabled()) {
            events.emit(new ${gameName}Event("P" + (seat + 1) + " holds and has " + s.banked[seat]));
        }
        flow.done(s, events);
    }

    @Override
    public String prompt(${gameName}State s, Turn step) {
        return s.rolls == 0 ? "roll the die" : "roll on or hold " + s.turnTotal;
    }
}
