package io.agon.architekton.rules;

import io.agon.architekton.model.ArchitektonState;
import io.agon.architekton.model.Board;
import io.agon.architekton.model.Kind;
import io.agon.architekton.model.Step;
import io.agon.architekton.model.Terrain;
import io.agon.architekton.model.TileSet;
import io.agon.architekton.rules.ArchitektonAction.KeepHouse;
import io.agon.architekton.rules.ArchitektonAction.MoveHouseFrom;
import io.agon.architekton.rules.ArchitektonAction.Place;
import io.agon.architekton.rules.ArchitektonAction.WithdrawHouse;
import io.agon.core.EventSink;
import io.agon.core.GameInfo;
import io.agon.core.GameStats;
import io.agon.core.OptionInfo;
import io.agon.core.Outcome;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.core.component.SparseGrid;
import io.agon.core.flow.Flow;
import io.agon.core.flow.Phase;
import io.agon.core.flow.FlowGame;
import io.agon.core.flow.TurnPolicy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Architekton (Michael Schacht, 2005) for 2 players: the forward model of spec {@code ARCHITEKTON-SPEC-1}.
 * Stateless and thread-safe; everything about a game lives in {@link ArchitektonState}.
 *
 * <p>The flow of play is declared once, in {@link #flow(TileSet, ActionCache)}: a turn is {@code PlaceTile} (as
 * many placements as the tile data says), then {@code EndTurn}; {@code MoveHouse} and {@code OwnerChoice} are
 * interrupts. Each step has its rule ({@link PlaceTileRule}, {@link EndTurnRule}, {@link MoveHouseRule},
 * {@link OwnerChoiceRule}); {@link FlowGame} answers {@code currentPlayer}, {@code decision},
 * {@code legalActions}, {@code apply} and {@code describe} through them. Where the rest lives: set-up (spec 3)
 * in {@link #newGame}; placement legality and laying (4.2, 4.3) in {@link Placement}; enclosure scoring and
 * bankruptcy (5, 6) in {@link Enclosure}; refill, reserve, final turns and the flush rule (7, D12) in
 * {@link Refill}; final scoring (8) in {@link FinalScoring}.
 */
public final class ArchitektonGame extends FlowGame<ArchitektonState, Step>
        implements GameStats<ArchitektonState> {

    /** The game id used on the command line and in records. */
    public static final String ID = "architekton";

    /** The phase of a turn (spec 4.1). */
    static final Phase TURN = Phase.named("Turn");

    private final TileSet tiles;
    private final GameInfo info;

    /** A game played with the given tile data (loaded by {@code io.agon.architekton.io.TileDataLoader}). */
    public ArchitektonGame(TileSet tiles) {
        super(flow(tiles, new ActionCache(tiles)));
        this.tiles = tiles;
        this.info = new GameInfo(ID, "Architekton", 2, 2, "1.0",
                "Lay landscapes and buildings in a checkerboard; enclose your buildings with the right landscapes",
                List.of(new OptionInfo("start", "which player takes the first turn", List.of("P1", "P2"),
                        "P1")),
                List.of(Place.class, MoveHouseFrom.class, KeepHouse.class, WithdrawHouse.class));
    }

    /**
     * The flow of play, as the rulebook says it (spec 4.1): a turn is the placements of the player on turn, then
     * the end of the turn; after it the other player's turn begins, unless the game is over. Laying a building
     * with an empty supply interrupts with the house move (4.3); an imperfect enclosure interrupts with the
     * owner's choice, asked of the owner even in the other player's turn (5, D7, D9).
     */
    static Flow<ArchitektonState, Step> flow(TileSet tiles, ActionCache cache) {
        return Flow.of(ArchitektonState.class)
                .phase(TURN)
                    .step(Step.PlaceTile.class, s -> Step.PlaceTile.of(1), new PlaceTileRule(tiles, cache)) // 4.2
                        .leadsTo(Step.MoveHouse.class, Step.OwnerChoice.class)                           // 4.3, 5
                    .step(Step.EndTurn.class, s -> Step.EndTurn.INSTANCE, new EndTurnRule(tiles))        // 7
                    .then((s, flow, ev) -> {                                                             // 4.1
                        if (!s.over) {
                            s.onTurn = 1 - s.onTurn;
                            s.turn++;
                            flow.begin(s, TURN, ev);
                        }
                    }, TURN, Phase.GAME_OVER)
                .on(Step.MoveHouse.class, new MoveHouseRule(tiles)).leadsTo(Step.OwnerChoice.class)      // 4.3
                .interrupt(Step.OwnerChoice.class, new OwnerChoiceRule(),                                // 5
                        "the owner of an enclosed building keeps or withdraws his house, in either player's turn (D7)")
                .turns(TurnPolicy.clockwise((ArchitektonState s) -> s.onTurn, s -> 2))
                .build();
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
    public ArchitektonState newGame(Setup setup, EventSink events) {
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
        if (events.enabled()) {
            events.emit(new ArchitektonEvent.SetUp(tiles.label(first), tiles.label(second), s.startPlayer));
        }
        flow().start(s, TURN, events);
        return s;
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
                    + " wins by bankruptcy");
        }
        FinalScoring.Result r = FinalScoring.score(s);
        return Outcome.ranked(r.points(), () -> FinalScoring.summary(r), r.housesLeft());
    }

    /** For {@code agon analyze}: the start player drawn at set-up. */
    @Override
    public int startPlayer(ArchitektonState start) {
        return start.startPlayer;
    }

    /**
     * For {@code agon analyze}: how each seat's city ended (spec 8): its largest group, the houses that stayed and
     * those removed, or that it went bankrupt. No running standing: the score is only known at the end.
     */
    @Override
    public List<Set<String>> features(ArchitektonState s) {
        FinalScoring.Result r = FinalScoring.score(s);
        List<Set<String>> out = new ArrayList<>();
        for (int p = 0; p < 2; p++) {
            Set<String> f = new TreeSet<>();
            if (s.bankrupt == p) {
                f.add("went bankrupt");
            }
            f.add("largest group of " + r.largestGroup()[p]);
            f.add(r.housesLeft()[p] + " houses stayed");
            f.add(r.removed()[p] + " houses removed");
            out.add(f);
        }
        return out;
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
        String prompt = s.over ? "The game is over" : decision(s).prompt();
        return new ArchitektonView(player, s.turn, s.over ? -1 : s.onTurn, currentPlayer(s), prompt, table,
                row(s, Kind.LANDSCAPE), row(s, Kind.BUILDING), List.of(s.stackCount[0], s.stackCount[1]),
                List.of(s.reserveCount[0], s.reserveCount[1]), s.reserveOpened, s.finalTurnsLeft,
                List.of(s.chips[0], s.chips[1]), List.of(s.supply[0], s.supply[1]), flushed, result, options(s,
                        player));
    }

    /** The board as a spectator may see it: the whole table, the stacks as counts (Architekton hides nothing else). */
    @Override
    public ArchitektonView publicView(ArchitektonState s) {
        return view(s, -1);
    }

    /** The deciding seat's legal actions as data (empty for everyone else): what a picture makes clickable. */
    private List<ArchitektonView.Option> options(ArchitektonState s, int player) {
        if (s.over || currentPlayer(s) != player) {
            return List.of();
        }
        return ViewOptions.of(tiles, s, legalActions(s));
    }

    private List<ArchitektonView.DisplayTile> row(ArchitektonState s, int kind) {
        List<ArchitektonView.DisplayTile> out = new ArrayList<>();
        for (int t : s.displayRow(kind)) {
            if (t >= 0) {
                out.add(new ArchitektonView.DisplayTile(tiles.id(t), kind == Kind.LANDSCAPE
                        ? String.valueOf(Terrain.of(tiles.terrain(t)).letter()) : letters(t, 0), tiles.label(t)));
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
        return determinize(s, observer, rng, null);
    }

    @Override
    public ArchitektonState determinize(ArchitektonState s, int observer, Rng rng, ArchitektonState reuse) {
        ArchitektonState d = reuse == null ? s.copy() : reuse.copyFrom(s);
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
                out.put(name, "a building whose edges ask for " + edges + " before turning (it may be turned"
                        + " a quarter at a time, clockwise); it takes"
                        + " a house and goes on a building cell (x + y odd) matching at least one neighbouring"
                        + " landscape (spec 4.2, 4.3)");
            }
        }
        return out;
    }
}
