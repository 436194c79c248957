package io.agon.core.flow;

import java.util.Arrays;
import java.util.Objects;

/**
 * The flow of a game as a stack of steps kept in its state. A step is an immutable value (a record or enum) that
 * either asks one player for a decision or resolves automatically. A phase is a step that, when resolved,
 * pushes the steps it needs; an interrupt (a bid, a discard asked of every other player, a reaction) is pushed
 * on top and popped when answered, after which the step below continues.
 *
 * <p>Because steps are immutable, {@link #copy()} copies only the reference array.
 *
 * @param <T> the game's step type (usually a sealed interface of records)
 */
public final class StepStack<T> {

    private Object[] items;
    private int size;
    /**
     * A one-entry cache for {@link Flow}: the rule entry last looked up for a step of this stack (it names its
     * step type and its flow). Not part of the stack's value (ignored by equals and hashCode).
     */
    Object cachedEntry;
    /**
     * The {@link StepContext} that {@link Flow} hands to this state's action handlers, kept here so that applying an
     * action allocates none (a state is used by one thread at a time). Not part of the value; never copied.
     */
    StepContext<?, ?, ?> context;

    /** An empty stack. */
    public StepStack() {
        this(8);
    }

    /** An empty stack with room for {@code capacity} steps before it grows. */
    public StepStack(int capacity) {
        items = new Object[Math.max(1, capacity)];
    }

    /** Pushes {@code step} on top. */
    public void push(T step) {
        if (size == items.length) {
            items = Arrays.copyOf(items, size * 2);
        }
        items[size++] = Objects.requireNonNull(step);
    }

    /**
     * Pushes steps so that the first argument ends up on top (so it runs first), followed by the others in
     * order.
     */
    @SafeVarargs
    public final void pushInOrder(T... steps) {
        for (int i = steps.length - 1; i >= 0; i--) {
            push(steps[i]);
        }
    }

    /** Removes and returns the top step. */
    @SuppressWarnings("unchecked")
    public T pop() {
        if (size == 0) {
            throw new IllegalStateException("no step to pop");
        }
        T t = (T) items[--size];
        items[size] = null;
        return t;
    }

    /** The top step without removing it, or null when empty. */
    @SuppressWarnings("unchecked")
    public T peek() {
        return size == 0 ? null : (T) items[size - 1];
    }

    /** The step {@code depth} below the top (0 = top), or null. */
    @SuppressWarnings("unchecked")
    public T peek(int depth) {
        return depth < size ? (T) items[size - 1 - depth] : null;
    }

    /**
     * The top step if its class is exactly {@code type}, else null: for views and agents that ask which step is
     * pending (the flow itself dispatches by its type table). Compares the exact class, as the type table does.
     */
    public <X extends T> X top(Class<X> type) {
        Object t = size == 0 ? null : items[size - 1];
        return t != null && t.getClass() == type ? type.cast(t) : null;
    }

    /**
     * The step nearest the top whose class is exactly {@code type}, or null: for views that look below the
     * interrupts (a roll whose dice are still hidden, a declaration whose cards are public).
     */
    public <X extends T> X find(Class<X> type) {
        for (int i = size - 1; i >= 0; i--) {
            if (items[i].getClass() == type) {
                return type.cast(items[i]);
            }
        }
        return null;
    }

    /** Replaces the top step (e.g. an auction step after a bid). */
    public void replaceTop(T step) {
        if (size == 0) {
            throw new IllegalStateException("no step to replace");
        }
        items[size - 1] = Objects.requireNonNull(step);
    }

    /** Number of steps. */
    public int size() {
        return size;
    }

    /** True when no step is left (for most games: the game is over). */
    public boolean isEmpty() {
        return size == 0;
    }

    /** Removes every step. */
    public void clear() {
        Arrays.fill(items, 0, size, null);
        size = 0;
    }

    /** An independent copy; the immutable steps themselves are shared. */
    public StepStack<T> copy() {
        return new StepStack<>(items.clone(), size, cachedEntry);
    }

    /** A copy's stack: its own array, nothing allocated to be thrown away. */
    private StepStack(Object[] items, int size, Object cachedEntry) {
        this.items = items;
        this.size = size;
        this.cachedEntry = cachedEntry;
    }

    /** Makes this stack equal to {@code other}, reusing this one's array when it is large enough. */
    public void copyFrom(StepStack<T> other) {
        if (items.length < other.size) {
            items = new Object[other.items.length];
        }
        // plain loops: a stack holds a handful of steps, fewer than an arraycopy call is worth
        Object[] from = other.items;
        int n = other.size;
        for (int i = 0; i < n; i++) {
            items[i] = from[i];
        }
        for (int i = n; i < size; i++) {
            items[i] = null;
        }
        size = n;
        cachedEntry = other.cachedEntry;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof StepStack<?> s && Arrays.equals(items, 0, size, s.items, 0, s.size);
    }

    @Override
    public int hashCode() {
        int h = 1;
        for (int i = 0; i < size; i++) {
            h = 31 * h + items[i].hashCode();
        }
        return h;
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("[");
        for (int i = size - 1; i >= 0; i--) {
            b.append(items[i]).append(i > 0 ? ", " : "");
        }
        return b.append("] (top first)").toString();
    }
}
