package io.agon.core.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agon.core.Game;
import io.agon.core.GameInfo;
import io.agon.core.Setup;
import io.agon.core.record.GameRecord;
import io.agon.core.record.RecordCodec;
import io.agon.core.record.RecordFormatException;
import io.agon.core.record.Replay;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A record of an older rules version replays when the game says how ({@link Game#replaySetup}): the codec made
 * from the game reads it as a record of the current version with the set-up the game gives; other versions, and a
 * codec made from the game's info alone, refuse it with one line.
 */
class OlderRulesRecordTest {

    private static final GameInfo V2 = new GameInfo("nim", "Nim", 1, 4, "2", "take the last stone", List.of(),
            List.of(NimGame.Take.class));

    /** Nim at rules version 2, which replays the records of version 1 with the seed they name plus 1000. */
    @SuppressWarnings("unchecked")
    private static Game<NimGame.State> nimTwo() {
        NimGame nim = new NimGame();
        return (Game<NimGame.State>) Proxy.newProxyInstance(Game.class.getClassLoader(), new Class<?>[] {Game.class},
                (proxy, method, args) -> {
                    if (method.getName().equals("info")) {
                        return V2;
                    }
                    if (method.getName().equals("replaySetup")) {
                        Setup old = (Setup) args[1];
                        return args[0].equals("1") ? new Setup(old.players(), old.seed() + 1000, old.options()) : null;
                    }
                    try {
                        return method.invoke(nim, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    private static String record(String version) {
        return "{\"game\":\"nim\",\"rulesVersion\":\"" + version + "\",\"setup\":{\"players\":2,\"seed\":7},"
                + "\"actions\":[{\"type\":\"Take\",\"heap\":0,\"count\":3}]}";
    }

    @Test
    void anOlderVersionTheGameReplaysReadsAsTheCurrentVersion() {
        Game<NimGame.State> game = nimTwo();
        GameRecord r = new RecordCodec(game).read(record("1"), "old.json");
        assertThat(r.rulesVersion()).isEqualTo("2");
        assertThat(r.setup().seed()).isEqualTo(1007);
        assertThat(Replay.replay(game, r).heaps).containsExactly(0, 4, 5);
        assertThat(new RecordCodec(game).read(record("2"), "new.json").setup().seed()).isEqualTo(7);
    }

    @Test
    void otherVersionsAndInfoOnlyCodecsRefuse() {
        assertThatThrownBy(() -> new RecordCodec(nimTwo()).read(record("0"), "older.json"))
                .isInstanceOf(RecordFormatException.class)
                .hasMessage("older.json: made with rules version 0, but Nim is at version 2, which cannot replay it");
        assertThatThrownBy(() -> new RecordCodec(V2).read(record("1"), "old.json"))
                .isInstanceOf(RecordFormatException.class)
                .hasMessage("old.json: made with rules version 1, but Nim is at version 2");
    }
}
