package io.agon.massilia.rules;

import io.agon.core.EventSink;
import io.agon.core.GameInfo;
import io.agon.core.Outcome;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.core.View;
import io.agon.core.flow.FlowGame;
import io.agon.massilia.model.Ids;
import io.agon.massilia.model.MassiliaData;
import io.agon.massilia.model.MassiliaState;
import io.agon.massilia.model.Step;
import java.util.List;

/**
 * Massilia's forward model: set-up (spec 3), then the declared flow ({@link MassiliaFlow}: one rule per step)
 * answers who decides, the legal actions, applying and describing them. The final scoring lives in
 * {@link Scoring} and what each player sees in {@link Views}.
 */
public final class MassiliaGame extends FlowGame<MassiliaState, Step> {

    /** The game id. */
    public static final String ID = "massilia";

    private final MassiliaData data;
    private final GameInfo info;

    /** A game using the loaded and validated {@code data}. */
    public MassiliaGame(MassiliaData data) {
        super(MassiliaFlow.of(data));
        this.data = data;
        this.info = new GameInfo(ID, "Massilia", data.minPlayers, data.maxPlayers, "1.0",
                "Roll dice, bend them with penalty stones and gods, and trade on a ring-shaped Roman market",
                List.of(), MassiliaAction.TYPES);
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
    public MassiliaState newGame(Setup setup) {
        setup.validate(info);
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
        for (int c = 0; c < Ids.DIE_COLOURS; c++) {
            for (int i = 0; i < data.templeDicePerColour; i++) {
                s.temple[Ids.die(c, 1 + rng.nextInt(6))]++;
            }
        }
        s.round = 1;
        s.steps.push(new Step.RoundStart());
        s.steps.push(new Step.SetupCorner(0, s.order[0]));
        flow().settle(s, EventSink.NONE);
        return s;
    }

    /** Runs automatic steps until the next decision (for tests that build a position by hand). */
    void advance(MassiliaState s) {
        flow().settle(s, EventSink.NONE);
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
        return Views.view(decision(s).prompt(), s, player, options);
    }

    @Override
    public MassiliaState determinize(MassiliaState s, int observer, Rng rng) {
        return Views.determinize(s, observer, rng, null);
    }

    @Override
    public MassiliaState determinize(MassiliaState s, int observer, Rng rng, MassiliaState reuse) {
        return Views.determinize(s, observer, rng, reuse);
    }
}
