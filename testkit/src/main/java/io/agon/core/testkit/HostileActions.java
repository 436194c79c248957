package io.agon.core.testkit;

import io.agon.core.Action;
import io.agon.core.Rng;
import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds actions with bad field values for the contract kit: for every action type of a game (a record), one
 * instance per component with that component set to null, an out-of-range or a random value, the others random.
 * This is what a hand-edited or hostile record file can hold. Uses reflection, which is fine in the test kit and
 * never on the hot path.
 */
final class HostileActions {

    private static final int[] INT_EDGES = {-1, Integer.MIN_VALUE, Integer.MAX_VALUE, 1_000_000};

    private HostileActions() {
    }

    /**
     * Actions of every type in {@code types}, with null, out-of-range and random field values. Types that are
     * not records are skipped (they cannot be built from components).
     */
    static List<Action> build(List<Class<? extends Action>> types, Rng rng) {
        List<Action> out = new ArrayList<>();
        for (Class<? extends Action> type : types) {
            if (!type.isRecord()) {
                continue;
            }
            RecordComponent[] comps = type.getRecordComponents();
            Constructor<?> ctor = canonical(type, comps);
            if (ctor == null) {
                continue;
            }
            if (comps.length == 0) {
                add(out, ctor, new Object[0]);
                continue;
            }
            for (int i = 0; i < comps.length; i++) {
                for (Object bad : edges(comps[i].getType(), rng)) {
                    Object[] args = randomArgs(comps, rng);
                    args[i] = bad;
                    add(out, ctor, args);
                }
            }
            for (int k = 0; k < 3; k++) {
                add(out, ctor, randomArgs(comps, rng));
            }
        }
        return out;
    }

    /**
     * Listed actions with one whole-number field put out of any range (-1, the extremes, a million): for up to
     * {@code samples} of {@code legal} (records only), one action per int, long, short or byte component and edge
     * value. A game must refuse each of these unless it is itself listed: an out-of-range value is never just
     * another spelling of a legal action (a rotation of 7 or -1 is not rotation 3).
     */
    static List<Action> outOfRange(List<Action> legal, int samples, Rng rng) {
        List<Action> out = new ArrayList<>();
        for (int k = 0; k < Math.min(samples, legal.size()); k++) {
            Action a = legal.get(k == 0 ? 0 : rng.nextInt(legal.size()));
            Class<?> type = a.getClass();
            if (!type.isRecord()) {
                continue;
            }
            RecordComponent[] comps = type.getRecordComponents();
            Constructor<?> ctor = canonical(type, comps);
            if (ctor == null) {
                continue;
            }
            Object[] values = new Object[comps.length];
            try {
                for (int i = 0; i < comps.length; i++) {
                    java.lang.reflect.Method m = comps[i].getAccessor();
                    m.setAccessible(true);
                    values[i] = m.invoke(a);
                }
            } catch (ReflectiveOperationException | RuntimeException e) {
                continue;
            }
            for (int i = 0; i < comps.length; i++) {
                Class<?> t = comps[i].getType();
                if (t != int.class && t != long.class && t != short.class && t != byte.class) {
                    continue;
                }
                for (int edge : INT_EDGES) {
                    Object[] args = values.clone();
                    args[i] = t == int.class ? (Object) edge
                            : t == long.class ? (Object) (edge == Integer.MIN_VALUE ? Long.MIN_VALUE
                                    : edge == Integer.MAX_VALUE ? Long.MAX_VALUE : (long) edge)
                            : t == short.class ? (Object) (short) (edge == -1 ? -1 : edge > 0 ? Short.MAX_VALUE
                                    : Short.MIN_VALUE)
                            : (Object) (byte) (edge == -1 ? -1 : edge > 0 ? Byte.MAX_VALUE : Byte.MIN_VALUE);
                    add(out, ctor, args);
                }
            }
        }
        return out;
    }

    private static Constructor<?> canonical(Class<?> type, RecordComponent[] comps) {
        Class<?>[] params = new Class<?>[comps.length];
        for (int i = 0; i < comps.length; i++) {
            params[i] = comps[i].getType();
        }
        try {
            Constructor<?> c = type.getDeclaredConstructor(params);
            c.setAccessible(true);
            return c;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }

    private static void add(List<Action> out, Constructor<?> ctor, Object[] args) {
        try {
            out.add((Action) ctor.newInstance(args));
        } catch (ReflectiveOperationException | RuntimeException e) {
            // the record's own constructor refused the values: such an action cannot even exist
        }
    }

    private static Object[] randomArgs(RecordComponent[] comps, Rng rng) {
        Object[] args = new Object[comps.length];
        for (int i = 0; i < comps.length; i++) {
            args[i] = random(comps[i].getType(), rng);
        }
        return args;
    }

    /** The bad values tried for one field: null, the edges of its range and a random value. */
    private static List<Object> edges(Class<?> t, Rng rng) {
        List<Object> out = new ArrayList<>();
        if (t == int.class) {
            for (int v : INT_EDGES) {
                out.add(v);
            }
        } else if (t == long.class) {
            out.add(-1L);
            out.add(Long.MIN_VALUE);
            out.add(Long.MAX_VALUE);
        } else if (t == short.class) {
            out.add((short) -1);
            out.add(Short.MAX_VALUE);
        } else if (t == byte.class) {
            out.add((byte) -1);
            out.add(Byte.MAX_VALUE);
        } else if (t == boolean.class) {
            out.add(Boolean.TRUE);
            out.add(Boolean.FALSE);
        } else if (t == char.class) {
            out.add('\0');
        } else if (t == double.class || t == float.class) {
            out.add(t == double.class ? (Object) Double.NaN : (Object) Float.NaN);
        } else {
            out.add(null);
        }
        out.add(random(t, rng));
        return out;
    }

    private static Object random(Class<?> t, Rng rng) {
        if (t == int.class) {
            return rng.nextInt(80) - 2;
        } else if (t == long.class) {
            return (long) rng.nextInt(80) - 2;
        } else if (t == short.class) {
            return (short) (rng.nextInt(80) - 2);
        } else if (t == byte.class) {
            return (byte) (rng.nextInt(80) - 2);
        } else if (t == boolean.class) {
            return rng.nextInt(2) == 1;
        } else if (t == char.class) {
            return (char) ('a' + rng.nextInt(26));
        } else if (t == double.class) {
            return (double) rng.nextInt(80) - 2;
        } else if (t == float.class) {
            return (float) rng.nextInt(80) - 2;
        } else if (t.isEnum()) {
            Object[] values = t.getEnumConstants();
            return values.length == 0 ? null : values[rng.nextInt(values.length)];
        } else if (t.isRecord()) {
            RecordComponent[] comps = t.getRecordComponents();
            Constructor<?> c = canonical(t, comps);
            if (c == null) {
                return null;
            }
            try {
                return c.newInstance(randomArgs(comps, rng));
            } catch (ReflectiveOperationException | RuntimeException e) {
                return null;
            }
        }
        return null;
    }
}
