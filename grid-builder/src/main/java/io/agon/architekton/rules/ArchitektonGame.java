package io.agon.architekton.rules;

import io.agon.architekton.model.ArchitektonState;
import io.agon.architekton.model.Board;
import io.agon.architekton.model.Dir;
import io.agon.architekton.model.Kind;
import io.agon.architekton.model.Step;
import io.agon.architekton.model.Terrain;
import io.agon.architekton.model.TileSet;
import io.agon.architekton.rules.ArchitektonAction.KeepHouse;
import io.agon.architekton.rules.ArchitektonAction.MoveHouseFrom;
import io.agon.architekton.rules.ArchitektonAction.Place;
import io.agon.architekton.rules.ArchitektonAction.WithdrawHouse;
import io.agon.core.Action;
import io.agon.core.Decision;
import io.agon.core.EventSink;
import io.agon.core.Game;
import io.agon.core.GameInfo;
import io.agon.core.IllegalActionException;
import io.agon.core.OptionInfo;
import io.agon.core.Outcome;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.core.component.SparseGrid;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Architekton (Michael Schacht, 2005) for 2 players: the forward model of spec {@code ARCHITEKTON-SPEC-1}.
 * Stateless and thread-safe; everything about a game lives in {@link ArchitektonState}.
 *
 * <p>Where each rule lives: set-up (spec 3) in {@link #newGame}; placement legality and laying (4.2, 4.3) in
 * {@link Placement}; enclosure scoring and bankruptcy (5, 6) in {@link Enclosure}; refill, reserve, final turns
 * and the flush rule (7, D12) in {@link Refill}; final scoring (8) in {@link FinalScoring}.
 */
public final class ArchitektonGame implements Game<ArchitektonState> {

    /** The game id used on the command line and in records. */
    public static final String ID = "architekton";

    private final TileSet tiles;
    private final GameInfo info;
    private final ActionCache cache;

    /** A game played with the given tile data (loaded by {@code io.agon.architekton.io.TileDataLoader}). */
    public ArchitektonGame(TileSet tiles) {
        this.tiles = tiles;
        this.cache = new ActionCache(tiles);
        this.info = new GameInfo(ID, "Architekton", 2, 2, "1.0",
                "Lay landscapes and buildings in a checkerboard; enclose your buildings with the right landscapes",
                List.of(new OptionInfo("start", "which player takes the first turn (D20)", List.of("P1", "P2"),
                        "P1")),
                List.of(Place.class, MoveHouseFrom.class, KeepHouse.class, WithdrawHouse.class));
    }

    /** The tile data. */
    public TileSet tiles() {
        return tiles;
    }

    @Override
    public GameInfo info() {
        return info;
    }

    // ---- set-up (spec 3, D21) -------------------------------------------------------------------------------

    @Override
    public ArchitektonState newGame(Setup setup) {
        Map<String, String> options = setup.validate(info);
        TileSet.Constants c = tiles.constants();
        ArchitektonState s = new ArchitektonState(tiles, setup.seed());
        for (int p = 0; p < 2; p++) {
            s.supply[p] = c.housesPerPlayer();
            s.chips[p] = c.startingChips();
        }
        int[][] piles = new int[2][];
        for (int kind = Kind.LANDSCAPE; kind <= Kind.BUILDING; kind++) {
            int[] pile = new int[tiles.count(kind)];
            for (int i = 0; i < pile.length; i++) {
                pile[i] = tiles.first(kind) + i;
            }
            s.rng.shuffle(pile);
            piles[kind] = pile; // pile[0] is the top
        }
        int r = c.reserveSize();
        int d = c.displaySize();
        for (int kind = Kind.LANDSCAPE; kind <= Kind.BUILDING; kind++) {
            int[] pile = piles[kind];
            int next = r + d + (kind == Kind.LANDSCAPE ? 2 : 0);
            s.setPiles(tiles, kind, java.util.Arrays.copyOfRange(pile, 0, r),
                    java.util.Arrays.copyOfRange(pile, next, pile.length));
            System.arraycopy(pile, r, s.display, s.displayStart(kind), d);
        }
        int first = piles[Kind.LANDSCAPE][r + d];
        int second = piles[Kind.LANDSCAPE][r + d + 1];
        s.board.placeLandscape(0, 0, first, tiles.terrain(first));
        s.board.placeLandscape(1, 1, second, tiles.terrain(second));
        s.startPlayer = "P2".equals(options.get("start")) ? 1 : 0;
        s.onTurn = s.startPlayer;
        s.turn = 1;
        Refill.startTurn(tiles, s);
        settle(s, EventSink.NONE);
        return s;
    }

    // ---- who decides ----------------------------------------------------------------------------------------

    @Override
    public int currentPlayer(ArchitektonState s) {
        if (s.over) {
            return -1;
        }
        return s.steps.peek() instanceof Step.OwnerChoice c ? c.owner() : s.onTurn;
    }

    @Override
    public Decision decision(ArchitektonState s) {
        if (s.over) {
            return Decision.GAME_OVER;
        }
        return new Decision(currentPlayer(s), s.onTurn, prompt(s));
    }

    private String prompt(ArchitektonState s) {
        if (s.over) {
            return "The game is over";
        }
        Step top = s.steps.peek();
        if (top instanceof Step.PlaceTile p) {
            return "lay a tile from the display (placement " + p.number() + " of "
                    + tiles.constants().placementsPerTurn() + ")";
        }
        if (top instanceof Step.MoveHouse m) {
            return "your supply is empty: choose one of your houses to move onto the new building at ("
                    + m.x() + "," + m.y() + ")";
        }
        Step.OwnerChoice c = (Step.OwnerChoice) top;
        return "your building at (" + c.x() + "," + c.y() + ") is enclosed with " + c.wrongEdges() + " wrong edge"
                + (c.wrongEdges() == 1 ? "" : "s") + ": keep the house (pay " + c.wrongEdges()
                + ") or withdraw it (pay " + (c.wrongEdges() - 1) + ")";
    }

    @Override
    public void legalActions(ArchitektonState s, List<Action> out) {
        if (s.over) {
            return;
        }
        Step top = s.steps.peek();
        if (top instanceof Step.PlaceTile) {
            Placement.legal(tiles, s, cache, out);
        } else if (top instanceof Step.MoveHouse) {
            SparseGrid grid = s.board.tiles();
            for (int i = 0; i < grid.size(); i++) {
                int v = grid.valueAt(i);
                if (Board.isBuilding(v) && Board.houseOf(v) == s.onTurn) {
                    out.add(new MoveHouseFrom(grid.xAt(i), grid.yAt(i)));
                }
            }
        } else {
            out.add(KeepHouse.INSTANCE);
            out.add(WithdrawHouse.INSTANCE);
        }
    }

    // ---- applying an action ---------------------------------------------------------------------------------

    @Override
    public void apply(ArchitektonState s, int player, Action action, EventSink events) {
        int deciding = currentPlayer(s);
        if (deciding < 0 || player != deciding) {
            throw IllegalActionException.wrongPlayer(player, deciding);
        }
        Step top = s.steps.peek();
        if (action instanceof Place p) {
            if (!(top instanceof Step.PlaceTile)) {
                throw new IllegalActionException(waitingFor(top) + " before laying another tile");
            }
            String error = Placement.check(tiles, s, p.tile(), p.x(), p.y(), p.rotation());
            if (error != null) {
                throw new IllegalActionException(error);
            }
            Placement.lay(tiles, s, player, p.tile(), p.x(), p.y(), tiles.isBuilding(p.tile()) ? p.rotation() : 0,
                    events);
        } else if (action instanceof MoveHouseFrom m) {
            if (!(top instanceof Step.MoveHouse step)) {
                throw new IllegalActionException(Reason.BAD_HOUSE_SOURCE.message(top instanceof Step.PlaceTile
                        ? "a house is only moved right after laying a building with an empty supply (you have "
                        + s.supply[player] + " in your supply)" : waitingFor(top)));
            }
            String error = Placement.moveHouse(tiles, s, player, step, m.x(), m.y(), events);
            if (error != null) {
                throw new IllegalActionException(error);
            }
        } else if (action instanceof KeepHouse || action instanceof WithdrawHouse) {
            if (!(top instanceof Step.OwnerChoice choice)) {
                throw new IllegalActionException("there is no enclosed building to keep or withdraw a house from"
                        + " now (spec 5)");
            }
            Enclosure.choose(s, choice, action instanceof WithdrawHouse, events);
        } else {
            throw IllegalActionException.notNow(action, "an Architekton action");
        }
        settle(s, events);
    }

    private static String waitingFor(Step top) {
        if (top instanceof Step.MoveHouse m) {
            return "first choose the house to move onto (" + m.x() + "," + m.y() + ") (spec 4.3)";
        }
        if (top instanceof Step.OwnerChoice c) {
            return "first P" + (c.owner() + 1) + " must keep or withdraw the house on (" + c.x() + "," + c.y()
                    + ") (spec 5, D7)";
        }
        return "not now";
    }

    /**
     * Runs the automatic steps until a player must decide: the end of a turn, the flush rule for a player who
     * cannot lay anything (D12), and bankruptcy when even withdrawing is unaffordable (D10).
     */
    void settle(ArchitektonState s, EventSink events) {
        while (!s.over) {
            Step top = s.steps.peek();
            if (top instanceof Step.PlaceTile) {
                if (Placement.anyLegal(tiles, s)) {
                    return;
                }
                if (!Refill.flushOnce(tiles, s, events)) {
                    if (events.enabled()) {
                        events.emit(new ArchitektonEvent.TurnLost(s.onTurn));
                    }
                    while (s.steps.peek() instanceof Step.PlaceTile) {
                        s.steps.pop();
                    }
                }
            } else if (top instanceof Step.EndTurn) {
                Refill.endTurn(tiles, s, events);
                if (s.over && events.enabled()) {
                    events.emit(new ArchitektonEvent.GameEnded(FinalScoring.summary(FinalScoring.score(s))));
                }
            } else if (top instanceof Step.OwnerChoice c) {
                if (events.enabled()) {
                    events.emit(new ArchitektonEvent.BuildingEnclosed(c.owner(), c.x(), c.y(), c.wrongEdges()));
                }
                if (c.wrongEdges() - 1 > s.chips[c.owner()]) {
                    Enclosure.bankrupt(s, c.owner(), c.wrongEdges() - 1, events); // D10: not even withdrawing
                }
                return;
            } else {
                return;
            }
        }
    }

    // ---- the end --------------------------------------------------------------------------------------------

    @Override
    public Outcome outcome(ArchitektonState s) {
        if (!s.over) {
            throw new IllegalStateException("the game is not over");
        }
        if (s.bankrupt >= 0) {
            int winner = 1 - s.bankrupt;
            int[] ranks = new int[2];
            ranks[s.bankrupt] = 1;
            int[] scores = new int[2];
            scores[winner] = 1;
            return new Outcome(scores, ranks, "P" + (s.bankrupt + 1) + " could not pay: P" + (winner + 1)
                    + " wins by bankruptcy (spec 6)");
        }
        FinalScoring.Result r = FinalScoring.score(s);
        return Outcome.ranked(r.points(), FinalScoring.summary(r), r.housesLeft());
    }

    // ---- what players see -----------------------------------------------------------------------------------

    @Override
    public ArchitektonView view(ArchitektonState s, int player) {
        List<ArchitektonView.Cell> table = new ArrayList<>();
        SparseGrid grid = s.board.tiles();
        for (int i = 0; i < grid.size(); i++) {
            int v = grid.valueAt(i);
            int t = Board.tileOf(v);
            boolean building = Board.isBuilding(v);
            table.add(new ArchitektonView.Cell(grid.xAt(i), grid.yAt(i), tiles.id(t),
                    building ? letters(t, Board.rotationOf(v)) : String.valueOf(Terrain.of(tiles.terrain(t)).letter())
                            .repeat(4), building, building ? Board.houseOf(v) : -1));
        }
        List<String> flushed = new ArrayList<>();
        for (int t = 0; t < tiles.size(); t++) {
            if ((s.flushed & (1L << t)) != 0) {
                flushed.add(tiles.label(t));
            }
        }
        String result = s.over ? outcome(s).summary() : "";
        return new ArchitektonView(player, s.turn, s.over ? -1 : s.onTurn, currentPlayer(s), prompt(s), table,
                row(s, Kind.LANDSCAPE), row(s, Kind.BUILDING), List.of(s.stackCount[0], s.stackCount[1]),
                List.of(s.reserveCount[0], s.reserveCount[1]), s.reserveOpened, s.finalTurnsLeft,
                List.of(s.chips[0], s.chips[1]), List.of(s.supply[0], s.supply[1]), flushed, result);
    }

    private List<ArchitektonView.DisplayTile> row(ArchitektonState s, int kind) {
        List<ArchitektonView.DisplayTile> out = new ArrayList<>();
        for (int t : s.displayRow(kind)) {
            if (t >= 0) {
                out.add(new ArchitektonView.DisplayTile(tiles.label(t), kind == Kind.LANDSCAPE
                        ? String.valueOf(Terrain.of(tiles.terrain(t)).letter()) : letters(t, 0)));
            }
        }
        return out;
    }

    private String letters(int tile, int rotation) {
        char[] c = new char[4];
        for (int d = 0; d < 4; d++) {
            c[d] = Terrain.of(tiles.facing(tile, rotation, d)).letter();
        }
        return new String(c);
    }

    /**
     * D14: the order of both draw stacks and the contents of both reserves are hidden from both players, so
     * each kind's stack and reserve are pooled, shuffled with {@code rng} and dealt back in the same sizes.
     */
    @Override
    public ArchitektonState determinize(ArchitektonState s, int observer, Rng rng) {
        ArchitektonState d = s.copy();
        for (int kind = Kind.LANDSCAPE; kind <= Kind.BUILDING; kind++) {
            int seg = tiles.first(kind);
            int n = d.reserveCount[kind] + d.stackCount[kind];
            rng.shuffle(d.pile, seg, seg + n);
        }
        return d;
    }

    /** Every kind of tile by the name the moves use: the four landscapes, then each building. */
    @Override
    public java.util.Map<String, String> glossary() {
        java.util.Map<String, String> out = new java.util.LinkedHashMap<>();
        for (int t = 0; t < tiles.size(); t++) {
            String name = tiles.label(t);
            if (out.containsKey(name)) {
                continue;
            }
            if (!tiles.isBuilding(t)) {
                out.put(name, "a landscape tile of " + name + "; it goes on a landscape cell (x + y even) next to the"
                        + " table, touching at least one building that asks for " + name + " on that edge (spec 4.2)");
            } else {
                StringBuilder edges = new StringBuilder();
                for (int d = 0; d < 4; d++) {
                    edges.append(d == 0 ? "" : ", ").append("NESW".charAt(d)).append(' ')
                            .append(Terrain.of(tiles.facing(t, 0, d)).name().toLowerCase(java.util.Locale.ROOT));
                }
                out.put(name, "a building whose edges ask for " + edges + " before turning (r1-r3 turn it"
                        + " clockwise); it takes"
                        + " a house and goes on a building cell (x + y odd) matching at least one neighbouring"
                        + " landscape (spec 4.2, 4.3)");
            }
        }
        return out;
    }

    @Override
    public String describe(ArchitektonState s, Action action) {
        if (action instanceof Place p && tiles.isTile(p.tile())) {
            int t = p.tile();
            if (!tiles.isBuilding(t)) {
                return "Lay " + tiles.label(t) + " at (" + p.x() + "," + p.y() + ")"
                        + matchNote(s, t, p.x(), p.y(), 0);
            }
            int r = p.rotation() & 3;
            return "Lay " + tiles.label(t) + " at (" + p.x() + "," + p.y() + ") r" + r + " ["
                    + Placement.edges(tiles, t, r) + "]" + matchNote(s, t, p.x(), p.y(), r);
        }
        if (action instanceof MoveHouseFrom m) {
            Step top = s.steps.peek();
            String to = top instanceof Step.MoveHouse h ? " onto the new building at (" + h.x() + "," + h.y() + ")"
                    : "";
            return "Move your house from (" + m.x() + "," + m.y() + ")" + to;
        }
        if (action instanceof KeepHouse || action instanceof WithdrawHouse) {
            if (s.steps.peek() instanceof Step.OwnerChoice c) {
                boolean w = action instanceof WithdrawHouse;
                int cost = w ? c.wrongEdges() - 1 : c.wrongEdges();
                return (w ? "Withdraw the house from (" : "Keep the house on (") + c.x() + "," + c.y() + ") and pay "
                        + cost + " chip" + (cost == 1 ? "" : "s") + (cost > s.chips[c.owner()]
                        ? " (you have only " + s.chips[c.owner()] + ": you lose)" : "");
            }
            return action instanceof KeepHouse ? "Keep the house" : "Withdraw the house";
        }
        return action.toString();
    }

    /** ", matches 2 of 3 neighbours" for a placement, from the tiles around the cell. */
    private String matchNote(ArchitektonState s, int tile, int x, int y, int rotation) {
        int sides = 0;
        int match = 0;
        for (int d = 0; d < 4; d++) {
            int v = s.board.cell(x + Dir.DX[d], y + Dir.DY[d]);
            if (v == Board.EMPTY) {
                continue;
            }
            sides++;
            int n = Board.tileOf(v);
            int mine = tiles.isBuilding(tile) ? tiles.facing(tile, rotation, d) : tiles.terrain(tile);
            int theirs = tiles.isBuilding(tile) ? tiles.terrain(n)
                    : tiles.facing(n, Board.rotationOf(v), Dir.opposite(d));
            if (mine == theirs) {
                match++;
            }
        }
        return ", matches " + match + " of " + sides + " neighbour" + (sides == 1 ? "" : "s");
    }
}
