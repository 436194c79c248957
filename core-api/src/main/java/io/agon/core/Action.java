package io.agon.core;

/**
 * One choice a player can make. Each game declares its actions as records implementing a sealed sub-interface
 * of this marker, and lists every concrete action type in {@link GameInfo#actionTypes()}: that closed list is
 * what records and replays accept (never Jackson default typing).
 *
 * <p>Actions carry no player: the acting player is passed to {@link Game#apply} separately and checked there.
 * Actions must be immutable values with {@code equals}/{@code hashCode} (records give both).
 */
public interface Action {

    /**
     * Checks the fields that a record file may leave missing or out of range (a null colour, a negative id), and
     * refuses the action with an {@link IllegalActionException} naming the field. The flow calls it before the
     * step's handler, and only for action types that override it. The default accepts every action.
     */
    default void checkFields() {
    }
}
