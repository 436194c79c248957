package io.agon.massilia.rules;

import io.agon.core.EventSink;
import io.agon.core.GameInfo;
import io.agon.core.GameStats;
import io.agon.core.Outcome;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.core.View;
import io.agon.core.flow.FlowGame;
import io.agon.massilia.model.Ids;
import io.agon.massilia.model.MassiliaData;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.Step;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Massilia's forward model: set-up (spec 3), then the declared flow ({@link MassiliaFlow}: one rule per step)
 * answers who decides, the legal actions, applying and describing them, and draws the random actions of playouts
 * (each step's rule: {@link TurnRule#randomAction}, {@link DeclareRule#randomAction}). The final scoring lives in
 * {@link Scoring} and what each player sees in {@link Views}.
 */
public final class MassiliaGame extends FlowGame<MassiliaState, Step> implements GameStats<MassiliaState> {

    /** The game id. */
    public static final String ID = "massilia";

    /** The set-up option for the first temple roll (D62). */
    public static final String TEMPLE_OPTION = "temple";
    /** Option value: the temple dice are first rolled in Phase II of round 1 (D62, the rulebook). */
    static final String FIRST_ROLL_PHASE_2 = "phase-2";
    /** Option value: the temple dice are also rolled at set-up, as rules version 1.0 did (for its records). */
    static final String FIRST_ROLL_SET_UP = "set-up";
    /** The rules version that rolled the temple dice at set-up. */
    static final String ROLLED_AT_SET_UP = "1.0";

    private final MassiliaData data;
    private final GameInfo info;

    /** A game using the loaded and validated {@code data}. */
    public MassiliaGame(MassiliaData data) {
        super(MassiliaFlow.of(data));
        this.data = data;
        this.info = new GameInfo(ID, "Massilia", data.minPlayers, data.maxPlayers, "1.1",
                "Roll dice, bend them with penalty stones and gods, and trade on a ring-shaped Roman market",
                List.of(new io.agon.core.OptionInfo(TEMPLE_OPTION, "when the temple dice are first rolled:"
                        + " phase-2 (the rulebook's way) or set-up (as rules version 1.0 did, so that its saved"
                        + " games replay the same)",
                        List.of(FIRST_ROLL_PHASE_2, FIRST_ROLL_SET_UP), FIRST_ROLL_PHASE_2)),
                MassiliaAction.TYPES);
    }

    /** The game data. */
    public MassiliaData data() {
        return data;
    }

    @Override
    public GameInfo info() {
        return info;
    }

    @Override
    public MassiliaState newGame(Setup setup, EventSink events) {
        java.util.Map<String, String> chosen = setup.validate(info);
        int n = setup.players();
        MassiliaState s = new MassiliaState(n, setup.seed());
        Rng rng = s.rng;
        System.arraycopy(data.cubesPerGoods, 0, s.harbour, 0, Ids.GOODS);
        s.supply = data.stonesPerPlayer * n;
        for (int g = 0; g < Ids.GODS; g++) {
            for (int c = 0; c < data.godCopies[g]; c++) {
                s.deck.putOnTop(g);
            }
        }
        s.deck.shuffle(rng);
        s.faceUp[0] = s.deck.draw();
        s.faceUp[1] = s.deck.draw();
        int[] middles = data.middles.clone();
        rng.shuffle(middles);
        System.arraycopy(middles, 0, s.person, 0, Ids.PERSONS);
        for (int p = 0; p < n; p++) {
            for (int c = 0; c < Ids.DIE_COLOURS; c++) {
                s.screen[p * 4 + c] = data.playerDicePerColour;
            }
            s.reserve[p] = data.stallsPerPlayer;
            s.order[p] = p;
        }
        rng.shuffle(s.order);
        for (int pos = 0; pos < n; pos++) {
            s.money[s.order[pos]] = data.startMoney[pos];
        }
        System.arraycopy(data.startPrices, 0, s.price, 0, 4);
        java.util.Arrays.fill(s.marker, data.markerStart);
        if (chosen.get(TEMPLE_OPTION).equals(FIRST_ROLL_SET_UP)) {
            // rules 1.0: rolled here, then rolled again in Phase II; nothing used these values
            for (int c = 0; c < Ids.DIE_COLOURS; c++) {
                for (int i = 0; i < data.templeDicePerColour; i++) {
                    s.temple[Ids.die(c, 1 + rng.nextInt(6))]++;
                }
            }
        }
        // else (D62) the temple dice wait unrolled: the temple roll of round 1 puts them on their fields
        s.round = 1;
        if (events.enabled()) {
            events.emit(new MassiliaEvent.SetUp(java.util.Arrays.copyOf(s.order, n), s.faceUp[0], s.faceUp[1]));
        }
        flow().start(s, MassiliaFlow.SET_UP, events);    // round 1's automatic steps report to the narration
        return s;
    }

    /**
     * Records of rules version 1.0, which rolled the temple dice at set-up too, replay with {@code temple=set-up}
     * (D62): the same generator draws, so the same game.
     */
    @Override
    public Setup replaySetup(String rulesVersion, Setup old) {
        if (!rulesVersion.equals(ROLLED_AT_SET_UP)) {
            return null;
        }
        java.util.Map<String, String> options = new java.util.TreeMap<>(old.options());
        options.putIfAbsent(TEMPLE_OPTION, FIRST_ROLL_SET_UP);
        return new Setup(old.players(), old.seed(), options);
    }

    /** Runs automatic steps until the next decision (for tests that build a position by hand). */
    void advance(MassiliaState s) {
        flow().settle(s, EventSink.NONE);
    }

    /** For {@code agon analyze}: the seat first in the turn order of the first round. */
    @Override
    public int startPlayer(MassiliaState start) {
        return start.order[0];
    }

    /** For {@code agon analyze}: each seat's prestige on the track (everyone sees it). */
    @Override
    public int[] standing(MassiliaState s) {
        return s.prestige.clone();
    }

    /** For {@code agon analyze}: the gods each seat played, how many stalls it built, and on which ring fields. */
    @Override
    public List<Set<String>> features(MassiliaState s) {
        List<Set<String>> out = new ArrayList<>();
        for (int p = 0; p < s.players; p++) {
            Set<String> f = new TreeSet<>();
            int stalls = s.stalls(p, data.stallsPerPlayer);
            f.add(stalls + (stalls == 1 ? " stall built" : " stalls built"));
            for (int god = 0; god < Ids.GODS; god++) {
                if ((s.godsPlayed & (1L << (p * Ids.GODS + god))) != 0) {
                    f.add("played " + Ids.GOD_NAMES[god]);
                }
            }
            for (int field = 0; field < s.stallOwner.length; field++) {
                if (s.stallOwner[field] == p) {
                    f.add("a stall on ring field " + field);
                }
            }
            out.add(f);
        }
        return out;
    }

    @Override
    public Outcome outcome(MassiliaState s) {
        if (!s.over) {
            throw new IllegalStateException("the game is not over");
        }
        return Scoring.outcome(data, s);
    }

    @Override
    public View view(MassiliaState s, int player) {
        List<MassiliaView.Option> options = !s.over && currentPlayer(s) == player
                ? ViewOptions.of(s, data.ringSize, legalActions(s)) : List.of();
        return Views.view(decision(s).prompt(), s, player, options, data.templeDicePerColour);
    }

    /**
     * The board as a spectator may see it: everything public (hand sizes, the colours of an unsplit roll), no
     * player's sesterces, stones or god cards.
     */
    @Override
    public View publicView(MassiliaState s) {
        return Views.view("", s, -1, List.of(), data.templeDicePerColour);
    }

    @Override
    public MassiliaState determinize(MassiliaState s, int observer, Rng rng) {
        return Views.determinize(s, observer, rng, null);
    }

    /** The god cards with their full text ({@code ? Pluto} at the prompt). */
    @Override
    public java.util.Map<String, String> glossary() {
        return Gods.glossary();
    }

    @Override
    public MassiliaState determinize(MassiliaState s, int observer, Rng rng, MassiliaState reuse) {
        return Views.determinize(s, observer, rng, reuse);
    }
}
