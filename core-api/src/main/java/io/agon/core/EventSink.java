package io.agon.core;

import java.util.List;

/**
 * Receives the events emitted by {@link Game#apply}. Games should test {@link #enabled()} before building an
 * event so that playouts with {@link #NONE} allocate nothing for narration.
 */
@FunctionalInterface
public interface EventSink {

    /** Ignores every event; {@link #enabled()} is false. */
    EventSink NONE = new EventSink() {
        @Override
        public void emit(GameEvent event) {
        }

        @Override
        public boolean enabled() {
            return false;
        }
    };

    /** Receives one event. */
    void emit(GameEvent event);

    /** False when events are thrown away, so the game can skip building them. */
    default boolean enabled() {
        return true;
    }

    /** A sink that appends to {@code list}. */
    static EventSink into(List<GameEvent> list) {
        return list::add;
    }
}
