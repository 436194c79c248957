package io.agon.architekton.learn;

import static org.assertj.core.api.Assertions.assertThat;

import io.agon.architekton.io.TileDataLoader;
import io.agon.architekton.model.ArchitektonState;
import io.agon.architekton.model.Dir;
import io.agon.architekton.rules.ArchitektonAction;
import io.agon.architekton.rules.ArchitektonGame;
import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.Setup;
import io.agon.core.learn.Encoded;
import io.agon.core.testkit.EncodingContract;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Issue 51: Architekton's action ids and observation. */
class ArchitektonEncodingTest {

    private static final ArchitektonGame GAME = new ArchitektonGame(TileDataLoader.load());
    private static final ArchitektonEncoding ENCODING = new ArchitektonEncoding(GAME.tiles());

    @Test
    void keepsTheContractOverAThousandGames() {
        EncodingContract.Report r = EncodingContract.of(GAME, ENCODING).games(1000).run();
        assertThat(r.decisions()).as("random games, many cut short by a seat that cannot pay").isGreaterThan(20_000);
    }

    @Test
    void aPlacementIsNamedByTheFirstLaidTileBesideItsCell() {
        ArchitektonState s = GAME.newGame(new Setup(2, 3, Map.of()));
        Encoded<ArchitektonState> e = Encoded.of(GAME, ENCODING, 2);
        assertThat(e.actionCount()).isEqualTo(3 * 46 * 4 + 3 * 4 * 46 * 4 + 46 + 2);
        // the start landscapes lie at (0, 0) and (1, 1) (spec 3.5): (1, 0) is east of tile 0 and south of tile 1
        ArchitektonAction.Place p = GAME.legalActions(s).stream().map(ArchitektonAction.Place.class::cast)
                .filter(a -> a.x() == 1 && a.y() == 0 && a.rotation() == 2).findFirst().orElseThrow();
        int slot = s.displaySlot(1, p.tile()) - s.displayStart(1);
        assertThat(e.id(s, p)).isEqualTo(3 * 46 * 4 + ((slot * 4 + 2) * 46 + 0) * 4 + Dir.E);
        assertThat(e.action(s, e.id(s, p))).isEqualTo(p);
    }

    @Test
    void theObservationShowsTheTableInLayingOrderFromTheObserversSide() {
        ArchitektonState s = GAME.newGame(new Setup(2, 5, Map.of()));
        List<Action> legal = GAME.legalActions(s);
        ArchitektonAction.Place building = legal.stream().map(ArchitektonAction.Place.class::cast)
                .filter(a -> GAME.tiles().isBuilding(a.tile())).findFirst().orElseThrow();
        GAME.apply(s, 0, building, EventSink.NONE);
        float[] first = new float[Encoded.of(GAME, ENCODING, 2).observationSize()];
        float[] second = first.clone();
        ENCODING.observe(s, 0, first, 0);
        ENCODING.observe(s, 1, second, 0);
        int tile2 = 2 * ArchitektonEncoding.PER_TILE;
        assertThat(first[tile2]).as("the third tile laid is there").isEqualTo(1f);
        assertThat(first[tile2 + 1]).isEqualTo(building.x());
        assertThat(first[tile2 + 2]).isEqualTo(building.y());
        assertThat(first[tile2 + 3]).as("a building").isEqualTo(1f);
        assertThat(first[tile2 + 24]).as("the first seat's own house").isEqualTo(1f);
        assertThat(second[tile2 + 25]).as("the same house is the other's to the second seat").isEqualTo(1f);
        assertThat(first[3 * ArchitektonEncoding.PER_TILE]).as("no fourth tile yet").isZero();
    }
}
