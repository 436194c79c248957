package io.agon.examples.sealedlots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agon.core.Action;
import io.agon.core.Game;
import io.agon.core.Setup;
import io.agon.core.record.GameRecord;
import io.agon.core.record.RecordCodec;
import io.agon.core.record.RecordFormatException;
import io.agon.core.record.Replay;
import io.agon.examples.sealedlots.model.LotsState;
import io.agon.examples.sealedlots.rules.LotsAction;
import io.agon.examples.sealedlots.rules.SealedLots;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The core record codec and replay on the example game (core-api cannot depend on this module). */
class RecordCodecTest {

    private final SealedLots game = new SealedLots();
    private final RecordCodec codec = new RecordCodec(game.info());

    private GameRecord playedRecord(long seed) {
        LotsState s = game.newGame(Setup.of(3, seed));
        List<Action> actions = new ArrayList<>();
        io.agon.core.Rng r = new io.agon.core.Rng(seed);
        while (!game.isOver(s)) {
            List<Action> legal = game.legalActions(s);
            Action a = legal.get(r.nextInt(legal.size()));
            game.apply(s, a);
            actions.add(a);
        }
        return new GameRecord("sealed-lots", "1", Setup.of(3, seed), actions);
    }

    @Test
    void roundTripAndReplayRebuildTheSameState() {
        GameRecord rec = playedRecord(11);
        String json = codec.write(rec);
        assertThat(json).contains("\"game\" : \"sealed-lots\"").contains("\"type\" : \"Bid\"");
        GameRecord back = codec.read(json, "t.json");
        assertThat(back).isEqualTo(rec);
        LotsState a = Replay.replay(game, back);
        LotsState b = Replay.replay(game, rec);
        assertThat(a).isEqualTo(b);
        assertThat(game.isOver(a)).isTrue();
    }

    @Test
    void actionJsonIsCompactAndReadable() {
        assertThat(codec.actionToJson(new LotsAction.Bid(4))).isEqualTo("{\"type\":\"Bid\",\"amount\":4}");
    }

    @Test
    void malformedTruncatedAndForeignRecordsAreRefusedWithOneLine() {
        String json = codec.write(playedRecord(12));
        assertThatThrownBy(() -> codec.read(json.substring(0, json.length() / 2), "half.json"))
                .isInstanceOf(RecordFormatException.class).hasMessageStartingWith("half.json: not valid JSON");
        assertThatThrownBy(() -> codec.read("[]", "x")).hasMessage("x: a record must be a JSON object");
        assertThatThrownBy(() -> codec.read(json.replace("\"sealed-lots\"", "\"polis\""), "x"))
                .hasMessage("x: this is a record of 'polis', not of 'sealed-lots'");
        assertThatThrownBy(() -> codec.read(json.replace("\"rulesVersion\" : \"1\"", "\"rulesVersion\" : \"0\""),
                "x")).hasMessageContaining("rules version 0");
        assertThatThrownBy(() -> codec.read(json.replaceFirst("\"Bid\"|\"Pass\"", "\"java.lang.Runtime\""), "x"))
                .hasMessageContaining("unknown action type 'java.lang.Runtime'");
        assertThatThrownBy(() -> codec.read(json.replaceFirst("\"seed\" : 12", "\"seed\" : \"x\""), "x"))
                .hasMessage("x: setup.seed must be a whole number");
        String extra = json.replaceFirst("\"type\" : \"Bid\"", "\"type\" : \"Bid\", \"evil\" : 1");
        if (!extra.equals(json)) {
            assertThatThrownBy(() -> codec.read(extra, "x")).hasMessageContaining("bad Bid action (unknown field 'evil'");
        }
    }

    @Test
    void replayNamesTheFirstIllegalAction() {
        GameRecord rec = playedRecord(13);
        List<Action> bad = new ArrayList<>(rec.actions());
        bad.set(2, new LotsAction.Bid(999));
        GameRecord broken = new GameRecord("sealed-lots", "1", rec.setup(), bad);
        assertThatThrownBy(() -> Replay.replay(game, broken)).isInstanceOf(RecordFormatException.class)
                .hasMessageStartingWith("action 3 of ");
        GameRecord badSetup = new GameRecord("sealed-lots", "1", new Setup(9, 1, Map.of()), List.of());
        assertThatThrownBy(() -> Replay.replay(game, badSetup)).hasMessageContaining("2-4 players, not 9");
        Game<LotsState> g = game;
        List<Integer> seen = new ArrayList<>();
        Replay.replay(g, rec, (i, p, a, ev, after) -> seen.add(i));
        assertThat(seen).hasSize(rec.actions().size());
    }
}
