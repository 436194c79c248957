package io.agon.cli;

import io.agon.core.GameState;
import io.agon.core.Rng;
import io.agon.core.agent.AgentSpec;
import io.agon.core.learn.Encoded;
import io.agon.core.learn.Encoding;
import io.agon.core.sim.BatchEnv;
import io.agon.core.spi.GameEntry;
import java.util.Arrays;
import java.util.List;

/**
 * The speed of a game's learning environment in this JVM ({@code bench}): 64 games stepped together, the learner
 * choosing uniformly among the legal ids, the other seats {@code random}, the observation and the mask written at
 * every step. Three timed trials after a warm-up; steps are counted per game (64 a batch step).
 */
final class EnvSpeed {

    private static final int GAMES = 64;

    private EnvSpeed() {
    }

    /** {lowest, median, highest} game-steps per second of three trials of {@code seconds} each. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static double[] measure(GameEntry entry, Encoding<?> encoding, int players, double seconds, long seed) {
        return run(Encoded.of((io.agon.core.Game) entry.game(), (Encoding) encoding, players), seconds, seed);
    }

    private static <S extends GameState<S>> double[] run(Encoded<S> enc, double seconds, long seed) {
        BatchEnv<S> env = new BatchEnv<>(enc, GAMES, -1, List.of(AgentSpec.parse("random")), java.util.Map.of(),
                BatchEnv.Reward.WIN_LOSS, seed);
        env.reset();
        Rng rng = new Rng(seed);
        int[] ids = new int[GAMES];
        time(env, ids, rng, seconds / 2);                  // warm-up
        double[] trials = new double[3];
        for (int t = 0; t < trials.length; t++) {
            trials[t] = time(env, ids, rng, seconds);
        }
        Arrays.sort(trials);
        return trials;
    }

    private static double time(BatchEnv<?> env, int[] ids, Rng rng, double seconds) {
        int actions = env.encoded().actionCount();
        long start = System.nanoTime();
        long end = start + (long) (seconds * 1e9);
        long steps = 0;
        long now;
        do {
            for (int i = 0; i < GAMES; i++) {
                ids[i] = env.legalIds[i * actions + rng.nextInt(env.legalCounts[i])];
            }
            env.step(ids);
            steps += GAMES;
            now = System.nanoTime();
        } while (now < end);
        return steps / ((now - start) / 1e9);
    }
}
