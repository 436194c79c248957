package io.agon.polis.rules;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.GameInfo;
import io.agon.core.OptionInfo;
import io.agon.core.GameStats;
import io.agon.core.Outcome;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.core.View;
import io.agon.core.flow.Flow;
import io.agon.core.flow.FlowGame;
import io.agon.polis.model.Catalogue;
import io.agon.polis.model.PolisState;
import io.agon.polis.model.Step;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Polis (Leo Colovini, 999 Games 2017) as an Agon forward model, following the binding spec
 * {@code shared/rules/polis.md}. The flow lives on the state's step stack ({@link Step}) and is declared once in
 * {@code PolisFlow}: the phases of a turn in order, one rule per step type. This class answers the game interface
 * through that flow; the rules consult the topic classes {@code Drawing} (phases 0-1 and every draw of choice),
 * {@code Auction} (phase 2), {@code Building} (phase 3, Colony), {@code Protection} (phase 4), {@code PhaseFiveAbilities}
 * (the table of the phase-5 abilities, each in {@code rules/cards/}), {@code Trading} (phase 6), {@code War} (phase 7), with {@code Cards} for moving cards
 * and {@code Scoring} for the end.
 */
public final class PolisGame extends FlowGame<PolisState, Step> implements GameStats<PolisState> {

    /** The game id. */
    public static final String ID = "polis";
    /** The set-up option for board distribution (spec 3.1 step 2 and 3.2). */
    public static final String BOARDS_OPTION = "boards";
    /** The set-up option for the start player (spec 3 step 1, D64): drawn by lot, or a seat number. */
    public static final String START_OPTION = "start";
    /** The rules version whose records replay with seat 1 as start player (before D64). */
    static final String SEAT_ONE_STARTS = "1.0";

    private final Catalogue cat;
    private final Symbols sym;
    private final Cards cards;
    private final PolisSetup setup;
    private final War war;
    private final Scoring scoring;
    private final Labels labels;
    private final Views views;
    private final GameInfo info;
    private volatile java.util.Map<String, String> glossary;
    /** "built NAME" per card, made on first use (for {@code agon analyze}, which asks after every game). */
    private final String[] built = new String[Catalogue.CARDS];

    /** The rule topics the flow and the game share, made once from the catalogue. */
    private record Parts(Catalogue cat, Symbols sym, Cards cards, PolisSetup setup, War war, Labels labels,
                         Flow<PolisState, Step> flow) {
        static Parts of(Catalogue cat) {
            Symbols sym = new Symbols(cat);
            Cards cards = new Cards(cat);
            PolisSetup setup = new PolisSetup(cat);
            War war = new War(cat, sym, cards);
            Labels labels = new Labels(cat, sym);
            return new Parts(cat, sym, cards, setup, war, labels, PolisFlow.build(cat, cards, labels, setup,
                    new Drawing(cat, cards), new Auction(cards), new Building(cat, sym, cards),
                    new Protection(cat), sym, new PhaseFiveAbilities(cards), new Trading(cat, sym), war));
        }
    }

    /** A game over the validated card and board data {@code catalogue}. */
    public PolisGame(Catalogue catalogue) {
        this(Parts.of(catalogue));
    }

    private PolisGame(Parts p) {
        super(p.flow());
        this.cat = p.cat();
        this.sym = p.sym();
        this.cards = p.cards();
        this.setup = p.setup();
        this.war = p.war();
        this.scoring = new Scoring(sym);
        this.labels = p.labels();
        this.views = new Views(cat, sym, scoring);
        this.info = new GameInfo(ID, "Polis", 3, 5, "1.1",
                "Build an ancient Greek city: auction cards, build, trade and make war (Leo Colovini)",
                List.of(new OptionInfo(BOARDS_OPTION, "city boards: first-game (A sides of the first-game boards), "
                        + "random (a random board each, every player picks its side) or draft (the boards drafted from "
                        + "the last seat, counter-clockwise)", List.of(PolisSetup.FIRST_GAME, PolisSetup.RANDOM,
                        PolisSetup.DRAFT), PolisSetup.FIRST_GAME),
                        new OptionInfo(START_OPTION, "start player: lot (drawn by lot, the rulebook's way) or a seat"
                                + " number (1 is how rules version 1.0 played, so that its saved games replay the"
                                + " same)",
                                List.of(PolisSetup.BY_LOT, "1", "2", "3", "4", "5"), PolisSetup.BY_LOT)),
                PolisAction.TYPES);
    }

    /** The symbol counts (package-private: for tests in this package). */
    Symbols symbols() {
        return sym;
    }

    /** The card moves (package-private: for tests in this package). */
    Cards cards() {
        return cards;
    }

    /** The war rules (package-private: for tests in this package). */
    War war() {
        return war;
    }

    /** The scoring (package-private: for tests in this package). */
    Scoring scoring() {
        return scoring;
    }

    /** The card and board data. */
    public Catalogue catalogue() {
        return cat;
    }

    @Override
    public GameInfo info() {
        return info;
    }

    @Override
    public PolisState newGame(Setup options) {
        Map<String, String> chosen = options.validate(info);
        PolisState s = setup.newGame(options.players(), options.seed(), chosen.get(BOARDS_OPTION),
                chosen.get(START_OPTION));
        flow().start(s, PolisFlow.SET_UP, EventSink.NONE);
        return s;
    }

