package io.agon.architekton.model;

import io.agon.core.GameState;
import io.agon.core.Rng;
import io.agon.core.flow.FlowState;
import io.agon.core.flow.StepStack;
import java.util.Arrays;

/**
 * Everything about one game of Architekton in progress. Plain mutable data: the rules
 * ({@code io.agon.architekton.rules}) change it; nothing here knows the rules.
 *
 * <p>Piles: all tiles not yet seen live in {@link #pile}, one segment per kind (landscapes at
 * {@code [0, landscapes)}, buildings after them). Inside a segment the face-down reserve comes first
 * ({@code reserveCount[kind]} tiles, its top last) and the draw stack after it ({@code stackCount[kind]} tiles,
 * its top last); used slots hold -1. Both are hidden from both players (D14).
 */
public final class ArchitektonState implements GameState<ArchitektonState>, FlowState<Step> {

    /** The table. */
    public final Board board;
    /** Hidden tiles per kind: reserve then draw stack (see the class comment). */
    public final int[] pile;
    /** Tiles left in each kind's draw stack. */
    public final int[] stackCount;
    /** Tiles left in each kind's reserve. */
    public final int[] reserveCount;
    /**
     * The open display: {@code displaySize} slots of landscapes, then as many of buildings; tile numbers, -1 =
     * empty slot. Use {@link #displayStart}/{@link #displayEnd} for a kind's slots.
     */
    public final int[] display;
    /** Slots per display row. */
    public final int displaySize;
    /** Bit set of the tiles that a flush (D12) took out of the game. */
    public long flushed;
    /** Houses in each player's supply. */
    public final int[] supply;
    /** Chips of each player. */
    public final int[] chips;
    /** The seat that took the first turn (D20). */
    public int startPlayer;
    /** The seat whose turn it is. */
    public int onTurn;
    /** Number of the current turn, from 1. */
    public int turn;
    /** True once a refill has had to use a reserve (spec 7.2). */
    public boolean reserveOpened;
    /** The turn in which the reserve was opened, or 0. */
    public int openedInTurn;
    /** Turns still to play once the countdown has started (spec 7.3), or -1 before. */
    public int finalTurnsLeft = -1;
    /** True when the game is over. */
    public boolean over;
    /** The seat that could not pay (spec 6), or -1. */
    public int bankrupt = -1;
    /** What happens next (top first). */
    public final StepStack<Step> steps;
    /** The game's random generator (used for the set-up shuffle). */
    public final Rng rng;

    /**
     * A blank state: empty board, empty piles and display, the given number of tiles per kind.
     *
     * @param tiles       the tile set (only its sizes are used)
     * @param seed        seed of the state's generator
     */
    public ArchitektonState(TileSet tiles, long seed) {
        board = new Board();
        pile = new int[tiles.size()];
        Arrays.fill(pile, -1);
        stackCount = new int[2];
        reserveCount = new int[2];
        displaySize = tiles.constants().displaySize();
        display = new int[2 * displaySize];
        Arrays.fill(display, -1);
        supply = new int[2];
        chips = new int[2];
        steps = new StepStack<>(8);
        rng = new Rng(seed);
    }

    private ArchitektonState(ArchitektonState o) {
        board = o.board.copy();
        pile = o.pile.clone();
        stackCount = o.stackCount.clone();
        reserveCount = o.reserveCount.clone();
        display = o.display.clone();
        displaySize = o.displaySize;
        flushed = o.flushed;
        supply = o.supply.clone();
        chips = o.chips.clone();
        startPlayer = o.startPlayer;
        onTurn = o.onTurn;
        turn = o.turn;
        reserveOpened = o.reserveOpened;
        openedInTurn = o.openedInTurn;
        finalTurnsLeft = o.finalTurnsLeft;
        over = o.over;
        bankrupt = o.bankrupt;
        steps = o.steps.copy();
        rng = o.rng.copy();
    }

    @Override
    public ArchitektonState copy() {
        return new ArchitektonState(this);
    }

    /** Overwrites every field with {@code o}'s, without allocating; a fresh copy for another tile set. */
    @Override
    public ArchitektonState copyFrom(ArchitektonState o) {
        if (o.pile.length != pile.length || o.displaySize != displaySize) {
            return o.copy();
        }
        board.copyFrom(o.board);
        System.arraycopy(o.pile, 0, pile, 0, pile.length);
        System.arraycopy(o.stackCount, 0, stackCount, 0, stackCount.length);
        System.arraycopy(o.reserveCount, 0, reserveCount, 0, reserveCount.length);
        System.arraycopy(o.display, 0, display, 0, display.length);
        flushed = o.flushed;
        System.arraycopy(o.supply, 0, supply, 0, supply.length);
        System.arraycopy(o.chips, 0, chips, 0, chips.length);
        startPlayer = o.startPlayer;
        onTurn = o.onTurn;
        turn = o.turn;
        reserveOpened = o.reserveOpened;
        openedInTurn = o.openedInTurn;
        finalTurnsLeft = o.finalTurnsLeft;
        over = o.over;
        bankrupt = o.bankrupt;
        steps.copyFrom(o.steps);
        rng.copyFrom(o.rng);
        return this;
    }

