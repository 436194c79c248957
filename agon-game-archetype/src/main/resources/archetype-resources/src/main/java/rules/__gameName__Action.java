package ${package}.rules;

import io.agon.core.Action;
import java.util.List;

/**
 * Every action of the game: one sealed interface of records, listed in {@link #TYPES} so that records name them
 * by their simple class name and a record from a stranger can never name another class.
 */
public sealed interface ${gameName}Action extends Action {

    /** Every action type, for {@link io.agon.core.GameInfo#actionTypes()}. */
    List<Class<? extends Action>> TYPES = List.of(Roll.class, Hold.class);

    /** Roll the die. */
    record Roll() implements ${gameName}Action {
        /** The shared instance. */
        public static final Roll INSTANCE = new Roll();
    }

    /** Bank the turn total and pass the die. */
    record Hold() implements ${gameName}Action {
        /** The shared instance. */
        public static final Hold INSTANCE = new Hold();
    }
}
