package io.agon.core;

/**
 * What one player may see of a state. Games implement this with records of immutable values (lists, not
 * arrays) so that views have value equality; Jackson serialises them for {@code --json} output.
 */
public interface View {

    /** The seat this view is for. */
    int observer();

    /** A compact, readable multi-line text rendering for the terminal. */
    String render();

    /** The view of {@code observer} that is just {@code text} (a {@link TextView}). */
    static View of(int observer, String text) {
        return new TextView(observer, text);
    }
}
