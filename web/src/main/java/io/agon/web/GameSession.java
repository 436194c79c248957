package io.agon.web;

import io.agon.core.Decision;
import io.agon.core.GameInfo;
import io.agon.core.Outcome;
import io.agon.core.agent.Agent;
import io.agon.core.record.GameRecord;
import java.util.List;

/**
 * One game in progress as the server needs it: the narrow seam between the web server and the rules. The server
 * never touches the true state; it asks this interface for what one observer may see. {@link CoreSession} is
 * the implementation over the core play loop, {@link io.agon.core.session.Session}.
 *
 * <p>Not thread-safe: the server calls it under its table's lock.
 */
public interface GameSession {

    /** The game's static facts. */
    GameInfo info();

    /** Number of actions applied so far: the state version a client must name when it acts. */
    int version();

    /**
     * Number of changes so far (actions and undos): grows with every change, unlike the version; equal to the
     * version for a game without take-backs (also after it was reloaded from its record).
     */
    int revision();

    /** The pending decision (who decides, who is on turn, the prompt). */
    Decision decision();

    /** True when the game has ended. */
    default boolean isOver() {
        return decision().player() < 0;
    }

    /**
     * What {@code observer} receives: the view, the decision and (for the deciding seat) the legal actions,
     * as one JSON-ready message body without the log. {@code observer} -1 is a spectator, who gets no view.
     */
    SeatSnapshot snapshot(int observer);

    /** Number of legal actions of the deciding seat (0 when the game is over). */
    int legalCount();

    /** The narration as {@code observer} (-1: public) may read it, from line {@code from} on. */
    List<LogLine> log(int observer, int from);

    /** Number of narration lines (the same for every observer). */
    int logSize();

    /**
     * Applies the action at {@code index} of the deciding seat's legal list.
     *
     * @throws io.agon.core.IllegalActionException when {@code seat} is not deciding or the index is out of range
     */
    void play(int seat, int index);

    /** Why {@code seat} may not take back the last action now (the strict policy of the core session), or null. */
    String undoRefusal(int seat);

    /**
     * Takes back the last action, which must be {@code seat}'s and have revealed nothing hidden to it.
     *
     * @throws io.agon.core.IllegalActionException with the reason when the policy refuses; nothing changes then
     */
    void undo(int seat);

    /** A detached copy of the pending decision for a bot, to be thought about outside the table's lock. */
    BotTurn botTurn();

    /** The seat that took the last action, or -1 when none was taken. */
    int lastActor();

    /** The steps waiting on the game's step stack, top first (empty for a game without one). */
    List<io.agon.core.PendingStep> pendingSteps();

    /** The outcome of a finished game, or null. */
    Outcome outcome();

    /** The game as a record (set-up and every action), for saving. */
    GameRecord record();

    /** The decision of one bot, detached from the live game. */
    interface BotTurn {

        /** The version the choice is for. */
        int version();

        /** The deciding seat. */
        int seat();

        /** The index of the action {@code agent} chooses in the legal list. */
        int choose(Agent agent);

        /**
         * For each seat, whether everything the deciding seat knows here is known to that seat too, so that the
         * bot's explanation reveals nothing to it: re-dealing what that seat cannot see (the game's
         * {@code determinize}, several times) never changes the deciding seat's view. The deciding seat itself: true.
         */
        boolean[] knownTo();
    }

    /**
     * One narration line.
     *
     * @param seat the acting seat for a move, -1 for an event
     * @param text the readable line
     */
    record LogLine(int seat, String text) {
    }
}
