package io.agon.architekton.model;

import io.agon.core.GameState;
import io.agon.core.Rng;
import io.agon.core.flow.FlowState;
import io.agon.core.flow.StepStack;
import io.agon.core.state.AgonState;
import io.agon.core.state.NotCompared;
import io.agon.core.state.NotHashed;
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
@AgonState
public final class ArchitektonState implements GameState<ArchitektonState>, FlowState<Step> {

    /** The table. */
    public Board board;
    /** Hidden tiles per kind: reserve then draw stack (see the class comment). */
    public int[] pile;
    /** Tiles left in each kind's draw stack. */
    @NotHashed public int[] stackCount;
    /** Tiles left in each kind's reserve. */
    @NotHashed public int[] reserveCount;
    /**
     * The open display: {@code displaySize} slots of landscapes, then as many of buildings; tile numbers, -1 =
     * empty slot. Use {@link #displayStart}/{@link #displayEnd} for a kind's slots.
     */
    public int[] display;
    /** Slots per display row. */
    @NotCompared public int displaySize;
    /** Bit set of the tiles that a flush (D12) took out of the game. */
    public long flushed;
    /** Houses in each player's supply. */
    public int[] supply;
    /** Chips of each player. */
    public int[] chips;
    /** The seat that took the first turn (D20). */
    @NotHashed public int startPlayer;
    /** The seat whose turn it is. */
    public int onTurn;
    /** Number of the current turn, from 1. */
    public int turn;
    /** True once a refill has had to use a reserve (spec 7.2). */
    @NotHashed public boolean reserveOpened;
    /** The turn in which the reserve was opened, or 0. */
    @NotHashed public int openedInTurn;
    /** Turns still to play once the countdown has started (spec 7.3), or -1 before. */
    public int finalTurnsLeft = -1;
    /** True when the game is over. */
    public boolean over;
    /** The seat that could not pay (spec 6), or -1. */
    @NotHashed public int bankrupt = -1;
    /** What happens next (top first). */
    public StepStack<Step> steps;
    /** The game's random generator (used for the set-up shuffle). */
    public Rng rng;

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

    /** A blank for the generated copy. */
    ArchitektonState() {
    }

    @Override
    public ArchitektonState copy() {
        return ArchitektonStateFields.copy(this);
    }

    @Override
    public ArchitektonState copyFrom(ArchitektonState o) {
        return ArchitektonStateFields.copyFrom(o, this);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ArchitektonState s && ArchitektonStateFields.equals(this, s);
    }

    @Override
    public int hashCode() {
        return ArchitektonStateFields.hash(this);
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
