package io.agon.core.learn;

/**
 * The kinds of a sealed type (a game's steps or actions) as one-hot floats, for an observation: kind {@code i} is
 * the {@code i}-th permitted subclass, in the order the sealed type lists them. Made once; {@link #oneHot} looks a
 * value's class up without reflection.
 */
public final class Kinds {

    private final Class<?>[] kinds;

    /** The kinds of {@code sealed}, which must be a sealed class or interface. */
    public Kinds(Class<?> sealed) {
        Class<?>[] permitted = sealed.getPermittedSubclasses();
        if (permitted == null) {
            throw new IllegalArgumentException(sealed.getSimpleName() + " is not sealed");
        }
        this.kinds = permitted;
    }

    /** How many kinds there are: the floats {@link #oneHot} writes. */
    public int count() {
        return kinds.length;
    }

    /** Writes 1 at {@code out[at + kind of value]} (nothing when {@code value} is null); the other floats stay. */
    public void oneHot(Object value, float[] out, int at) {
        for (int i = 0; value != null && i < kinds.length; i++) {
            if (kinds[i] == value.getClass()) {
                out[at + i] = 1f;
                return;
            }
        }
    }
}
