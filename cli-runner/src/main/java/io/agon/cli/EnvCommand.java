package io.agon.cli;

import io.agon.core.agent.AgentSpec;
import io.agon.core.learn.Encoded;
import io.agon.core.learn.Encoding;
import io.agon.core.sim.BatchEnv;
import io.agon.core.spi.GameEntry;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code agon env GAME --stdio}: a game for a learning agent in another process (Python), over standard input and
 * output in the little-endian binary protocol of {@code docs/learning.md}: a greeting with the sizes, then for
 * each command ({@code r} reset with a seed, {@code s} step with one action id per game, {@code q} quit) one reply
 * with every game's observation, legal mask, reward, end flag, the learner's seat and every seat's reward.
 * {@code --describe} prints what the action ids and the observation mean instead.
 */
@Command(name = "env", mixinStandardHelpOptions = true,
        description = "Serve a game to a learning agent (docs/learning.md).")
final class EnvCommand implements java.util.concurrent.Callable<Integer> {

    /** The protocol's version, sent in the greeting. */
    static final int VERSION = 1;

    @ParentCommand
    private Main main;

    @Parameters(paramLabel = "GAME", description = "game id, e.g. tictactoe (a game with an encoding)")
    private String game;

    @Option(names = "--games", paramLabel = "N", defaultValue = "1", description = "games stepped together (default 1)")
    private int games;

    @Option(names = "--players", paramLabel = "N", description = "players per game (default: the fewest allowed)")
    private Integer players;

    @Option(names = "--seat", paramLabel = "S", defaultValue = "0",
            description = "the learner's seat, 1 to N, or 0 to take each seat in turn, game by game (default 0)")
    private int seat;

    @Option(names = "--opponents", paramLabel = "LIST", defaultValue = "random",
            description = "the agents of the other seats, one for all or one per seat (default random); none: the"
                    + " learner plays every seat (self-play)")
    private String opponents;

