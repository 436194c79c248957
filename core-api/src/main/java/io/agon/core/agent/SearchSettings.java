package io.agon.core.agent;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The settings shared by the Monte Carlo agents ({@link FlatMonteCarlo}, {@link Uct}, {@link IsMcts}).
 *
 * <p>Budget: a search stops after {@code iterations} iterations or {@code millis} milliseconds, whichever comes
 * first (0 = no limit of that kind; at least one must be set). Only an iteration budget is reproducible: with it,
 * the same seed gives the same choices on every machine.
 *
 * @param iterations  iterations per decision, or 0 for no iteration limit
 * @param millis      milliseconds per decision, or 0 for no time limit
 * @param c           the exploration constant of UCB1 (rewards are in [0, 1])
 * @param rollout     how rollouts choose actions
 * @param rolloutName the rollout's name for {@link Agent#name()}: "random" or an agent kind
 * @param reward      how a finished game is valued for each player
 * @param evaluator   how a rollout stopped early is valued ({@link Evaluator}), or null to play every rollout out
 * @param evalName    the evaluator's name for {@link Agent#name()} (an agent kind), or null
 * @param depth       rollout actions before the evaluator values the position (0 = value the new tree node at
 *                    once), or {@link #TO_THE_END} to finish every rollout; must be {@code TO_THE_END} without an
 *                    evaluator
 * @param filter      which legal moves the tree considers ({@link MoveFilter}), or null for all of them
 * @param filterName  the filter's name for {@link Agent#name()} (an agent kind), or null
 * @param mix         how much a move that its player follows with another decision of their own (a declaration
 *                    built step by step, a card chosen after a die) is valued by its best follow-up instead of the
 *                    average of all follow-ups tried: 0 = plain mean (classic MCTS), 1 = the best one only
 * @param threads     search threads per decision (1 to {@link #MAX_THREADS}): with more than one, the agent searches
 *                    that many independent trees at once and adds up their root statistics (root parallelisation,
 *                    see {@link SearchAgent}); 1 = the plain single-thread search
 * @param blend       with an evaluator and rollouts played to the end: how much of a rollout's value is the
 *                    evaluator's value of the position where the rollout began (the new tree node), the rest being
 *                    the finished game's reward; 0 = none (the evaluator, if any, then stops rollouts early)
 * @param sharedTree  with several threads: true = tree parallelisation (all threads grow one tree, each marking
 *                    the path it is on with a virtual loss; not reproducible per seed), false = root
 *                    parallelisation (one tree per thread); searches that cannot share a tree ignore it
 * @param micros      microseconds per decision, or 0 for none: a time budget finer than {@code millis}, for searches
 *                    of a few dozen iterations a move (at most one of {@code millis} and {@code micros} is set)
 * @param prior       the game's advice on which move to try first at a tree node (its heuristic agent as a
 *                    {@link RolloutPolicy}), or null for none; {@link IsMcts} adds that move's child first and
 *                    favours it with {@code bias} (see "Wide action spaces" in docs/agents.md)
 * @param priorName   the prior's name for {@link Agent#name()} (an agent kind), or null
 * @param widen       progressive widening ({@link IsMcts}): a node whose moves were chosen {@code n} times has at most
 *                    {@code ceil(widen * sqrt(n))} children among the moves legal there; 0 = every legal move at once
 * @param bias        with a prior: the favoured child's bonus in the selection rule, {@code bias / (1 + visits)}
 */
public record SearchSettings(long iterations, long millis, double c, RolloutPolicy rollout, String rolloutName,
        Reward reward, Evaluator evaluator, String evalName, int depth, MoveFilter filter, String filterName,
        double mix, int threads, double blend, boolean sharedTree, long micros, RolloutPolicy prior,
        String priorName, double widen, double bias) {

    /** The most search threads one agent may use. */
    public static final int MAX_THREADS = 64;

    /** {@link #depth()} for rollouts that play every game to its end. */
    public static final int TO_THE_END = -1;

    /** The default exploration constant, a common choice for rewards in [0, 1]. */
    public static final double DEFAULT_C = 0.7;

    /**
     * The defaults: 1,000 iterations, random rollouts, the {@link Reward#RANK} reward (the same as
     * {@link Reward#WIN} in two-player games; with three or more players it measured stronger in Polis: 50% against
     * two heuristic agents instead of 37%, same 60 deals), progressive widening {@link #DEFAULT_WIDEN} and no prior.
     * An {@code mcts} made from a spec in a game with a heuristic also uses it as prior, evaluator or rollout
     * ({@link #fromSpec}).
     */
    public static final SearchSettings DEFAULT = new SearchSettings(1000, 0, DEFAULT_C, RolloutPolicy.RANDOM,
            "random", Reward.RANK, null, null, TO_THE_END, null, null, 0);

    /** Checks the settings. */
    public SearchSettings {
        if (iterations < 0 || millis < 0 || micros < 0 || (iterations == 0 && millis == 0 && micros == 0)) {
            throw new IllegalArgumentException("a search needs a positive iteration or time budget");
        }
        if (millis > 0 && micros > 0) {
            throw new IllegalArgumentException("a time budget is in milliseconds or in microseconds, not both");
        }
        if (!(c >= 0) || Double.isInfinite(c)) {
            throw new IllegalArgumentException("exploration constant must be >= 0, not " + c);
        }
        if (rollout == null || reward == null) {
            throw new NullPointerException("rollout and reward are required");
        }
        if (!(blend >= 0 && blend <= 1)) {
            throw new IllegalArgumentException("blend must be between 0 and 1, not " + blend);
        }
        if (blend > 0 && (evaluator == null || depth != TO_THE_END)) {
            throw new IllegalArgumentException("a blend needs an evaluator and rollouts played to the end");
        }
        if (blend == 0 && (evaluator == null ? depth != TO_THE_END : depth < 0)) {
            throw new IllegalArgumentException(evaluator == null ? "a rollout depth needs an evaluator"
                    : "rollout depth must be >= 0, not " + depth);
        }
        if (!(mix >= 0 && mix <= 1)) {
            throw new IllegalArgumentException("mix must be between 0 and 1, not " + mix);
        }
        if (threads < 1 || threads > MAX_THREADS) {
            throw new IllegalArgumentException("threads must be 1 to " + MAX_THREADS + ", not " + threads);
        }
        if (!(widen >= 0) || Double.isInfinite(widen)) {
            throw new IllegalArgumentException("widen must be >= 0, not " + widen);
        }
        if (!(bias >= 0) || Double.isInfinite(bias)) {
            throw new IllegalArgumentException("bias must be >= 0, not " + bias);
        }
    }

    /**
     * Settings without a prior and with the default widening {@link #DEFAULT_WIDEN} (the form these settings had
     * before {@link #prior()}).
     */
    public SearchSettings(long iterations, long millis, double c, RolloutPolicy rollout, String rolloutName,
            Reward reward, Evaluator evaluator, String evalName, int depth, MoveFilter filter, String filterName,
            double mix, int threads, double blend, boolean sharedTree, long micros) {
        this(iterations, millis, c, rollout, rolloutName, reward, evaluator, evalName, depth, filter, filterName,
                mix, threads, blend, sharedTree, micros, null, null, DEFAULT_WIDEN, 0);
    }

    /** Settings without a time budget in microseconds (the form these settings had before {@link #micros()}). */
    public SearchSettings(long iterations, long millis, double c, RolloutPolicy rollout, String rolloutName,
            Reward reward, Evaluator evaluator, String evalName, int depth, MoveFilter filter, String filterName,
            double mix, int threads, double blend, boolean sharedTree) {
        this(iterations, millis, c, rollout, rolloutName, reward, evaluator, evalName, depth, filter, filterName,
                mix, threads, blend, sharedTree, 0);
    }

    /** Settings with root parallelisation (the form these settings had before {@link #sharedTree()}). */
    public SearchSettings(long iterations, long millis, double c, RolloutPolicy rollout, String rolloutName,
            Reward reward, Evaluator evaluator, String evalName, int depth, MoveFilter filter, String filterName,
            double mix, int threads, double blend) {
        this(iterations, millis, c, rollout, rolloutName, reward, evaluator, evalName, depth, filter, filterName,
                mix, threads, blend, false);
    }

    /** Settings without a {@link #blend()} (the form these settings had before it). */
    public SearchSettings(long iterations, long millis, double c, RolloutPolicy rollout, String rolloutName,
            Reward reward, Evaluator evaluator, String evalName, int depth, MoveFilter filter, String filterName,
            double mix, int threads) {
        this(iterations, millis, c, rollout, rolloutName, reward, evaluator, evalName, depth, filter, filterName,
                mix, threads, 0);
    }

    /** Single-thread settings (the form these settings had before {@link #threads()}). */
    public SearchSettings(long iterations, long millis, double c, RolloutPolicy rollout, String rolloutName,
            Reward reward, Evaluator evaluator, String evalName, int depth, MoveFilter filter, String filterName,
            double mix) {
        this(iterations, millis, c, rollout, rolloutName, reward, evaluator, evalName, depth, filter, filterName,
                mix, 1);
    }

    /** The default settings with {@code n} iterations per decision. */
    public static SearchSettings iterations(long n) {
        return new SearchSettings(n, 0, DEFAULT_C, RolloutPolicy.RANDOM, "random", Reward.RANK, null, null,
                TO_THE_END, null, null, 0);
    }

    /** The default settings with {@code ms} milliseconds per decision. */
    public static SearchSettings millis(long ms) {
        return new SearchSettings(0, ms, DEFAULT_C, RolloutPolicy.RANDOM, "random", Reward.RANK, null, null,
                TO_THE_END, null, null, 0);
    }

    /** These settings with exploration constant {@code c}. */
    public SearchSettings withC(double c) {
        return new SearchSettings(iterations, millis, c, rollout, rolloutName, reward, evaluator, evalName, depth,
                filter, filterName, mix, threads, blend, sharedTree, micros, prior, priorName, widen, bias);
    }

    /** These settings with another rollout policy. */
    public SearchSettings withRollout(RolloutPolicy rollout, String name) {
        return new SearchSettings(iterations, millis, c, rollout, name, reward, evaluator, evalName, depth,
                filter, filterName, mix, threads, blend, sharedTree, micros, prior, priorName, widen, bias);
    }

    /** These settings with another reward. */
    public SearchSettings withReward(Reward reward) {
        return new SearchSettings(iterations, millis, c, rollout, rolloutName, reward, evaluator, evalName, depth,
                filter, filterName, mix, threads, blend, sharedTree, micros, prior, priorName, widen, bias);
    }

    /**
     * These settings with rollouts stopped after {@code depth} actions and valued by {@code evaluator} (named
     * {@code name} in the agent's name).
     */
    public SearchSettings withEvaluator(Evaluator evaluator, String name, int depth) {
        return new SearchSettings(iterations, millis, c, rollout, rolloutName, reward, evaluator, name, depth,
                filter, filterName, mix, threads, blend, sharedTree, micros, prior, priorName, widen, bias);
    }

    /** These settings with the tree's moves chosen by {@code filter} (named {@code name} in the agent's name). */
    public SearchSettings withFilter(MoveFilter filter, String name) {
        return new SearchSettings(iterations, millis, c, rollout, rolloutName, reward, evaluator, evalName, depth,
                filter, name, mix, threads, blend, sharedTree, micros, prior, priorName, widen, bias);
    }

    /** These settings with another {@link #mix()}. */
    public SearchSettings withMix(double mix) {
        return new SearchSettings(iterations, millis, c, rollout, rolloutName, reward, evaluator, evalName, depth,
                filter, filterName, mix, threads, blend, sharedTree, micros, prior, priorName, widen, bias);
    }

    /**
     * These settings with rollouts played to the end and valued {@code blend} by {@code evaluator} (named
     * {@code name}) at the position where each rollout begins, the rest by the finished game (see {@link #blend()}).
     */
    public SearchSettings withBlend(Evaluator evaluator, String name, double blend) {
        return new SearchSettings(iterations, millis, c, rollout, rolloutName, reward, evaluator, name, TO_THE_END,
                filter, filterName, mix, threads, blend, sharedTree, micros, prior, priorName, widen, bias);
    }

    /** These settings with {@code threads} search threads (see {@link #threads()}). */
    public SearchSettings withThreads(int threads) {
        return new SearchSettings(iterations, millis, c, rollout, rolloutName, reward, evaluator, evalName, depth,
                filter, filterName, mix, threads, blend, sharedTree, micros, prior, priorName, widen, bias);
    }

    /**
     * The time budget per decision in nanoseconds ({@link #millis()} or {@link #micros()}), or 0 for no time limit.
     */
    public long budgetNanos() {
        return millis > 0 ? millis * 1_000_000L : micros * 1_000L;
    }

    /**
     * These settings with {@code prior} (named {@code name}) choosing the first move tried at each tree node, that
     * move's child favoured by {@code bias}, and progressive widening {@code widen} (see {@link #widen()}).
     */
    public SearchSettings withPrior(RolloutPolicy prior, String name, double widen, double bias) {
        return new SearchSettings(iterations, millis, c, rollout, rolloutName, reward, evaluator, evalName, depth,
                filter, filterName, mix, threads, blend, sharedTree, micros, prior, name, widen, bias);
    }

    /** These settings with one tree shared by all threads ({@code true}) or one tree per thread. */
    public SearchSettings withSharedTree(boolean shared) {
        return new SearchSettings(iterations, millis, c, rollout, rolloutName, reward, evaluator, evalName, depth,
                filter, filterName, mix, threads, blend, shared, micros, prior, priorName, widen,
                bias);
    }

    /** The parameters a spec may give. */
    static final String[] PARAMS = {"iterations", "ms", "us", "c", "rollout", "reward", "eval", "depth", "prune",
        "mix", "threads", "blend", "parallel"};

    /** The parameters a spec of {@code mcts} (the searches that use a prior and widening) may give as well. */
    static final String[] TREE_PARAMS = {"iterations", "ms", "us", "c", "rollout", "reward", "eval", "depth",
        "prune", "mix", "threads", "blend", "parallel", "prior", "widen", "bias"};

    /**
     * The default progressive widening of {@code mcts} made from a spec ({@link #widen()}): at most
     * {@code ceil(sqrt(n))} children after {@code n} choices at a node, so 1,000 iterations try about 32 root moves
     * instead of spreading over all of them.
     */
    public static final double DEFAULT_WIDEN = 1.0;

    /** The default bonus of the prior's move ({@link #bias()}) in {@code mcts} made from a spec. */
    public static final double DEFAULT_BIAS = 1.0;

    /** The agent kind {@code mcts} uses as its prior by default, when the game has one. */
    public static final String DEFAULT_PRIOR = "heuristic";

    /** The deepest early stop a spec may ask for. */
    static final int MAX_DEPTH = 1_000_000;

    /**
     * The most iterations per decision a spec may ask for: a million iterations take from seconds to minutes per
     * move and a tree of up to a million nodes; more only runs out of time or memory.
     */
    public static final long MAX_ITERATIONS = 1_000_000L;

    /** The longest time budget per decision a spec may ask for, in milliseconds (ten minutes). */
    public static final long MAX_MILLIS = 600_000L;

    /**
     * Reads {@code iterations}, {@code ms} or {@code us}, {@code c}, {@code rollout}, {@code reward}, {@code eval},
     * {@code depth}, {@code prune}, {@code mix} and {@code threads} from {@code spec}. {@code rollout=random} (the
     * default) draws with the game's {@link io.agon.core.Game#randomAction}, {@code rollout=uniform} uniformly among
     * the listed legal actions; any other value names an agent kind of the game (usually {@code heuristic}),
     * created with a seed derived from {@code seed}. {@code eval=KIND} names an agent kind of the game that is also
     * an {@link Evaluator}; rollouts then stop after {@code depth} actions (default 0) and the evaluator values the
     * position. {@code prune=KIND} names an agent kind of the game that is also a {@link MoveFilter}: the tree then
     * considers only the moves it keeps.
     *
     * <p>{@code mcts} (and its old name {@code ismcts}) also reads {@code prior} (an agent kind of the game, or
     * {@code none}), {@code widen} and {@code bias}. In a game with a {@code heuristic} agent its defaults are
     * guided by it: {@code prior=heuristic}, and unless the spec names a rollout, an evaluator, a depth or a blend,
     * the heuristic values each new node ({@code eval=heuristic,depth=0}) when it is an {@link Evaluator} whose
     * {@link Evaluator#valuesSearchLeaves()} is true, the rollouts stay random when it is one whose answer is false,
     * and it plays the rollouts ({@code rollout=heuristic}) when it is none; and when the heuristic is also a {@link MoveFilter} and the
     * spec names no filter, it prunes the tree ({@code prune=heuristic}; {@code prune=none} for none).
     * {@code prior=none,widen=0,rollout=random,prune=none} is the plain search of before.
     *
     * @throws AgentSpecException for an unknown or out-of-range parameter, a rollout agent the game lacks, an
     *                            evaluator or move filter the game lacks, or a depth without an evaluator
     */
    static SearchSettings fromSpec(AgentSpec spec, long seed, Map<String, AgentFactory> gameAgents) {
        boolean tree = spec.kind().equals("mcts") || spec.kind().equals("ismcts");
        spec.allowOnly(tree ? TREE_PARAMS : PARAMS);
        boolean hasIt = spec.params().containsKey("iterations");
        boolean hasMs = spec.params().containsKey("ms");
        boolean hasUs = spec.params().containsKey("us");
        if (hasMs && hasUs) {
            throw new AgentSpecException(spec.kind() + ": give the time budget as ms or as us, not both");
        }
        long iterations = spec.longParam("iterations", hasMs || hasUs ? 0 : DEFAULT.iterations, 1, MAX_ITERATIONS);
        long ms = spec.longParam("ms", 0, 1, MAX_MILLIS);
        long us = spec.longParam("us", 0, 1, MAX_MILLIS * 1_000L);
        if (!hasIt && !hasMs && !hasUs) {
            iterations = DEFAULT.iterations;
        }
        double c = spec.doubleParam("c", DEFAULT_C, 0, 100);
        String rewardName = spec.param("reward", "rank").toLowerCase(Locale.ROOT);
        Reward reward = switch (rewardName) {
            case "win" -> Reward.WIN;
            case "rank" -> Reward.RANK;
            case "score" -> Reward.SCORE;
            case "margin" -> Reward.MARGIN;
            default -> throw new AgentSpecException(spec.kind() + ": reward must be win, rank, score or margin, not '"
                    + rewardName + "'");
        };
        // mcts's defaults in a game with a heuristic (see "Wide action spaces" in docs/agents.md): the heuristic
        // values each new node when it can and its game says so (eval=heuristic,depth=0); a heuristic that cannot
        // plays the rollouts; one that can but should not leaves them random
        boolean guided = tree && gameAgents.containsKey(DEFAULT_PRIOR) && !spec.params().containsKey("rollout")
                && !spec.params().containsKey("eval") && !spec.params().containsKey("depth")
                && !spec.params().containsKey("blend");
        Agent guide = guided ? gameAgents.get(DEFAULT_PRIOR).create(new AgentSpec(DEFAULT_PRIOR, Map.of()),
                seed ^ 0x2545F4914F6CDD1DL) : null;
        String rolloutName = spec.param("rollout", guide != null && !(guide instanceof Evaluator) ? DEFAULT_PRIOR
                : "random").toLowerCase(Locale.ROOT);
        RolloutPolicy rollout;
        if (rolloutName.equals("random")) {
            rollout = RolloutPolicy.RANDOM;
        } else if (rolloutName.equals("uniform")) {
            rollout = RolloutPolicy.UNIFORM;
        } else {
            AgentFactory f = gameAgents.get(rolloutName);
            if (f == null) {
                throw new AgentSpecException(spec.kind() + ": rollout must be random"
                        + (gameAgents.isEmpty() ? " or uniform" : ", uniform or one of this game's agents ("
                        + String.join(", ", new java.util.TreeSet<>(gameAgents.keySet())) + ")")
                        + ", not '" + rolloutName + "'");
            }
            Agent agent = f.create(new AgentSpec(rolloutName, Map.of()), seed ^ 0x5DEECE66DL);
            rollout = RolloutPolicy.of(agent);
        }
        String evalName = spec.params().containsKey("eval")
                ? spec.param("eval", "").toLowerCase(Locale.ROOT) : null;
        Evaluator evaluator = null;
        int depth = TO_THE_END;
        if (guide instanceof Evaluator e && e.valuesSearchLeaves()) {
            evalName = DEFAULT_PRIOR;
            evaluator = e;
            depth = 0;
        } else if (evalName != null) {
            AgentFactory f = gameAgents.get(evalName);
            Agent agent = f == null ? null : f.create(new AgentSpec(evalName, Map.of()), seed ^ 0x2545F4914F6CDD1DL);
            if (!(agent instanceof Evaluator e)) {
                List<String> kinds = new ArrayList<>();
                for (Map.Entry<String, AgentFactory> k : new TreeMap<>(gameAgents).entrySet()) {
                    if (k.getValue().create(new AgentSpec(k.getKey(), Map.of()), 0) instanceof Evaluator) {
                        kinds.add(k.getKey());
                    }
                }
                throw new AgentSpecException(spec.kind() + ": eval must name an agent of this game that can value a "
                        + "position" + (kinds.isEmpty() ? " (this game has none)" : " (" + String.join(", ", kinds)
                        + ")") + ", not '" + evalName + "'");
            }
            evaluator = e;
            if (spec.params().containsKey("blend")) {
                if (spec.params().containsKey("depth")) {
                    throw new AgentSpecException(spec.kind() + ": blend plays every rollout to the end; it takes "
                            + "no depth");
                }
            } else {
                depth = (int) spec.longParam("depth", 0, 0, MAX_DEPTH);
            }
        } else if (spec.params().containsKey("blend")) {
            throw new AgentSpecException(spec.kind() + ": blend needs eval=KIND, the evaluator whose value of a "
                    + "rollout's first position is blended with the game's result");
        } else if (spec.params().containsKey("depth")) {
            throw new AgentSpecException(spec.kind() + ": depth needs eval=KIND, the evaluator that values a "
                    + "rollout stopped early");
        }
        String filterName = spec.params().containsKey("prune")
                ? spec.param("prune", "").toLowerCase(Locale.ROOT) : null;
        MoveFilter filter = null;
        if (tree && filterName == null && gameAgents.containsKey(DEFAULT_PRIOR)) {
            // mcts's default in a game whose heuristic can also choose the moves worth searching: prune with it
            Agent agent = gameAgents.get(DEFAULT_PRIOR).create(new AgentSpec(DEFAULT_PRIOR, Map.of()),
                    seed ^ 0x9E3779B97F4A7C15L);
            if (agent instanceof MoveFilter m) {
                filter = m;
                filterName = DEFAULT_PRIOR;
            }
        } else if (tree && "none".equals(filterName)) {
            filterName = null;
        } else if (filterName != null) {
            AgentFactory f = gameAgents.get(filterName);
            Agent agent = f == null ? null
                    : f.create(new AgentSpec(filterName, Map.of()), seed ^ 0x9E3779B97F4A7C15L);
            if (!(agent instanceof MoveFilter m)) {
                List<String> kinds = new ArrayList<>();
                for (Map.Entry<String, AgentFactory> k : new TreeMap<>(gameAgents).entrySet()) {
                    if (k.getValue().create(new AgentSpec(k.getKey(), Map.of()), 0) instanceof MoveFilter) {
                        kinds.add(k.getKey());
                    }
                }
                throw new AgentSpecException(spec.kind() + ": prune must name an agent of this game that can choose "
                        + "the moves worth searching" + (kinds.isEmpty() ? " (this game has none)" : " ("
                        + String.join(", ", kinds) + ")") + ", not '" + filterName + "'");
            }
            filter = m;
        }
        double mix = spec.doubleParam("mix", 0, 0, 1);
        int threadCount = (int) spec.longParam("threads", 1, 1, MAX_THREADS);
        double blend = spec.params().containsKey("blend") ? spec.doubleParam("blend", 0, 0, 1) : 0;
        if (spec.params().containsKey("blend") && blend == 0) {
            throw new AgentSpecException(spec.kind() + ": blend must be above 0 (leave it out for none)");
        }
        String parallel = spec.param("parallel", "root");
        if (!parallel.equals("root") && !parallel.equals("tree")) {
            throw new AgentSpecException(spec.kind() + ": parallel must be root (one tree per thread) or tree (one"
                    + " shared tree), not '" + parallel + "'");
        }
        RolloutPolicy prior = null;
        String priorName = null;
        double widen = DEFAULT_WIDEN; // used by mcts only
        double bias = 0;
        if (tree) {
            priorName = spec.param("prior", gameAgents.containsKey(DEFAULT_PRIOR) ? DEFAULT_PRIOR : "none")
                    .toLowerCase(Locale.ROOT);
            if (priorName.equals("none")) {
                priorName = null;
            } else {
                AgentFactory f = gameAgents.get(priorName);
                if (f == null) {
                    throw new AgentSpecException(spec.kind() + ": prior must be none"
                            + (gameAgents.isEmpty() ? "" : " or one of this game's agents ("
                            + String.join(", ", new java.util.TreeSet<>(gameAgents.keySet())) + ")")
                            + ", not '" + priorName + "'");
                }
                prior = RolloutPolicy.of(f.create(new AgentSpec(priorName, Map.of()), seed ^ 0x3C6EF372FE94F82AL));
            }
            widen = spec.doubleParam("widen", DEFAULT_WIDEN, 0, 100);
            bias = spec.doubleParam("bias", DEFAULT_BIAS, 0, 100);
            if (spec.params().containsKey("bias") && prior == null) {
                throw new AgentSpecException(spec.kind() + ": bias needs a prior (prior=KIND), the move it favours");
            }
            if (prior == null) {
                bias = 0;
            }
        }
        return new SearchSettings(iterations, ms, c, rollout, rolloutName, reward, evaluator, evalName, depth,
                filter, filterName, mix, threadCount, blend, parallel.equals("tree"), us, prior, priorName, widen,
                bias);
    }

    /** A compact description for agent names, e.g. "iterations=1000,c=0.7,rollout=random". */
    String describe() {
        StringBuilder b = new StringBuilder();
        if (iterations > 0) {
            b.append("iterations=").append(iterations);
        }
        if (millis > 0) {
            b.append(b.length() > 0 ? "," : "").append("ms=").append(millis);
        }
        if (micros > 0) {
            b.append(b.length() > 0 ? "," : "").append("us=").append(micros);
        }
        b.append(",c=").append(c).append(",rollout=").append(rolloutName);
        if (reward != Reward.RANK) {
            b.append(",reward=").append(reward.name().toLowerCase(Locale.ROOT));
        }
        if (evaluator != null) {
            b.append(",eval=").append(evalName);
            b.append(blend > 0 ? ",blend=" + blend : ",depth=" + depth);
        }
        if (filter != null) {
            b.append(",prune=").append(filterName);
        }
        if (mix > 0) {
            b.append(",mix=").append(mix);
        }
        if (threads > 1) {
            b.append(",threads=").append(threads);
        }
        if (sharedTree) {
            b.append(",parallel=tree");
        }
        if (prior != null) {
            b.append(",prior=").append(priorName);
            if (bias != DEFAULT_BIAS) {
                b.append(",bias=").append(bias);
            }
        }
        if (widen != DEFAULT_WIDEN) {
            b.append(",widen=").append(widen);
        }
        return b.toString();
    }
}
