package io.agon.web;

import io.agon.core.Decision;
import io.agon.core.GameInfo;
import io.agon.core.Outcome;
import io.agon.core.agent.Agent;
import io.agon.core.record.GameRecord;
import java.util.List;

/**
 * One game in progress as the server needs it: the narrow seam between the web server and the rules. The server
 * never touches the true state; it asks this interface for what one observer may see. {@link SimpleSession} is
 * the implementation over the public {@link io.agon.core.Game} API; a core play session can replace it later.
 *
 * <p>Not thread-safe: the server calls it under its table's lock.
 */
public interface GameSession {

    /** The game's static facts. */
    GameInfo info();

    /** Number of actions applied so far: the state version a client must name when it acts. */
    int version();

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

    /** A detached copy of the pending decision for a bot, to be thought about outside the table's lock. */
    BotTurn botTurn();

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
