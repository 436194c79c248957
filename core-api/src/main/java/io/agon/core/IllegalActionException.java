package io.agon.core;

/**
 * The one refusal of every game: thrown by {@link Game#apply} for an action that is not legal now (the game is
 * over, the wrong player acts, or a rule forbids it). The state is left exactly as it was.
 *
 * <p>A refusal names the rule it enforces with a stable {@link #ruleId()}: the spec section or decision number,
 * e.g. {@code "4.2"} or {@code "D11"}, so that tests, logs and a browser can point at the rule. The message is one
 * readable line, e.g. "a bid must be at most your money 9". {@link #getMessage()} gives both, as
 * "message (rule 4.2)", unless the rule id is empty.
 */
public class IllegalActionException extends AgonException {

    /** The rule id of refusals that no game rule names: a wrong player, a finished game, an unknown action. */
    public static final String FLOW = "flow";

    /**
     * The rule id of the refusal of an action number that a client sent from a numbered legal list and that is not
     * on it ({@link #noSuchAction}).
     */
    public static final String INDEX = "index";

    private final String ruleId;
    private final String reason;

    /**
     * A refusal without a rule id of its own (older code): the message should name the rule itself.
     *
     * @param message what rule the action breaks
     */
    public IllegalActionException(String message) {
        super(message);
        this.ruleId = "";
        this.reason = message;
    }

    /**
     * A refusal of the rule {@code ruleId}.
     *
     * @param ruleId  a stable rule id: a spec section or decision number such as "4.2" or "D11"
     * @param message what is wrong, in one line, without the rule id (it is appended to {@link #getMessage()},
     *     except for {@link #FLOW})
     */
    public IllegalActionException(String ruleId, String message) {
        this(ruleId, message, !FLOW.equals(ruleId) && !INDEX.equals(ruleId));
    }

    private IllegalActionException(String ruleId, String message, boolean showRule) {
        super(showRule && ruleId != null && !ruleId.isEmpty() ? message + " (rule " + ruleId + ")" : message);
        this.ruleId = ruleId == null ? "" : ruleId;
        this.reason = message;
    }

    /** The stable id of the rule that refuses the action ("4.2", "D11", {@link #FLOW}), or "" when unnamed. */
    public String ruleId() {
        return ruleId;
    }

    /** The message without the rule id. */
    public String reason() {
        return reason;
    }

    /** The standard refusal of an action by a player who is not deciding now (rule id {@link #FLOW}). */
    public static IllegalActionException wrongPlayer(int player, int deciding) {
        if (deciding < 0) {
            return flow("the game is over: no more actions are accepted");
        }
        return flow("it is P" + (deciding + 1) + "'s decision, not P" + (player + 1) + "'s");
    }

    /**
     * The standard refusal of an action of an unknown type or one that does not fit the pending step (rule id
     * {@link #FLOW}).
     */
    public static IllegalActionException notNow(Action action, String expected) {
        return flow(action + " is not possible now: " + expected);
    }

    /**
     * The refusal of action number {@code index} of a numbered legal list of {@code count} actions (rule id
     * {@link #INDEX}): "there is no action 7 (the legal actions are numbered 0 to 1)".
     */
    public static IllegalActionException noSuchAction(int index, int count) {
        return new IllegalActionException(INDEX, "there is no action " + index + " (the legal actions are numbered 0"
                + " to " + (count - 1) + ")", false);
    }

    /** A flow refusal: rule id {@link #FLOW}, the message exactly as given (as before rule ids existed). */
    private static IllegalActionException flow(String message) {
        return new IllegalActionException(FLOW, message, false);
    }
}
