package io.agon.architekton.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.agon.architekton.io.TileDataLoader;
import io.agon.architekton.model.ArchitektonState;
import io.agon.architekton.model.Board;
import io.agon.architekton.model.Kind;
import io.agon.architekton.model.TileSet;
import io.agon.core.component.SparseGrid;
import io.agon.core.testkit.GameContract;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The core-api contract kit over thousands of seeded random games, with Architekton's invariants. */
class ContractTest {

    static final TileSet TILES = TileDataLoader.load();
    static final ArchitektonGame GAME = new ArchitektonGame(TILES);

    @Test
    @DisplayName("contract over 5,000 random games with tile, house, parity and adjacency invariants")
    void contract() {
        GameContract.Report r = contract(GAME).games(5000).seed(1).fullGames(200).sampleEvery(8).run();
        assertThat(r.games()).isEqualTo(5000);
        assertThat(r.fullyCheckedSteps()).isGreaterThan(20_000);
    }

    @Test
    @DisplayName("contract with P2 as start player (D20)")
    void contractStartP2() {
        contract(GAME).games(300).seed(100_000).fullGames(5).options(Map.of("start", "P2")).run();
    }

    static GameContract<ArchitektonState> contract(ArchitektonGame game) {
        return GameContract.of(game).players(2)
                .invariant("46 tiles conserved", ContractTest::tilesConserved)
                .invariant("houses conserved", ContractTest::housesConserved)
                .invariant("checkerboard parity", ContractTest::parity)
                .invariant("every tile touches the table", ContractTest::touching)
                .invariant("chips never negative", s -> s.chips[0] >= 0 && s.chips[1] >= 0 ? null : "negative chips");
    }

    static String tilesConserved(ArchitektonState s) {
        int n = TILES.size();
        int[] seen = new int[n];
        for (int kind = Kind.LANDSCAPE; kind <= Kind.BUILDING; kind++) {
            for (int t : s.stack(TILES, kind)) {
                seen[t]++;
            }
            for (int t : s.reserve(TILES, kind)) {
                seen[t]++;
            }
            for (int t : s.displayRow(kind)) {
                if (t >= 0) {
                    seen[t]++;
                }
            }
        }
        SparseGrid g = s.board.tiles();
        for (int i = 0; i < g.size(); i++) {
            seen[Board.tileOf(g.valueAt(i))]++;
        }
        for (int t = 0; t < n; t++) {
            if ((s.flushed & (1L << t)) != 0) {
                seen[t]++;
            }
        }
        for (int t = 0; t < n; t++) {
            if (seen[t] != 1) {
                return TILES.id(t) + " is found " + seen[t] + " times";
            }
        }
        return n == 46 ? null : "expected 46 tiles, data has " + n;
    }

    static String housesConserved(ArchitektonState s) {
        for (int p = 0; p < 2; p++) {
            int total = s.supply[p] + s.board.houses(p);
            if (total != 12) {
                return "P" + (p + 1) + " has " + total + " houses (supply " + s.supply[p] + ")";
            }
        }
        return null;
    }

    static String parity(ArchitektonState s) {
        SparseGrid g = s.board.tiles();
        for (int i = 0; i < g.size(); i++) {
            int kind = Board.isBuilding(g.valueAt(i)) ? Kind.BUILDING : Kind.LANDSCAPE;
            if (Kind.ofCell(g.xAt(i), g.yAt(i)) != kind || TILES.kind(Board.tileOf(g.valueAt(i))) != kind) {
                return "tile at (" + g.xAt(i) + "," + g.yAt(i) + ") breaks the checkerboard";
            }
        }
        return null;
    }

    static String touching(ArchitektonState s) {
        SparseGrid g = s.board.tiles();
        for (int i = 0; i < g.size(); i++) {
            int x = g.xAt(i);
            int y = g.yAt(i);
            boolean start = (x == 0 && y == 0) || (x == 1 && y == 1);
            if (!start && g.orthogonalNeighbours(x, y) == 0) {
                return "tile at (" + x + "," + y + ") touches nothing";
            }
        }
        return null;
    }
}
