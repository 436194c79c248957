package io.agon.core.flow;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;

/**
 * A small immutable table from classes to values, read on the hot path: the one way the framework dispatches on
 * the type of a step or an action. A lookup is one identity-hash probe for a registered class; any other class
 * (an enum constant with a body, a record implementing a registered interface) is matched once to its nearest
 * registered supertype through a {@link ClassValue}, and remembered there.
 *
 * <p>Why not {@code instanceof}: on Java 17 to 22 a type test against an interface keeps its last answer in a
 * one-entry cache inside the tested class. When two such tests of the same objects alternate (a game's
 * {@code instanceof MyAction} and the framework's {@code Action}), two threads keep rewriting that cache and run
 * at 1.3-1.5 times one thread instead of 1.8 ({@code docs/benchmarks.md}, "Type tests that threads fight over").
 * Comparing the exact class reads no cache, and so neither does this table.
 *
 * @param <V> the values
 */
final class TypeTable<V> {

    private final Class<?>[] keys;
    private final Object[] values;
    private final int mask;
    private final ClassValue<Object> inherited;

    /** A table of {@code byType}; a class is looked up by identity first, then by its supertypes. */
    TypeTable(Map<Class<?>, V> byType) {
        int size = Integer.highestOneBit(Math.max(8, byType.size() * 8) - 1) << 1;
        keys = new Class<?>[size];
        values = new Object[size];
        mask = size - 1;
        for (Map.Entry<Class<?>, V> e : byType.entrySet()) {
            int i = e.getKey().hashCode() & mask;
            while (keys[i] != null) {
                i = (i + 1) & mask;
            }
            keys[i] = e.getKey();
            values[i] = e.getValue();
        }
        Map<Class<?>, V> copy = Map.copyOf(byType);
        inherited = new ClassValue<>() {
            @Override
            protected Object computeValue(Class<?> type) {
                return nearest(copy, type);
            }
        };
    }

    /** The value of {@code type} or of its nearest registered supertype, or null. */
    @SuppressWarnings("unchecked")
    V get(Class<?> type) {
        int i = type.hashCode() & mask;
        return keys[i] == type ? (V) values[i] : slow(type, i);
    }

    @SuppressWarnings("unchecked")
    private V slow(Class<?> type, int home) {
        for (int i = (home + 1) & mask; keys[i] != null; i = (i + 1) & mask) {
            if (keys[i] == type) {
                return (V) values[i];
            }
        }
        return (V) inherited.get(type);
    }

    private static <V> V nearest(Map<Class<?>, V> byType, Class<?> type) {
        Deque<Class<?>> todo = new ArrayDeque<>();
        todo.add(type);
        while (!todo.isEmpty()) {
            Class<?> c = todo.poll();
            V v = byType.get(c);
            if (v != null) {
                return v;
            }
            if (c.getSuperclass() != null) {
                todo.add(c.getSuperclass());
            }
            todo.addAll(List.of(c.getInterfaces()));
        }
        return null;
    }
}
