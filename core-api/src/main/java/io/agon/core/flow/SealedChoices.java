package io.agon.core.flow;

import java.util.Arrays;
import java.util.function.IntBinaryOperator;

/**
 * Simultaneous decisions made sequential: several seats each choose one value (a sealed bid, a secret card, a
 * discard), in a fixed commit order, and no seat may learn another's choice until every seat has committed (the
 * reveal). The forward model stays sequential (one {@link #decider()} at a time), so agents, the launcher and
 * records need nothing new; the game hides the commits of other seats in its views ({@link #seenBy}), in
 * {@code describe}, and treats them as hidden information in {@code determinize} ({@link #resample}).
 *
 * <p>An immutable value with value equality: a step record may hold it, and a commit returns a new value.
 */
public final class SealedChoices {

    /** The value of a choice that is not committed yet, or hidden from the observer ({@link #seenBy}). */
    public static final int NONE = Integer.MIN_VALUE;

    private final int[] order;
    private final int[] choice;
    private final int next;
    private final boolean masked;

    private SealedChoices(int[] order, int[] choice, int next, boolean masked) {
        this.order = order;
        this.choice = choice;
        this.next = next;
        this.masked = masked;
    }

    /**
     * Every seat in {@code order} will commit, in that order, one value each; {@code players} is the number of seats.
     *
     * @throws IllegalArgumentException for an empty order, a seat out of range or a seat listed twice
     */
    public static SealedChoices inOrder(int players, int... order) {
        if (order.length == 0) {
            throw new IllegalArgumentException("at least one seat must commit");
        }
        int seen = 0;
        for (int p : order) {
            if (p < 0 || p >= players || (seen & (1 << p)) != 0) {
                throw new IllegalArgumentException("bad commit order " + Arrays.toString(order));
            }
            seen |= 1 << p;
        }
        int[] c = new int[players];
        Arrays.fill(c, NONE);
        return new SealedChoices(order.clone(), c, 0, false);
    }

    /** Every seat commits, clockwise from {@code first}. */
    public static SealedChoices clockwiseFrom(int first, int players) {
        int[] order = new int[players];
        for (int i = 0; i < players; i++) {
            order[i] = (first + i) % players;
        }
        return inOrder(players, order);
    }

    /** The seat that commits now, or -1 when every seat has committed. */
    public int decider() {
        return next < order.length ? order[next] : -1;
    }

    /** True when every seat has committed: the choices may be revealed. */
    public boolean complete() {
        return next >= order.length;
    }

    /** True when {@code seat} must commit (is in the commit order). */
    public boolean takesPart(int seat) {
        for (int p : order) {
            if (p == seat) {
                return true;
            }
        }
        return false;
    }

    /** True when {@code seat} has committed. */
    public boolean committed(int seat) {
        for (int i = 0; i < next; i++) {
            if (order[i] == seat) {
                return true;
            }
        }
        return false;
    }

    /** The number of seats that have committed. */
    public int count() {
        return next;
    }

    /** The commit order. */
    public int[] order() {
        return order.clone();
    }

    /**
     * {@code seat}'s committed value, or {@link #NONE}. For the rules (the reveal); a view for another seat must use
     * {@link #seenBy} instead.
     */
    public int choice(int seat) {
        return choice[seat];
    }

    /**
     * The step after the {@link #decider()} commits {@code value}.
     *
     * @throws IllegalStateException when {@code seat} is not the decider, or this value was {@link #seenBy masked}
     */
    public SealedChoices commit(int seat, int value) {
        if (masked) {
            throw new IllegalStateException("a masked view of sealed choices cannot take a commit");
        }
        if (seat != decider() || value == NONE) {
            throw new IllegalStateException("P" + (seat + 1) + " cannot commit now");
        }
        int[] c = choice.clone();
        c[seat] = value;
        return new SealedChoices(order, c, next + 1, false);
    }

    /**
     * What {@code observer} may see: its own choice, and every choice once all have committed; the others' commits
     * read {@link #NONE} (whether a seat has committed stays visible, through {@link #committed}). Use it in views.
     * {@code observer} -1 (everyone) sees only revealed choices.
     */
    public SealedChoices seenBy(int observer) {
        if (complete()) {
            return this;
        }
        int[] c = new int[choice.length];
        Arrays.fill(c, NONE);
        if (observer >= 0 && observer < c.length) {
            c[observer] = choice[observer];
        }
        return new SealedChoices(order, c, next, true);
    }

    /**
     * For {@code determinize}: the same commits, except that every other seat's hidden commit is drawn again by
     * {@code draw.applyAsInt(seat, itsValueNow)} (the game draws from its own generator a value that seat could
     * have chosen). After the reveal nothing is hidden and this value is returned.
     */
    public SealedChoices resample(int observer, IntBinaryOperator draw) {
        if (complete()) {
            return this;
        }
        int[] c = choice.clone();
        for (int i = 0; i < next; i++) {
            int p = order[i];
            if (p != observer) {
                c[p] = draw.applyAsInt(p, c[p]);
            }
        }
        return new SealedChoices(order, c, next, masked);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SealedChoices s && s.next == next && s.masked == masked && Arrays.equals(s.order, order)
                && Arrays.equals(s.choice, choice);
    }

    @Override
    public int hashCode() {
        return (Arrays.hashCode(order) * 31 + Arrays.hashCode(choice)) * 31 + next;
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("SealedChoices[");
        for (int i = 0; i < order.length; i++) {
            int p = order[i];
            b.append(i > 0 ? ", " : "").append('P').append(p + 1).append('=')
                    .append(i >= next ? "-" : choice[p] == NONE ? "?" : String.valueOf(choice[p]));
        }
        return b.append(']').toString();
    }
}