    /**
     * Records of rules version 1.0, where seat 1 always started, replay with {@code start=1} (D64): the same game,
     * since a named start seat draws nothing from the generator.
     */
    @Override
    public Setup replaySetup(String rulesVersion, Setup old) {
        if (!rulesVersion.equals(SEAT_ONE_STARTS)) {
            return null;
        }
        Map<String, String> options = new java.util.TreeMap<>(old.options());
        options.putIfAbsent(START_OPTION, "1");
        return new Setup(old.players(), old.seed(), options);
    }

    @Override
    public void apply(PolisState s, int player, Action action, EventSink events) {
        // the flow refuses a wrong seat, and the step's handlers an action they do not take
        int turn = s.turn;
        super.apply(s, player, action, events);
        narrateTurn(s, turn, events);
    }

    /** A listed action, with the same narration as {@link #apply}. */
    @Override
    public void applyListed(PolisState s, int player, Action action, EventSink events) {
        int turn = s.turn;
        super.applyListed(s, player, action, events);
        narrateTurn(s, turn, events);
    }

    /** After a move: the game's end, or the start of a new turn (which was {@code turn} before the move). */
    private void narrateTurn(PolisState s, int turn, EventSink events) {
        if (events.enabled()) {
            if (s.over) {
                events.emit(new PolisEvent.GameEnded(scoring.summary(s)));
            } else if (s.turn != turn) {
                events.emit(new PolisEvent.TurnStarted(s.active, s.turn));
            }
        }
    }

    @Override
    public Outcome outcome(PolisState s) {
        if (!s.over) {
            throw new IllegalStateException("the game is not over");
        }
        return scoring.outcome(s);
    }

    /** For {@code agon analyze}: the start player drawn at set-up (spec 3.1). */
    @Override
    public int startPlayer(PolisState start) {
        return start.startPlayer;
    }

    /** For {@code agon analyze}: each seat's score as it stands (spec 6.1; every player sees it). */
    @Override
    public int[] standing(PolisState s) {
        int[] out = new int[s.players];
        for (int p = 0; p < s.players; p++) {
            out[p] = scoring.score(s, p);
        }
        return out;
    }

    /** For {@code agon analyze}: the cards each seat built ("built Temple of Apollo"), in its city or history. */
    @Override
    public List<Set<String>> features(PolisState s) {
        List<Set<String>> out = new ArrayList<>();
        for (int p = 0; p < s.players; p++) {
            Set<String> f = new TreeSet<>();
            for (long m = s.city[p] | s.history[p]; m != 0; m &= m - 1) {
                int c = Long.numberOfTrailingZeros(m);
                String name = built[c];
                if (name == null) { // a benign race: every thread makes the same string
                    name = "built " + cat.name(c);
                    built[c] = name;
                }
                f.add(name);
            }
            out.add(f);
        }
        return out;
    }

    /** The final score of seat {@code p} as the state stands (spec 6.1), also during play. */
    public int score(PolisState s, int p) {
        return scoring.score(s, p);
    }

    /**
     * A rough money value of {@code p}'s engine for agents: income, discounts and war strength as they stand.
     */
    public double incomeValue(PolisState s, int p) {
        return 1.5 * sym.moneyIncome(s, p) + 3.0 * sym.pointsIncome(s, p)
                + 0.8 * (sym.visible(s, p, Symbols.DISCOUNT_ANY)) + 0.5 * sym.defenceWar(s, p)
                + 0.6 * sym.vases(s, p) + 1.5 * sym.culture(s, p);
    }

    @Override
    public View view(PolisState s, int player) {
        Step top = s.steps.peek();
        PolisStep<Step> rule = top == null ? null : rule(top);
        return views.view(s, player, decision(s), rule == null ? "" : rule.highBidNote(s, top), rule, top);
    }

    /** The board as a spectator may see it: the cards shown to the whole table, the others as counts by colour. */
    @Override
    public View publicView(PolisState s) {
        return view(s, -1);
    }

    @Override
    public PolisState determinize(PolisState s, int observer, Rng rng) {
        return Determinizer.determinize(s, observer, rng, null);
    }

    @Override
    public PolisState determinize(PolisState s, int observer, Rng rng, PolisState reuse) {
        return Determinizer.determinize(s, observer, rng, reuse);
    }

    /** Every card with its colour, kind, symbols in words and special effect ({@code ? Troy} at the prompt). */
    @Override
    public java.util.Map<String, String> glossary() {
        if (glossary == null) {
            glossary = Glossary.of(cat);
        }
        return glossary;
    }

    @Override
    public String describe(PolisState s, Action action) {
        Step top = s.steps.peek();
        if (top == null) {
            return labels.describe(s, action, s.active);
        }
        return rule(top).label(s, top, action);
    }

    /** The rule of {@code step}: every rule of the Polis flow is a {@link PolisStep}. */
    @SuppressWarnings("unchecked")
    private PolisStep<Step> rule(Step step) {
        return (PolisStep<Step>) flow().ruleOf(step);
    }

    @Override
    public String describe(PolisState s, Action action, int observer) {
        if (s.steps.peek() == null) {
            return labels.hide(s, action, observer, s.active, labels.describe(s, action, s.active));
        }
        return super.describe(s, action, observer);
    }
}
