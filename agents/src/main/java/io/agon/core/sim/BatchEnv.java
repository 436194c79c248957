package io.agon.core.sim;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.Game;
import io.agon.core.GameState;
import io.agon.core.Outcome;
import io.agon.core.Setup;
import io.agon.core.agent.Agent;
import io.agon.core.agent.AgentFactory;
import io.agon.core.agent.AgentSpec;
import io.agon.core.agent.Agents;
import io.agon.core.agent.InformationSet;
import io.agon.core.learn.Encoded;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * N games stepped together for a learning agent, as Gymnasium's vector environments do: the learner plays one seat
 * of every game through action ids, the other seats are played by Agon agents (any agent spec, e.g.
 * {@code random} or {@code mcts:iterations=100}), and a finished game starts the next one by itself (auto-reset).
 * With no other agents, the learner plays every seat (self-play, as PettingZoo's turn-by-turn environments do):
 * {@link #seats} then says whose turn it is. After every {@link #reset} and {@link #step}, the arrays
 * {@link #observations}, {@link #masks}, {@link #rewards}, {@link #seatRewards} and {@link #done} hold each game's
 * view for the learner's next decision.
 *
 * <p>Seeded: game {@code k} of slot {@code i} is set up from {@code Seeds.derive(seed, i, k)}, and the other seats'
 * agents get their seeds the same way, so the same seed and the same ids give the same stream on every machine.
 * The learner's seat is fixed, or turns with each game ({@code seat = -1}: game {@code k} of slot {@code i} seats
 * the learner at {@code (i + k) % players}). A reward is given when a game ends: +1 for a win, -1 for a loss, 0 for a
 * draw (a shared first place among all seats); with {@link Reward#SCORE}, the learner's final score. A step of the
 * learner's own seat allocates nothing; the other seats' agents may.
 *
 * @param <S> the game's state type
 */
public final class BatchEnv<S extends GameState<S>> {

    /** What the learner is paid at the end of a game. */
    public enum Reward {
        /** +1 win, -1 loss, 0 draw. */
        WIN_LOSS,
        /** The learner's final score. */
        SCORE
    }

    private final Encoded<S> enc;
    private final Game<S> game;
    private final int n;
    private final int seatChoice;
    private final List<AgentSpec> others;
    private final Map<String, AgentFactory> gameAgents;
    private final Reward reward;
    private long seed;
    private final Map<String, String> options;

    private final List<S> states = new ArrayList<>();
    private final int[] learner;
    private final long[] gameIndex;
    private final Agent[][] agents;
    private final List<List<Action>> legal = new ArrayList<>();

    /** Each slot's observation for the learner's next decision, {@code observationSize} floats a slot. */
    public final float[] observations;
    /** Each slot's legal mask, {@code actionCount} bytes a slot (1: legal). */
    public final byte[] masks;
    /**
     * Each slot's legal ids in the legal list's order, {@code actionCount} ints a slot of which the first
     * {@link #legalCounts}{@code [slot]} are set: the mask's ones, for a learner that samples among them.
     */
    public final int[] legalIds;
    /** How many legal ids each slot has. */
    public final int[] legalCounts;
    /** Each slot's reward from the last step for the seat that took it (non-zero only when a game ended). */
    public final float[] rewards;
    /** When a game ended in the last step: every seat's reward, {@code players} floats a slot (else 0). */
    public final float[] seatRewards;
    /** 1 where the last step ended a game (the slot already holds the next game). */
    public final byte[] done;
    /** The learner's seat in each slot's current game: the seat that decides next (in self-play, whose turn it is). */
    public final int[] seats;

    /**
     * @param enc        the game and its encoding at a player count
     * @param n          games stepped together
     * @param seat       the learner's seat, or -1 to turn it with each game
     * @param others     the agents of the other seats, in seat order without the learner's (one spec serves them
     *                   all when only one is given); none: the learner plays every seat
     * @param gameAgents the game's own agents (from its catalogue entry), for specs such as {@code heuristic}
     * @param reward     what a finished game pays
     * @param seed       the base seed
     */
    public BatchEnv(Encoded<S> enc, int n, int seat, List<AgentSpec> others, Map<String, AgentFactory> gameAgents,
                    Reward reward, long seed) {
        if (n < 1) {
            throw new IllegalArgumentException("at least one game, not " + n);
        }
        int players = enc.players();
        if (seat < -1 || seat >= players) {
            throw new IllegalArgumentException("seat " + seat + " at a table of " + players);
        }
        if (others.size() > 1 && others.size() != players - 1) {
            throw new IllegalArgumentException("give one agent for every other seat, or one for all of them");
        }
        this.enc = enc;
        this.game = enc.game();
        this.n = n;
        this.seatChoice = seat;
        this.others = List.copyOf(others);
        this.gameAgents = Map.copyOf(gameAgents);
        this.reward = reward;
        this.seed = seed;
        this.options = Map.of();
        this.learner = new int[n];
        this.gameIndex = new long[n];
        this.agents = new Agent[n][players];
        this.observations = new float[n * enc.observationSize()];
        this.masks = new byte[n * enc.actionCount()];
        this.legalIds = new int[n * enc.actionCount()];
        this.legalCounts = new int[n];
        this.rewards = new float[n];
        this.seatRewards = new float[n * players];
        this.done = new byte[n];
        this.seats = learner;
        for (int i = 0; i < n; i++) {
            states.add(null);
            legal.add(new ArrayList<>());
        }
    }

    /** The game and its encoding. */
    public Encoded<S> encoded() {
        return enc;
    }

    /** The number of games stepped together. */
    public int size() {
        return n;
    }

    /** Starts again from base seed {@code seed} ({@link #reset()}). */
    public void reset(long seed) {
        this.seed = seed;
        reset();
    }

    /** Starts the first game of every slot and writes their first observations and masks. */
    public void reset() {
        for (int i = 0; i < n; i++) {
            gameIndex[i] = 0;
            start(i);
        }
        java.util.Arrays.fill(rewards, 0f);
        java.util.Arrays.fill(seatRewards, 0f);
        java.util.Arrays.fill(done, (byte) 0);
    }

    /**
     * Plays {@code ids[i]} in slot {@code i} for the learner, then the other seats until the learner decides again;
     * a game that ends pays its reward, is marked done and is replaced by the slot's next game.
     *
     * @throws IllegalArgumentException when an id is not legal in its slot (nothing of that slot changes)
     */
    public void step(int[] ids) {
        if (ids.length != n) {
            throw new IllegalArgumentException(ids.length + " ids for " + n + " games");
        }
        int actions = enc.actionCount();
        for (int i = 0; i < n; i++) {
            int id = ids[i];
            if (id < 0 || id >= actions || masks[i * actions + id] == 0) {
                throw new IllegalArgumentException("id " + id + " is not legal in game " + i);
            }
        }
        int players = enc.players();
        for (int i = 0; i < n; i++) {
            S s = states.get(i);
            game.apply(s, learner[i], enc.action(s, ids[i]), EventSink.NONE);
            rewards[i] = 0f;
            java.util.Arrays.fill(seatRewards, i * players, (i + 1) * players, 0f);
            done[i] = 0;
            advance(i);
        }
    }

    /** Plays the other seats of slot {@code i} until the learner decides, finishing and replacing ended games. */
    private void advance(int i) {
        S s = states.get(i);
        while (true) {
            if (game.isOver(s)) {
                Outcome o = game.outcome(s);
                rewards[i] = pay(o, learner[i]);
                for (int p = 0; p < enc.players(); p++) {
                    seatRewards[i * enc.players() + p] = pay(o, p);
                }
                done[i] = 1;
                gameIndex[i]++;
                start(i);
                return;
            }
            int p = game.currentPlayer(s);
            if (others.isEmpty()) {
                learner[i] = p;     // self-play: every seat is the learner's
            }
            if (p == learner[i]) {
                write(i);
                return;
            }
            Action a = agents[i][p].choose(game, new InformationSet<>(game, s));
            game.apply(s, p, a, EventSink.NONE);
        }
    }

    /** Sets up slot {@code i}'s current game, its seats and agents, and plays up to the learner's first decision. */
    private void start(int i) {
        int players = enc.players();
        long gameSeed = Seeds.derive(seed, i, gameIndex[i]);
        learner[i] = seatChoice >= 0 ? seatChoice : (int) ((i + gameIndex[i]) % players);
        int other = 0;
        for (int p = 0; p < players; p++) {
            if (p == learner[i] || others.isEmpty()) {
                agents[i][p] = null;
                continue;
            }
            AgentSpec spec = others.get(others.size() == 1 ? 0 : other);
            agents[i][p] = Agents.create(spec, Seeds.derive(gameSeed, p + 1), gameAgents);
            other++;
        }
        states.set(i, game.newGame(new Setup(players, gameSeed, options)));
        S s = states.get(i);
        if (others.isEmpty() && !game.isOver(s)) {
            learner[i] = game.currentPlayer(s);
        }
        while (!game.isOver(s) && game.currentPlayer(s) != learner[i]) {
            int p = game.currentPlayer(s);
            game.apply(s, p, agents[i][p].choose(game, new InformationSet<>(game, s)), EventSink.NONE);
        }
        if (game.isOver(s)) { // a game the learner never decides in: count it, start another
            gameIndex[i]++;
            start(i);
            return;
        }
        write(i);
    }

    /** Writes slot {@code i}'s observation and mask for the learner. */
    private void write(int i) {
        S s = states.get(i);
        List<Action> l = legal.get(i);
        l.clear();
        game.legalActions(s, l);
        legalCounts[i] = enc.mask(s, l, masks, i * enc.actionCount(), legalIds, i * enc.actionCount());
        enc.observe(s, learner[i], observations, i * enc.observationSize());
    }

    private float pay(Outcome o, int seat) {
        if (reward == Reward.SCORE) {
            return o.scores()[seat];
        }
        int[] ranks = o.ranks();   // 0 is first
        boolean allFirst = true;
        for (int r : ranks) {
            allFirst &= r == 0;
        }
        if (allFirst) {
            return 0f;
        }
        return ranks[seat] == 0 ? 1f : -1f;
    }
}
