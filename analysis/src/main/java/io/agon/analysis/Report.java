package io.agon.analysis;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The figures of an analysis, computed from its {@link Trace}s alone (so a launcher run and a Spark run of the same
 * games give the same report), each for every player count on its own. Every estimate carries its 95% interval.
 * {@code docs/analyze.md} defines each figure; the HTML report repeats the definitions.
 *
 * @param game     the game id
 * @param name     the game's name
 * @param command  the command that made the report
 * @param seed     the run's seed
 * @param agents   the agents' labels, as listed (the seating's indices)
 * @param partial  true when the run was stopped before every game was played
 * @param summary  what matters most, in a few sentences
 * @param counts   the figures of each player count
 * @param notable  games worth watching (the longest, the shortest, a comeback, the most lead changes), with the
 *                 file of their record when the run saved them
 */
public record Report(String game, String name, String command, long seed, List<String> agents, boolean partial,
                     List<String> summary, List<Count> counts, List<Notable> notable) {

    /**
     * A game worth watching in the replay viewer.
     *
     * @param label   what makes it notable ("the longest game")
     * @param players its player count
     * @param index   its index in the run (with the seed, it is the game)
     * @param file    its record's file name in the report's {@code games} folder, or null when not saved
     */
    public record Notable(String label, int players, int index, String file) {
    }

    /** Number of bins of game progress in the choice curve. */
    public static final int PROGRESS_BINS = 10;

    /** Number of bins of a duration histogram (at most). */
    public static final int HISTOGRAM_BINS = 20;

    /** The fewest seats with a feature, and without it, for the feature to be ranked. */
    public static final int MIN_SUPPORT = 20;

    /**
     * A share with its Wilson 95% interval.
     *
     * @param count the cases (fractional for shared wins)
     * @param of    out of
     * @param rate  count / of (0 when of is 0)
     * @param low   the interval's low end
     * @param high  its high end
     */
    public record Share(double count, int of, double rate, double low, double high) {

        static Share of(double count, int of) {
            double[] ci = Stats.wilson(count, of);
            return new Share(count, of, of == 0 ? 0 : count / of, ci[0], ci[1]);
        }
    }

    /**
     * The figures of one player count.
     *
     * @param players    the number of seats
     * @param games      the games played
     * @param seatings   the seatings of the balanced design that the games went through (one deal each block)
     * @param balanced   true when every seating was played equally often (false only in a stopped run)
     * @param draws      games whose first place was shared
     * @param balance    wins, draws and losses by position from the start player, over every game
     * @param equalAgents the same, over the games in which one agent held every seat (null without such games, or
     *                   with one agent, when every game is one)
     * @param actions    actions per game
     * @param decisions  decisions per game (actions with more than one legal choice)
     * @param rounds     the start player's turns per game
     * @param margin     the first score minus the second per game
     * @param choice     legal actions per decision along the game, and the share of forced decisions
     * @param drama      lead changes and when the game is decided (null when the game tells no standing and has
     *                   no heuristic evaluator)
     * @param skill      skill against luck and every pair of agents head to head (null with one agent)
     * @param components the features that come with winning (empty when the game names none)
     */
    public record Count(int players, int games, int seatings, boolean balanced, Share draws, Balance balance,
                        Balance equalAgents, Spread actions, Spread decisions, Spread rounds, Spread margin,
                        Choice choice, Drama drama, Skill skill, List<Feature> components) {
    }

    /**
     * Balance: by position counted clockwise from the start player.
     *
     * @param positions one row per position
     * @param expected  the win share of every position in a game where position does not matter: 1 / players
     * @param pValue    the chi-square test's p-value of "no position matters" (equal win shares); small: it matters
     */
    public record Balance(List<Position> positions, double expected, double pValue) {
    }

    /**
     * One position's wins (a shared first place counts 1/k), draws, losses and mean score.
     *
     * @param position  0 = the start player, 1 = the next seat clockwise, ...
     * @param wins      the wins (fractional for shared wins)
     * @param games     the games played at this position
     * @param rate      wins / games
     * @param low       the Wilson 95% interval's low end
     * @param high      its high end
     * @param meanScore the mean final score
     * @param sole      the games this position won alone
     * @param draws     the games whose first place it shared
     * @param losses    the games it did not place first
     */
    public record Position(int position, double wins, int games, double rate, double low, double high,
                           double meanScore, Share sole, Share draws, Share losses) {
    }

    /**
     * A distribution of counts per game.
     *
     * @param mean      the mean
     * @param median    the median
     * @param p5        the 5th percentile
     * @param p95       the 95th percentile
     * @param from      the first histogram bin's lower bound
     * @param width     the bins' width
     * @param histogram games per bin
     */
    public record Spread(double mean, int median, int p5, int p95, int from, int width, List<Integer> histogram) {
    }

    /**
     * Choice along the game.
     *
     * @param curve       mean legal actions per decision in each tenth of the game (actions in order); null for a
     *                    tenth in which no game had a decision
     * @param forcedShare the share of actions that had only one legal choice
     */
    public record Choice(List<Double> curve, double forcedShare) {
    }

    /**
     * Decisiveness and drama, by the standing the game tells after each action or, in a game that tells none, by
     * its heuristic evaluator.
     *
     * @param source           where the lead was read from: {@link #STANDING}, the score everyone sees, or
     *                         {@link #EVALUATOR}, the game's heuristic evaluator, which sees every hidden card (the
     *                         real result gives the last reading)
     * @param meanLeadChanges  the mean number of times the lead passed to another seat
     * @param leadChanges      the spread of lead changes per game
     * @param meanDecidedAt    the mean share of the game after which the final sole winner always led (0: led
     *                         throughout; 1: took the lead with the last action)
     * @param comebacks        games whose sole last-placed seat at half time won
     * @param comebackGames    games with a sole last-placed seat at half time
     * @param comebackRate     comebacks / comebackGames
     * @param comebackLow      its Wilson interval's low end
     * @param comebackHigh     its high end
     */
    public record Drama(String source, double meanLeadChanges, Spread leadChanges, double meanDecidedAt, int comebacks,
                        int comebackGames, double comebackRate, double comebackLow, double comebackHigh) {

        /** {@link #source} of a lead read from the game's standing. */
        public static final String STANDING = "standing";

        /** {@link #source} of a lead read from the game's heuristic evaluator. */
        public static final String EVALUATOR = "evaluator";
    }

    /**
     * Skill against luck. In every game, every pair of seats held by different agents is a contest, won by the
     * agent that places better (a tie counts half). The agents are ordered by their observed results (the mean of
     * their shares against each other agent), weakest first; the skill figure is the share of contests that the
     * agent later in that order wins: 50% is a game of pure luck, 100% one where the better agent always wins.
     *
     * @param ladder     the agents' labels in the observed order, weakest first
     * @param inOrder    true unless an agent listed earlier (as the weaker) beat one listed later beyond chance (the
     *                   95% interval of its head-to-head share above 50%): the listed order agrees with the results
     * @param contests   the pairs counted
     * @param strongWins the contests the better agent won
     * @param rate       strongWins / contests
     * @param low        the Wilson interval's low end
     * @param high       its high end
     * @param agents     each agent's win share over all its seats, in the listed order
     * @param pairs      every ordered pair of different agents head to head
     */
    public record Skill(List<String> ladder, boolean inOrder, int contests, double strongWins, double rate,
                        double low, double high, List<AgentRate> agents, List<Pair> pairs) {
    }

    /**
     * One agent against another: the share of their contests the agent won, in all, when it sat at an earlier
     * position than the opponent, and when it sat at a later one.
     *
     * @param agent    the agent's label
     * @param opponent the opponent's label
     * @param all      every contest between them
     * @param earlier  the contests in which the agent played before the opponent
     * @param later    the contests in which it played after
     */
    public record Pair(String agent, String opponent, Share all, Share earlier, Share later) {
    }

    /**
     * One agent's win share.
     *
     * @param agent the label
     * @param seats the seats it held
     * @param wins  its wins (fractional for shared wins)
     * @param rate  wins / seats
     * @param low   the Wilson interval's low end
     * @param high  its high end
     */
    public record AgentRate(String agent, int seats, double wins, double rate, double low, double high) {
    }

    /**
     * A feature of finished games and how it goes with winning. The difference carries a simultaneous 95% interval
     * (Bonferroni over the ranked features), and the two-proportion test's p-value is corrected for the many
     * features compared (Holm).
     *
     * @param name        the feature as the game names it
     * @param seats       the seats whose game had it
     * @param share       seats / all seats
     * @param winWith     the win share of the seats that had it
     * @param withLow     its Wilson interval's low end
     * @param withHigh    its high end
     * @param winWithout  the win share of the seats that did not
     * @param withoutLow  its Wilson interval's low end
     * @param withoutHigh its high end
     * @param effect      winWith - winWithout
     * @param effectLow   the difference's interval's low end (NaN-free: 0 width when not ranked)
     * @param effectHigh  its high end
     * @param within      the difference within agents: each agent's seats with the feature against its seats
     *                    without, averaged over the agents (weighted by {@code n1 n0 / (n1 + n0)}), so that a better
     *                    agent's habit does not pass for the feature's effect; null when not ranked or when no agent
     *                    had seats both with and without it
     * @param withinLow   its interval's low end (the same simultaneous level), or null
     * @param withinHigh  its high end, or null
     * @param pValue      the corrected p-value of "no difference" (1 when not ranked)
     * @param ranked      true when at least {@link #MIN_SUPPORT} seats had it and as many did not
     * @param byAgent     when ranked, the same split within each agent's seats, one per agent in the run's order;
     *                    else empty
     */
    public record Feature(String name, int seats, double share, double winWith, double withLow, double withHigh,
                          double winWithout, double withoutLow, double withoutHigh, double effect, double effectLow,
                          double effectHigh, Double within, Double withinLow, Double withinHigh, double pValue,
                          boolean ranked, List<AgentFeature> byAgent) {

        /** Copies the list. */
        public Feature {
            byAgent = List.copyOf(byAgent);
        }
    }

    /**
     * A ranked feature within one agent's seats: how the agent's seats with it fared against its seats without.
     *
     * @param agent      the agent's label
     * @param seats      the agent's seats whose game had the feature
     * @param winWith    their win share, with its Wilson interval
     * @param winWithout the win share of the agent's seats without it, with its Wilson interval
     * @param difference winWith - winWithout, or null when the agent had no seat with it or none without
     * @param low        the difference's interval, at the ranked features' simultaneous level (null when not
     *                   supported)
     * @param high       its high end (null when not supported)
     * @param supported  true when at least {@link #MIN_SUPPORT} of the agent's seats had it and as many did not
     *                   (the ranking's rule); else the report says "too few to say"
     */
    public record AgentFeature(String agent, int seats, Share winWith, Share winWithout, Double difference,
                               Double low, Double high, boolean supported) {
    }

    /** The report of {@code traces} (any order; grouped by player count), without saved records. */
    public static Report of(String game, String name, String command, long seed, List<String> agents,
                            boolean partial, List<Trace> traces) {
        return of(game, name, command, seed, agents, partial, traces, false);
    }

    /**
     * The report of {@code traces}; {@code records}: the notable games' records are saved in the report's
     * {@code games} folder under {@link Notable#file}.
     */
    public static Report of(String game, String name, String command, long seed, List<String> agents,
                            boolean partial, List<Trace> traces, boolean records) {
        Map<Integer, List<Trace>> byCount = new TreeMap<>();
        for (Trace t : traces) {
            byCount.computeIfAbsent(t.players(), k -> new ArrayList<>()).add(t);
        }
        List<Count> counts = new ArrayList<>();
        List<Notable> notable = new ArrayList<>();
        for (Map.Entry<Integer, List<Trace>> e : byCount.entrySet()) {
            List<Trace> ts = new ArrayList<>(e.getValue());
            ts.sort(Comparator.comparingInt(Trace::index));
            counts.add(count(e.getKey(), agents, ts));
            notable.addAll(notable(e.getKey(), ts, records));
        }
        return new Report(game, name, command, seed, List.copyOf(agents), partial, Summary.of(counts), counts,
                notable);
    }

    /** The notable games of one player count (each game at most once, the first label it earns). */
    static List<Notable> notable(int players, List<Trace> ts, boolean records) {
        List<Notable> out = new ArrayList<>();
        if (ts.isEmpty()) {
            return out;
        }
        Trace longest = ts.get(0);
        Trace shortest = ts.get(0);
        Trace comeback = null;
        Trace drama = null;
        for (Trace t : ts) {
            longest = t.actions() > longest.actions() ? t : longest;
            shortest = t.actions() < shortest.actions() ? t : shortest;
            if (t.lead() != null && t.lastAtHalf() >= 0 && t.lastAtHalf() == t.soleWinner()
                    && (comeback == null || t.leadChanges() > comeback.leadChanges())) {
                comeback = t;
            }
            if (t.lead() != null && t.leadChanges() > 0 && (drama == null || t.leadChanges() > drama.leadChanges())) {
                drama = t;
            }
        }
        add(out, longest, "the longest game", "longest", players, records);
        add(out, shortest, "the shortest game", "shortest", players, records);
        add(out, comeback, "a comeback: last at half time, then the winner" + by(comeback), "comeback", players,
                records);
        add(out, drama, "the most lead changes" + by(drama), "lead-changes", players, records);
        return out;
    }

    /** A lead read by the evaluator is not what the players saw: its label says so. */
    private static String by(Trace t) {
        return t != null && t.lead() == Trace.Lead.EVALUATOR ? " (by the game's heuristic evaluator)" : "";
    }

    private static void add(List<Notable> out, Trace t, String label, String file, int players, boolean records) {
        if (t == null || out.stream().anyMatch(n -> n.index() == t.index())) {
            return;
        }
        out.add(new Notable(label, players, t.index(), records ? file + "-" + players + "p.json" : null));
    }

    private static Count count(int players, List<String> agents, List<Trace> ts) {
        int[] actions = new int[ts.size()];
        int[] decisions = new int[ts.size()];
        int[] rounds = new int[ts.size()];
        int[] margin = new int[ts.size()];
        int draws = 0;
        Map<List<Integer>, Integer> seatings = new java.util.HashMap<>();
        for (int i = 0; i < ts.size(); i++) {
            Trace t = ts.get(i);
            actions[i] = t.actions();
            decisions[i] = t.decisions();
            rounds[i] = t.rounds();
            margin[i] = t.margin();
            draws += t.soleWinner() < 0 ? 1 : 0;
            seatings.merge(t.seating(), 1, Integer::sum);
        }
        boolean balanced = seatings.values().stream().distinct().count() <= 1;
        Trace.Lead lead = ts.isEmpty() ? null : ts.get(0).lead();
        boolean drama = lead != null && ts.stream().allMatch(t -> t.lead() == lead);
        List<Trace> mirror = ts.stream().filter(t -> t.seating().stream().distinct().count() == 1).toList();
        Balance equalAgents = agents.size() > 1 && !mirror.isEmpty() ? balance(players, mirror) : null;
        return new Count(players, ts.size(), seatings.size(), balanced, Share.of(draws, ts.size()),
                balance(players, ts), equalAgents, spread(actions), spread(decisions), spread(rounds), spread(margin),
                choice(ts), drama ? drama(ts) : null, agents.size() > 1 ? skill(agents, ts) : null,
                components(ts, agents));
    }

    static Balance balance(int players, List<Trace> ts) {
        double[] wins = new double[players];
        double[] scores = new double[players];
        int[] games = new int[players];
        int[] sole = new int[players];
        int[] draws = new int[players];
        for (Trace t : ts) {
            int winner = t.soleWinner();
            for (int seat = 0; seat < players; seat++) {
                int pos = t.position(seat);
                wins[pos] += t.winShare(seat);
                scores[pos] += t.scores().get(seat);
                games[pos]++;
                if (winner == seat) {
                    sole[pos]++;
                } else if (winner < 0 && t.ranks().get(seat) == 0) {
                    draws[pos]++;
                }
            }
        }
        List<Position> rows = new ArrayList<>();
        for (int pos = 0; pos < players; pos++) {
            double[] ci = Stats.wilson(wins[pos], games[pos]);
            rows.add(new Position(pos, wins[pos], games[pos], games[pos] == 0 ? 0 : wins[pos] / games[pos], ci[0],
                    ci[1], games[pos] == 0 ? 0 : scores[pos] / games[pos], Share.of(sole[pos], games[pos]),
                    Share.of(draws[pos], games[pos]), Share.of(games[pos] - sole[pos] - draws[pos], games[pos])));
        }
        return new Balance(rows, 1.0 / players, Stats.equalSharesPValue(wins));
    }

    static Spread spread(int[] values) {
        int[] s = Stats.sorted(values);
        if (s.length == 0) {
            return new Spread(0, 0, 0, 0, 0, 1, List.of());
        }
        double sum = 0;
        for (int v : s) {
            sum += v;
        }
        int lo = s[0];
        int hi = s[s.length - 1];
        int width = Math.max(1, (hi - lo + HISTOGRAM_BINS) / HISTOGRAM_BINS);
        int bins = (hi - lo) / width + 1;
        int[] h = new int[bins];
        for (int v : s) {
            h[(v - lo) / width]++;
        }
        List<Integer> hist = new ArrayList<>();
        for (int c : h) {
            hist.add(c);
        }
        return new Spread(sum / s.length, Stats.quantile(s, 0.5), Stats.quantile(s, 0.05), Stats.quantile(s, 0.95),
                lo, width, hist);
    }

    static Choice choice(List<Trace> ts) {
        long[] sum = new long[PROGRESS_BINS];
        long[] n = new long[PROGRESS_BINS];
        long decisions = 0;
        long all = 0;
        for (Trace t : ts) {
            for (int b = 0; b < PROGRESS_BINS; b++) {
                sum[b] += t.choiceSum().get(b);
                n[b] += t.choiceCount().get(b);
            }
            decisions += t.decisions();
            all += t.actions();
        }
        List<Double> curve = new ArrayList<>();
        for (int b = 0; b < PROGRESS_BINS; b++) {
            curve.add(n[b] == 0 ? null : (double) sum[b] / n[b]); // no decision there: nothing to plot, not 0
        }
        double forced = all == 0 ? 0 : (double) (all - decisions) / all;
        return new Choice(java.util.Collections.unmodifiableList(curve), forced);
    }

    static Drama drama(List<Trace> ts) {
        int[] changes = new int[ts.size()];
        double decidedSum = 0;
        int decidedGames = 0;
        int comebacks = 0;
        int comebackGames = 0;
        for (int g = 0; g < ts.size(); g++) {
            Trace t = ts.get(g);
            changes[g] = t.leadChanges();
            if (t.decidedAt() >= 0) {
                decidedSum += t.decidedAt();
                decidedGames++;
            }
            if (t.lastAtHalf() >= 0) {
                comebackGames++;
                if (t.soleWinner() == t.lastAtHalf()) {
                    comebacks++;
                }
            }
        }
        double mean = 0;
        for (int c : changes) {
            mean += c;
        }
        double[] ci = Stats.wilson(comebacks, comebackGames);
        String source = ts.get(0).lead() == Trace.Lead.EVALUATOR ? Drama.EVALUATOR : Drama.STANDING;
        return new Drama(source, ts.isEmpty() ? 0 : mean / ts.size(), spread(changes),
                decidedGames == 0 ? 0 : decidedSum / decidedGames, comebacks, comebackGames,
                comebackGames == 0 ? 0 : (double) comebacks / comebackGames, ci[0], ci[1]);
    }

    static Skill skill(List<String> agents, List<Trace> ts) {
        int m = agents.size();
        int[] seats = new int[m];
        double[] wins = new double[m];
        int[][] games = new int[m][m];
        double[][] points = new double[m][m];
        int[][] earlierGames = new int[m][m];
        double[][] earlierPoints = new double[m][m];
        for (Trace t : ts) {
            for (int a = 0; a < t.players(); a++) {
                int ia = t.seating().get(a);
                seats[ia]++;
                wins[ia] += t.winShare(a);
                for (int b = 0; b < t.players(); b++) {
                    int ib = t.seating().get(b);
                    if (ia == ib) {
                        continue;
                    }
                    int ra = t.ranks().get(a);
                    int rb = t.ranks().get(b);
                    double pt = ra < rb ? 1 : ra == rb ? 0.5 : 0;
                    games[ia][ib]++;
                    points[ia][ib] += pt;
                    if (t.position(a) < t.position(b)) {
                        earlierGames[ia][ib]++;
                        earlierPoints[ia][ib] += pt;
                    }
                }
            }
        }
        double[] strength = new double[m];
        for (int a = 0; a < m; a++) {
            int met = 0;
            for (int b = 0; b < m; b++) {
                if (games[a][b] > 0) {
                    strength[a] += points[a][b] / games[a][b];
                    met++;
                }
            }
            strength[a] = met == 0 ? 0.5 : strength[a] / met;
        }
        List<Integer> order = new ArrayList<>();
        for (int a = 0; a < m; a++) {
            order.add(a);
        }
        order.sort(Comparator.comparingDouble((Integer a) -> strength[a]).thenComparing(a -> agents.get(a)));
        int[] rank = new int[m];
        List<String> ladder = new ArrayList<>();
        for (int r = 0; r < m; r++) {
            rank[order.get(r)] = r;
            ladder.add(agents.get(order.get(r)));
        }
        // the listed order holds unless an agent listed earlier (as the weaker) beat one listed later beyond chance:
        // two agents that cannot be told apart (a game the heuristic already plays perfectly) may come in either order
        boolean inOrder = true;
        for (int a = 0; a < m; a++) {
            for (int b = a + 1; b < m; b++) {
                if (games[a][b] > 0 && Stats.wilson(points[a][b], games[a][b])[0] > 0.5) {
                    inOrder = false;
                }
            }
        }
        int contests = 0;
        double strong = 0;
        List<Pair> pairs = new ArrayList<>();
        for (int a = 0; a < m; a++) {
            for (int b = 0; b < m; b++) {
                if (a == b || games[a][b] == 0) {
                    continue;
                }
                if (rank[a] > rank[b]) {
                    contests += games[a][b];
                    strong += points[a][b];
                }
                pairs.add(new Pair(agents.get(a), agents.get(b), Share.of(points[a][b], games[a][b]),
                        Share.of(earlierPoints[a][b], earlierGames[a][b]),
                        Share.of(points[a][b] - earlierPoints[a][b], games[a][b] - earlierGames[a][b])));
            }
        }
        List<AgentRate> rates = new ArrayList<>();
        for (int i = 0; i < m; i++) {
            double[] ci = Stats.wilson(wins[i], seats[i]);
            rates.add(new AgentRate(agents.get(i), seats[i], wins[i], seats[i] == 0 ? 0 : wins[i] / seats[i], ci[0],
                    ci[1]));
        }
        double[] ci = Stats.wilson(strong, contests);
        return new Skill(ladder, inOrder, contests, strong, contests == 0 ? 0 : strong / contests, ci[0], ci[1],
                rates, pairs);
    }

    static List<Feature> components(List<Trace> ts, List<String> labels) {
        int agents = labels.size();
        // one pass over the seats: per feature, its seats and their wins, in all and per agent (c[2 + 2a] and
        // c[3 + 2a]), added in the traces' order, seat by seat
        Map<String, double[]> counts = new TreeMap<>();
        int allSeats = 0;
        double allWins = 0;
        int[] agentSeats = new int[agents];
        double[] agentWins = new double[agents];
        for (Trace t : ts) {
            allSeats += t.players();
            for (int seat = 0; seat < t.players(); seat++) {
                allWins += t.winShare(seat);
                agentSeats[t.seating().get(seat)]++;
                agentWins[t.seating().get(seat)] += t.winShare(seat);
            }
            for (int seat = 0; seat < t.features().size(); seat++) {
                double share = t.winShare(seat);
                int a = t.seating().get(seat);
                for (String name : t.features().get(seat)) {
                    double[] c = counts.computeIfAbsent(name, k -> new double[2 + 2 * agents]);
                    c[0]++;
                    c[1] += share;
                    c[2 + 2 * a]++;
                    c[3 + 2 * a] += share;
                }
            }
        }
        int ranked = 0;
        for (double[] c : counts.values()) {
            ranked += c[0] >= MIN_SUPPORT && allSeats - c[0] >= MIN_SUPPORT ? 1 : 0;
        }
        double z = Stats.twoSidedZ(0.05 / Math.max(1, ranked)); // simultaneous 95% over the ranked features
        List<Feature> out = new ArrayList<>();
        List<double[]> raw = new ArrayList<>(); // per ranked feature: its index in out and its p-value
        for (Map.Entry<String, double[]> e : counts.entrySet()) {
            int with = (int) e.getValue()[0];
            double winsWith = e.getValue()[1];
            int without = allSeats - with;
            double winsWithout = allWins - winsWith;
            double[] a = Stats.wilson(winsWith, with);
            double[] b = Stats.wilson(winsWithout, without);
            double rw = with == 0 ? 0 : winsWith / with;
            double ro = without == 0 ? 0 : winsWithout / without;
            boolean supported = with >= MIN_SUPPORT && without >= MIN_SUPPORT;
            double d = rw - ro;
            double se = supported ? Math.sqrt(rw * (1 - rw) / with + ro * (1 - ro) / without) : 0;
            double p = supported ? Stats.twoProportionPValue(winsWith, with, winsWithout, without) : 1;
            if (supported) {
                raw.add(new double[] {out.size(), p});
            }
            double[] w = supported ? withinAgents(e.getValue(), agentSeats, agentWins) : null;
            out.add(new Feature(e.getKey(), with, allSeats == 0 ? 0 : (double) with / allSeats, rw, a[0], a[1], ro,
                    b[0], b[1], d, Math.max(-1, d - z * se), Math.min(1, d + z * se), w == null ? null : w[0],
                    w == null ? null : Math.max(-1, w[0] - z * w[1]), w == null ? null : Math.min(1, w[0] + z * w[1]),
                    p, supported, supported ? byAgent(e.getValue(), labels, agentSeats, agentWins, z) : List.of()));
        }
        double[] holm = Stats.holm(raw.stream().mapToDouble(r -> r[1]).toArray());
        for (int i = 0; i < raw.size(); i++) {
            int at = (int) raw.get(i)[0];
            Feature f = out.get(at);
            out.set(at, new Feature(f.name(), f.seats(), f.share(), f.winWith(), f.withLow(), f.withHigh(),
                    f.winWithout(), f.withoutLow(), f.withoutHigh(), f.effect(), f.effectLow(), f.effectHigh(),
                    f.within(), f.withinLow(), f.withinHigh(), holm[i], true, f.byAgent()));
        }
        out.sort(Comparator.comparing((Feature f) -> !f.ranked()).thenComparingDouble(f -> -Math.abs(f.effect()))
                .thenComparing(Feature::name));
        return out;
    }

    /**
     * A feature's split by agent, from its counts {@code c} (seats and wins with it per agent at {@code c[2 + 2a]}
     * and {@code c[3 + 2a]}) and each agent's seats and wins; a supported difference gets the interval
     * {@code d +- z se} (the ranked features' simultaneous level).
     */
    private static List<AgentFeature> byAgent(double[] c, List<String> labels, int[] agentSeats,
                                              double[] agentWins, double z) {
        List<AgentFeature> out = new ArrayList<>();
        for (int a = 0; a < labels.size(); a++) {
            int with = (int) c[2 + 2 * a];
            int without = agentSeats[a] - with;
            double winsWith = c[3 + 2 * a];
            Share w = Share.of(winsWith, with);
            Share wo = Share.of(Math.max(0, agentWins[a] - winsWith), without);
            Double difference = with == 0 || without == 0 ? null : w.rate() - wo.rate();
            boolean supported = with >= MIN_SUPPORT && without >= MIN_SUPPORT;
            Double low = null;
            Double high = null;
            if (supported) {
                double se = Math.sqrt(w.rate() * (1 - w.rate()) / with + wo.rate() * (1 - wo.rate()) / without);
                low = Math.max(-1, difference - z * se);
                high = Math.min(1, difference + z * se);
            }
            out.add(new AgentFeature(labels.get(a), with, w, wo, difference, low, high, supported));
        }
        return out;
    }

    /**
     * The difference in win share with and without a feature within each agent's seats, averaged over the agents
     * that had seats both ways (weights {@code n1 n0 / (n1 + n0)}), and its standard error; null when none had.
     */
    private static double[] withinAgents(double[] c, int[] agentSeats, double[] agentWins) {
        double sum = 0;
        double weights = 0;
        double variance = 0;
        for (int a = 0; a < agentSeats.length; a++) {
            double n1 = c[2 + 2 * a];
            double n0 = agentSeats[a] - n1;
            if (n1 == 0 || n0 == 0) {
                continue;
            }
            double p1 = c[3 + 2 * a] / n1;
            double p0 = (agentWins[a] - c[3 + 2 * a]) / n0;
            double weight = n1 * n0 / (n1 + n0);
            sum += weight * (p1 - p0);
            weights += weight;
            variance += weight * weight * (p1 * (1 - p1) / n1 + p0 * (1 - p0) / n0);
        }
        return weights == 0 ? null : new double[] {sum / weights, Math.sqrt(variance) / weights};
    }
}
