package ${package}.model;

/**
 * The steps of ${gameName}, kept on the state's step stack. This game has one, a seat's turn; a game with more to
 * decide (a bid, a discard, a choice of another seat) adds a record here and a rule for it in the flow.
 */
public sealed interface ${gameName}Step {

    /** A seat's turn (the seat is {@link ${gameName}State#turn}): roll on or hold. */
    record Turn() implements ${gameName}Step {
        /** The one value. */
        public static final Turn INSTANCE = new Turn();
    }
}
