package io.agon.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Issue 51: {@code agon env}: its words, its refusals, and its binary protocol (docs/learning.md). */
class EnvCommandTest {

    @Test
    void describeSaysWhatTheIdsAndTheObservationMean() {
        Run r = Run.of("env", "tictactoe", "--describe");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("Tic-tac-toe for learning agents, 2 players: 9 action ids, observation [3, 3, 3]",
                "plane 0 its own marks");
        assertThat(Run.of("env", "sealed-lots", "--players", "3", "--describe").out()).contains("33 action ids",
                "88 floats");
        assertThat(Run.of("env", "architekton", "--describe").out()).contains("2808 action ids",
                "the lowest-numbered tile beside it", "laying order");
        assertThat(Run.of("env", "polis", "--players", "4", "--describe").out()).contains("bid 1-511",
                "seats counted from the mover");
        assertThat(Run.of("env", "massilia", "--describe").out()).contains("money and penalty stones (the"
                + " observer's only)");
    }

    @Test
    void mistakesAreOneLineUsageErrors() {
        Run tokens = Run.of("env", "tokens", "--stdio"); // a test game without an encoding
        assertThat(tokens.code()).isEqualTo(Main.USAGE);
        assertThat(tokens.oneLineError()).as(tokens.err()).isTrue();
        assertThat(tokens.err()).contains("Tokens has no encoding for learning agents yet (games with one:",
                "tictactoe", "polis");
        for (String[] args : new String[][] {{"env", "tictactoe", "--seat", "3", "--stdio"},
            {"env", "tictactoe", "--games", "0", "--stdio"}, {"env", "tictactoe", "--reward", "money", "--stdio"},
            {"env", "tictactoe", "--opponents", "human", "--stdio"}, {"env", "nothing", "--stdio"},
            {"env", "sealed-lots", "--players", "7", "--stdio"}}) {
            Run r = Run.of(args);
            assertThat(r.code()).as(String.join(" ", args) + ": " + r.err()).isEqualTo(Main.USAGE);
            assertThat(r.oneLineError()).as(r.err()).isTrue();
        }
    }

    @Test
    void theProtocolGreetsResetsStepsAndRefusesAnIllegalId() {
        ByteBuffer in = ByteBuffer.allocate(64).order(ByteOrder.LITTLE_ENDIAN);
        in.put((byte) 's').putInt(4);                    // a step before the reset: refused
        in.put((byte) 'r').putLong(5);                   // reset, seed 5
        in.put((byte) 's').putInt(4);                    // X takes the centre; O answers
        in.put((byte) 's').putInt(4);                    // the centre again: refused, nothing changes
        in.put((byte) 'q');
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(new String[] {"env", "tictactoe", "--stdio", "--seat", "1"},
                new ByteArrayInputStream(in.array(), 0, in.position()), new PrintStream(out, true),
                new PrintStream(err, true), false);
        assertThat(code).as(err.toString(StandardCharsets.UTF_8)).isZero();
        ByteBuffer b = ByteBuffer.wrap(out.toByteArray()).order(ByteOrder.LITTLE_ENDIAN);
        byte[] magic = new byte[4];
        b.get(magic);
        assertThat(new String(magic, StandardCharsets.US_ASCII)).isEqualTo("AGON");
        assertThat(new int[] {b.getInt(), b.getInt(), b.getInt(), b.getInt(), b.getInt(), b.getInt(), b.getInt(),
            b.getInt()}).containsExactly(1, 1, 2, 9, 3, 3, 3, 3);
        byte[] text = new byte[b.getInt()];
        b.get(text);
        assertThat(new String(text, StandardCharsets.UTF_8)).startsWith("Tic-tac-toe: 9 action ids");
        assertThat(error(b)).isEqualTo("step before reset: send r first");
        assertThat(b.get()).isZero();                    // the reset's answer
        float[] obs = floats(b, 27);
        assertThat(obs).containsOnly(0f, 1f);
        assertThat(obs[18 + 4]).as("the centre is empty").isEqualTo(1f);
        byte[] mask = new byte[9];
        b.get(mask);
        assertThat(mask).containsOnly(1);
        assertThat(b.getFloat()).isZero();               // reward
        assertThat(b.get()).isZero();                    // not done
        assertThat(b.getInt()).isZero();                 // the learner's seat: the first
        assertThat(floats(b, 2)).containsOnly(0f);      // every seat's reward: none before the end
        assertThat(b.get()).isZero();                    // the step's answer
        float[] after = floats(b, 27);
        assertThat(after[4]).as("the learner's X on the centre").isEqualTo(1f);
        float others = 0;
        for (int i = 9; i < 18; i++) {
            others += after[i];
        }
        assertThat(others).as("O answered with one mark").isEqualTo(1f);
        b.get(mask);
        assertThat(mask[4]).isZero();
        b.position(b.position() + 4 + 1 + 4 + 8);
        assertThat(error(b)).isEqualTo("id 4 is not legal in game 0");
        assertThat(b.remaining()).as("q ends it without an answer").isZero();
    }

    private static String error(ByteBuffer b) {
        assertThat(b.get()).as("an error answer").isEqualTo((byte) 1);
        byte[] m = new byte[b.getInt()];
        b.get(m);
        return new String(m, StandardCharsets.UTF_8);
    }

    private static float[] floats(ByteBuffer b, int n) {
        float[] f = new float[n];
        for (int i = 0; i < n; i++) {
            f[i] = b.getFloat();
        }
        return f;
    }
}
