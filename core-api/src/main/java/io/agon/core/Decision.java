package io.agon.core;

/**
 * The pending decision, for display: who must decide now, whose turn it is, and what is being asked.
 * The deciding player may differ from the player on turn (a bid, a discard asked of everyone, a reaction).
 *
 * @param player  the deciding player, or {@code -1} when the game is over
 * @param onTurn  the player whose turn it is, or {@code -1} when the game is over
 * @param prompt  what is asked, e.g. "Bid on the red card or pass"
 */
public record Decision(int player, int onTurn, String prompt) {

    /** The decision of a finished game. */
    public static final Decision GAME_OVER = new Decision(-1, -1, "The game is over");

    /** True when the deciding player is not the player on turn (an interrupt). */
    public boolean isInterrupt() {
        return player >= 0 && player != onTurn;
    }
}