    /** Number of tiles of {@code kind} still to be drawn (stack and reserve). */
    public int drawable(int kind) {
        return stackCount[kind] + reserveCount[kind];
    }

    /** The first display slot of {@code kind}. */
    public int displayStart(int kind) {
        return kind * displaySize;
    }

    /** One past the last display slot of {@code kind}. */
    public int displayEnd(int kind) {
        return (kind + 1) * displaySize;
    }

    /** A copy of {@code kind}'s display row (slots in order, -1 = empty). */
    public int[] displayRow(int kind) {
        return Arrays.copyOfRange(display, displayStart(kind), displayEnd(kind));
    }

    /** The display slot holding {@code tile} of {@code kind}, or -1. */
    public int displaySlot(int kind, int tile) {
        for (int i = displayStart(kind); i < displayEnd(kind); i++) {
            if (display[i] == tile) {
                return i;
            }
        }
        return -1;
    }

    /**
     * Sets a kind's reserve and draw stack, each listed top first (for set-up, determinization and test
     * fixtures).
     */
    public void setPiles(TileSet tiles, int kind, int[] reserveTopFirst, int[] stackTopFirst) {
        int seg = tiles.first(kind);
        Arrays.fill(pile, seg, seg + tiles.count(kind), -1);
        int r = reserveTopFirst.length;
        for (int i = 0; i < r; i++) {
            pile[seg + r - 1 - i] = reserveTopFirst[i];
        }
        int n = stackTopFirst.length;
        for (int i = 0; i < n; i++) {
            pile[seg + r + n - 1 - i] = stackTopFirst[i];
        }
        reserveCount[kind] = r;
        stackCount[kind] = n;
    }

    /** A kind's reserve, top first. */
    public int[] reserve(TileSet tiles, int kind) {
        int seg = tiles.first(kind);
        int r = reserveCount[kind];
        int[] out = new int[r];
        for (int i = 0; i < r; i++) {
            out[i] = pile[seg + r - 1 - i];
        }
        return out;
    }

    /** A kind's draw stack, top first. */
    public int[] stack(TileSet tiles, int kind) {
        int seg = tiles.first(kind);
        int r = reserveCount[kind];
        int n = stackCount[kind];
        int[] out = new int[n];
        for (int i = 0; i < n; i++) {
            out[i] = pile[seg + r + n - 1 - i];
        }
        return out;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ArchitektonState s && board.equals(s.board) && Arrays.equals(pile, s.pile)
                && Arrays.equals(stackCount, s.stackCount) && Arrays.equals(reserveCount, s.reserveCount)
                && Arrays.equals(display, s.display)
                && flushed == s.flushed && Arrays.equals(supply, s.supply) && Arrays.equals(chips, s.chips)
                && startPlayer == s.startPlayer && onTurn == s.onTurn && turn == s.turn
                && reserveOpened == s.reserveOpened && openedInTurn == s.openedInTurn
                && finalTurnsLeft == s.finalTurnsLeft && over == s.over && bankrupt == s.bankrupt
                && steps.equals(s.steps) && rng.equals(s.rng);
    }

    @Override
    public int hashCode() {
        int h = board.hashCode();
        h = 31 * h + Arrays.hashCode(pile);
        h = 31 * h + Arrays.hashCode(display);
        h = 31 * h + Long.hashCode(flushed);
        h = 31 * h + Arrays.hashCode(supply) * 7 + Arrays.hashCode(chips);
        h = 31 * h + turn * 4 + onTurn * 2 + (over ? 1 : 0);
        h = 31 * h + finalTurnsLeft;
        h = 31 * h + steps.hashCode();
        return 31 * h + rng.hashCode();
    }

    @Override
    public String toString() {
        return "ArchitektonState{turn=" + turn + ", onTurn=P" + (onTurn + 1) + ", tiles=" + board.size()
                + ", stacks=" + Arrays.toString(stackCount) + ", reserves=" + Arrays.toString(reserveCount)
                + ", chips=" + Arrays.toString(chips) + ", supply=" + Arrays.toString(supply)
                + ", steps=" + steps + (over ? ", over" : "") + "}";
    }

    /** The step stack (for the flow). */
    @Override
    public StepStack<Step> steps() {
        return steps;
    }
}
