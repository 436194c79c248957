package io.agon.core.component;

import java.util.Arrays;

/**
 * Money (or points) held by players, with conservation accounting: every unit is either in a player's purse or
 * counted as held by the bank, so {@code sum(purses) + bankNet == issued} always. A bank may be unlimited (Polis,
 * D1), in which case it may go negative. A purse never goes negative: a payment a player cannot make throws.
 */
public final class Bank {

    private final int[] purses;
    private final boolean unlimited;
    private long bank;
    private long issued;

    /**
     * @param players   number of purses
     * @param bankStock units the bank starts with
     * @param unlimited true when the bank can pay out without limit
     */
    public Bank(int players, long bankStock, boolean unlimited) {
        this.purses = new int[players];
        this.bank = bankStock;
        this.issued = bankStock;
        this.unlimited = unlimited;
    }

    private Bank(Bank o) {
        this.purses = o.purses.clone();
        this.unlimited = o.unlimited;
        this.bank = o.bank;
        this.issued = o.issued;
    }

    /** What {@code player} holds. */
    public int balance(int player) {
        return purses[player];
    }

    /** What the bank holds (negative for an unlimited bank that paid out more than it had). */
    public long bankBalance() {
        return bank;
    }

    /** True when {@code player} can pay {@code amount}. */
    public boolean canPay(int player, int amount) {
        return purses[player] >= amount;
    }

    /** The bank pays {@code amount} to {@code player}. */
    public void payFromBank(int player, int amount) {
        requireNonNegative(amount);
        if (!unlimited && bank < amount) {
            throw new IllegalStateException("the bank holds only " + bank + ", not " + amount);
        }
        bank -= amount;
        purses[player] += amount;
    }

    /** {@code player} pays {@code amount} to the bank. */
    public void payToBank(int player, int amount) {
        requireNonNegative(amount);
        requireFunds(player, amount);
        purses[player] -= amount;
        bank += amount;
    }

    /** {@code from} pays {@code amount} to {@code to}. */
    public void transfer(int from, int to, int amount) {
        requireNonNegative(amount);
        requireFunds(from, amount);
        purses[from] -= amount;
        purses[to] += amount;
    }

    /** True when every unit is accounted for and no purse is negative. */
    public boolean isConserved() {
        long sum = bank;
        for (int p : purses) {
            if (p < 0) {
                return false;
            }
            sum += p;
        }
        return sum == issued;
    }

    /** Units in circulation (bank stock at creation). */
    public long issued() {
        return issued;
    }

    /** An independent copy. */
    public Bank copy() {
        return new Bank(this);
    }

    /**
     * Makes this bank equal to {@code other} without allocating (for states that are reused, see
     * {@code GameState.copyFrom}).
     *
     * @throws IllegalArgumentException when the two differ in number of purses or in being unlimited
     */
    public void copyFrom(Bank other) {
        if (other.purses.length != purses.length || other.unlimited != unlimited) {
            throw new IllegalArgumentException("a bank of another shape");
        }
        System.arraycopy(other.purses, 0, purses, 0, purses.length);
        bank = other.bank;
        issued = other.issued;
    }

    private static void requireNonNegative(int amount) {
        if (amount < 0) {
            throw new IllegalArgumentException("negative amount " + amount);
        }
    }

    private void requireFunds(int player, int amount) {
        if (purses[player] < amount) {
            throw new IllegalStateException("P" + (player + 1) + " holds " + purses[player] + ", not " + amount);
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Bank b && b.bank == bank && b.issued == issued && b.unlimited == unlimited
                && Arrays.equals(purses, b.purses);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(purses) + Long.hashCode(bank);
    }
}