    @Option(names = "--reward", paramLabel = "KIND", defaultValue = "win-loss",
            description = "win-loss (+1, 0 draw, -1) or score (the learner's final score); default win-loss")
    private String reward;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "base seed (default 1)")
    private long seed;

    @Option(names = "--stdio", description = "speak the binary protocol on standard input and output")
    private boolean stdio;

    @Option(names = "--describe", description = "print what the action ids and the observation mean, and exit")
    private boolean describe;

    @Override
    public Integer call() {
        Table t = table(main.catalog(), game, players, seat, opponents, reward);
        if (describe || !stdio) {
            main.out().println(PlainText.safe(t.entry().game().info().name()) + " for learning agents, " + t.players()
                    + " players: " + t.encoded().actionCount() + " action ids, observation "
                    + java.util.Arrays.toString(t.encoded().shape()));
            main.out().println(PlainText.safeLines(t.encoding().describe(t.players())));
            if (!describe) {
                main.out().println("(add --stdio to serve it: the protocol is in docs/learning.md)");
            }
            return Main.OK;
        }
        BatchEnv<?> env = t.open(games, seed);
        try {
            serve(env, t.description());
        } catch (IOException e) {
            throw new io.agon.core.AgonException("the learner's connection failed: " + io.agon.core.record.RecordFiles
                    .why(e));
        }
        return Main.OK;
    }

    /**
     * A learning table as the options describe it, checked: the game with its encoding at a player count, the other
     * seats' agents, the learner's seat and the reward. The launcher ({@code --stdio}) and an in-process client
     * ({@link InProcessEnv}) open their environments from it.
     */
    record Table(GameEntry entry, Encoding<?> encoding, Encoded<?> encoded, int players, int seat,
                 List<AgentSpec> others, BatchEnv.Reward pay) {

        /** The game's name and what its ids and observation mean, as the greeting sends it. */
        String description() {
            return entry.game().info().name() + ": " + encoding.describe(players);
        }

        /**
         * {@code games} environments stepped together from {@code seed}.
         *
         * @throws UsageException for a bad count or agent
         */
        @SuppressWarnings({"unchecked", "rawtypes"})
        BatchEnv<?> open(int games, long seed) {
            Cli.atLeast("--games", games, 1);
            if (games > 65_536) {
                throw new UsageException("--games " + games + " is more than 65,536 games at once");
            }
            try {
                return new BatchEnv(encoded, games, seat - 1, others, entry.agents(), pay, seed);
            } catch (IllegalArgumentException e) {
                throw new UsageException(e.getMessage());
            }
        }
    }

    /**
     * Checks the options and makes the table.
     *
     * @throws UsageException in one line for an unknown game, one without an encoding, or a bad option
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static Table table(io.agon.core.spi.GameCatalog catalog, String game, Integer players, int seat,
                       String opponents, String reward) {
        GameEntry entry = catalog.get(game);
        Encoding<?> encoding = catalog.encoding(entry.id());
        if (encoding == null) {
            throw new UsageException(PlainText.safe(entry.game().info().name()) + " has no encoding for learning"
                    + " agents yet (games with one: " + String.join(", ", encoded(catalog)) + ")");
        }
        int n = players != null ? players : entry.game().info().minPlayers();
        if (seat < 0 || seat > n) {
            throw new UsageException("--seat " + seat + ": give a seat from 1 to " + n + ", or 0 to take each in turn");
        }
        BatchEnv.Reward pay = switch (reward) {
            case "win-loss" -> BatchEnv.Reward.WIN_LOSS;
            case "score" -> BatchEnv.Reward.SCORE;
            default -> throw new UsageException("--reward " + PlainText.safe(reward) + ": win-loss or score");
        };
        List<AgentSpec> others = new ArrayList<>();
        for (String part : opponents.equals("none") ? new String[0] : opponents.split(",")) {
            AgentSpec spec = AgentSpec.parse(part.strip());
            if (spec.kind().equals("human")) {
                throw new UsageException("--opponents: a human cannot sit at a learning table");
            }
            others.add(spec);
        }
        Encoded<?> enc;
        try {
            enc = Encoded.of((io.agon.core.Game) entry.game(), (Encoding) encoding, n);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        return new Table(entry, encoding, enc, n, seat, List.copyOf(others), pay);
    }

    private static List<String> encoded(io.agon.core.spi.GameCatalog catalog) {
        List<String> ids = new ArrayList<>();
        for (String id : catalog.games().keySet()) {
            if (catalog.encoding(id) != null) {
                ids.add(id);
            }
        }
        return ids;
    }

    /** The protocol loop: the greeting, then one reply per command until {@code q} or the end of input. */
    private void serve(BatchEnv<?> env, String description) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(main.rawIn()));
        OutputStream out = new BufferedOutputStream(main.rawOut(), 1 << 16);
        Encoded<?> enc = env.encoded();
        int n = env.size();
        int[] shape = enc.shape();
        byte[] text = description.getBytes(StandardCharsets.UTF_8);
        ByteBuffer hello = le(4 + 4 * (6 + shape.length) + text.length);
        hello.put("AGON".getBytes(StandardCharsets.US_ASCII)).putInt(VERSION).putInt(n).putInt(enc.players())
                .putInt(enc.actionCount()).putInt(shape.length);
        for (int d : shape) {
            hello.putInt(d);
        }
        hello.putInt(text.length).put(text);
        out.write(hello.array());
        out.flush();
        int obs = enc.observationSize();
        int actions = enc.actionCount();
        ByteBuffer reply = le(1 + 4 * n * obs + n * actions + 4 * n + n + 4 * n + 4 * n * enc.players());
        byte[] idBytes = new byte[4 * n];
        ByteBuffer ids = ByteBuffer.wrap(idBytes).order(ByteOrder.LITTLE_ENDIAN);
        int[] chosen = new int[n];
        boolean started = false;
        while (true) {
            int command;
            try {
                command = in.readUnsignedByte();
            } catch (EOFException e) {
                return; // the learner went away
            }
            String error = null;
            switch (command) {
                case 'r' -> {
                    long s = Long.reverseBytes(in.readLong());
                    env.reset(s);
                    started = true;
                }
                case 's' -> {
                    in.readFully(idBytes);
                    ids.clear();
                    for (int i = 0; i < n; i++) {
                        chosen[i] = ids.getInt();
                    }
                    if (!started) {
                        error = "step before reset: send r first";
                    } else {
                        try {
                            env.step(chosen);
                        } catch (IllegalArgumentException e) {
                            error = e.getMessage();
                        }
                    }
                }
                case 'q' -> {
                    return;
                }
                default -> error = "unknown command " + command + " (r, s or q)";
            }
            if (error != null) {
                byte[] m = error.getBytes(StandardCharsets.UTF_8);
                ByteBuffer b = le(1 + 4 + m.length);
                b.put((byte) 1).putInt(m.length).put(m);
                out.write(b.array());
            } else {
                reply.clear();
                reply.put((byte) 0);
                floats(reply, env.observations);
                reply.put(env.masks);
                floats(reply, env.rewards);
                reply.put(env.done);
                reply.asIntBuffer().put(env.seats);
                reply.position(reply.position() + 4 * env.seats.length);
                floats(reply, env.seatRewards);
                out.write(reply.array(), 0, reply.position());
            }
            out.flush();
        }
    }

    /** Puts {@code values} at the buffer's position in one bulk copy and moves the position past them. */
    private static void floats(ByteBuffer b, float[] values) {
        b.asFloatBuffer().put(values);
        b.position(b.position() + 4 * values.length);
    }

    private static ByteBuffer le(int size) {
        return ByteBuffer.allocate(size).order(ByteOrder.LITTLE_ENDIAN);
    }
}
