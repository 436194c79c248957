package io.agon.core;

/**
 * Thrown by {@link Game#apply} for an action that is not legal now: the game is over, the wrong player acts,
 * or a rule forbids it. The state is left exactly as it was. The message names the rule, e.g.
 * "Bid 12 is more than your 9 money (4.2 step 3, D11)".
 */
public class IllegalActionException extends AgonException {

    /** @param message what rule the action breaks */
    public IllegalActionException(String message) {
        super(message);
    }

    /** The standard message for an action by a player who is not deciding now. */
    public static IllegalActionException wrongPlayer(int player, int deciding) {
        if (deciding < 0) {
            return new IllegalActionException("the game is over: no more actions are accepted");
        }
        return new IllegalActionException("it is P" + (deciding + 1) + "'s decision, not P" + (player + 1) + "'s");
    }

    /** The standard message for an action of an unknown type or one that does not fit the pending step. */
    public static IllegalActionException notNow(Action action, String expected) {
        return new IllegalActionException(action + " is not possible now: " + expected);
    }
}
