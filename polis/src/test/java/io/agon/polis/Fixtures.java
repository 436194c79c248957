package io.agon.polis;

import io.agon.core.Action;
import io.agon.core.EventSink;
import io.agon.core.Rng;
import io.agon.core.Setup;
import io.agon.core.agent.RolloutPolicy;
import io.agon.polis.io.CatalogueLoader;
import io.agon.polis.model.Catalogue;
import io.agon.polis.model.PolisState;
import io.agon.polis.rules.PolisGame;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/** Shared test fixtures: the bundled catalogue, the game and the Polis invariants of issue 3. */
public final class Fixtures {

    /** The bundled catalogue (loaded once). */
    public static final Catalogue CATALOGUE = CatalogueLoader.load();
    /** The game over it. */
    public static final PolisGame GAME = new PolisGame(CATALOGUE);

    private Fixtures() {
    }

    /** The legal actions in {@code s}, listed into a new list. */
    public static List<Action> legal(PolisState s) {
        List<Action> out = new ArrayList<>();
        GAME.legalActions(s, out);
        return out;
    }

    /**
     * Checks a rollout policy: from 40 new games of 3 to 5 players it picks only legal actions, and every game ends
     * within 5,000 actions.
     */
    public static void assertPlaysLegalGames(RolloutPolicy policy) {
        Rng rng = new Rng(7);
        for (long seed = 1; seed <= 40; seed++) {
            PolisState s = GAME.newGame(Setup.of(3 + (int) (seed % 3), seed));
            int actions = 0;
            while (!s.over) {
                List<Action> legal = legal(s);
                Action a = policy.pick(GAME, s, legal, rng);
                if (!legal.contains(a)) {
                    throw new AssertionError("seed " + seed + ": " + a + " is not legal");
                }
                GAME.apply(s, GAME.currentPlayer(s), a, EventSink.NONE);
                if (++actions >= 5000) {
                    throw new AssertionError("seed " + seed + ": no end after 5,000 actions");
                }
            }
        }
    }

    /**
     * Plays uniformly at random from a new 3-player game of {@code seed} until {@code wanted} holds; null if the
     * game ends first.
     */
    public static PolisState playUntil(long seed, Predicate<PolisState> wanted) {
        PolisState s = GAME.newGame(Setup.of(3, seed));
        Rng rng = new Rng(seed);
        while (!s.over) {
            if (wanted.test(s)) {
                return s;
            }
            List<Action> legal = legal(s);
            GAME.apply(s, GAME.currentPlayer(s), legal.get(rng.nextInt(legal.size())), EventSink.NONE);
        }
        return null;
    }

    /** 64 + 4 cards, each in exactly one place. */
    public static String cardsConserved(PolisState s) {
        long seen = 0;
        long[] zones = new long[s.players * 4 + 1];
        int z = 0;
        for (int p = 0; p < s.players; p++) {
            zones[z++] = s.hand[p];
            zones[z++] = s.city[p];
            zones[z++] = s.history[p];
            zones[z++] = s.tucked[p];
        }
        zones[z] = s.box;
        for (long m : zones) {
            if ((seen & m) != 0) {
                return "a card is in two zones: " + Long.toHexString(seen & m);
            }
            seen |= m;
        }
        int eg = 0;
        for (int c = 0; c < 4; c++) {
            boolean egInDeck = false;
            for (int i = 0; i < s.decks.size(c); i++) {
                int card = s.decks.card(c, i);
                if (card >= Catalogue.EG) {
                    if (card != Catalogue.EG + c || egInDeck) {
                        return "wrong end-game card in deck " + c;
                    }
                    egInDeck = true;
                    continue;
                }
                if ((seen & (1L << card)) != 0) {
                    return "card " + card + " is in a deck and elsewhere";
                }
                seen |= 1L << card;
            }
            if (egInDeck == s.blocked(c)) {
                return "deck " + c + ": end-game card " + (egInDeck ? "in a blocked deck" : "missing");
            }
            if (!s.blocked(c) && s.decks.size(c) < 2) {
                return "unblocked deck " + c + " has fewer than 2 cards (spec 5.1 invariant)";
            }
            if (s.blocked(c)) {
                eg++;
            }
        }
        if (s.lotCard >= 0) {
            if ((seen & (1L << s.lotCard)) != 0) {
                return "the lot card is also elsewhere";
            }
            seen |= 1L << s.lotCard;
        }
        if (seen != -1L) {
            return "cards missing: " + Long.toHexString(~seen);
        }
        if (eg != s.revealed) {
            return "revealed count " + s.revealed + " but " + eg + " decks blocked";
        }
        return null;
    }

    /** Money and tokens conserved with the bank, never negative. */
    public static String moneyConserved(PolisState s) {
        long money = 0;
        long points = 0;
        for (int p = 0; p < s.players; p++) {
            if (s.money[p] < 0 || s.points[p] < 0) {
                return "P" + (p + 1) + " has negative money or points";
            }
            money += s.money[p];
            points += s.points[p];
        }
        for (int c = 0; c < Catalogue.CARDS; c++) {
            if (s.coin[c] != 0) {
                money++;
                if (s.cityOwner(c) < 0) {
                    return "a coin lies on a card outside every city";
                }
            }
        }
        if (money != s.bankMoneyOut) {
            return "money not conserved: players and coins hold " + money + ", the bank paid out " + s.bankMoneyOut;
        }
        if (points != s.bankPointsOut) {
            return "point tokens not conserved";
        }
        return null;
    }

    /**
     * The second end-game card ends the game within the turn (spec 5.2, D9): through phase 3 at most, and a
     * trigger in phase 5 (always the draw of the effect being resolved) ends it at once, so after any action
     * no phase after 3 is being played once the end is triggered.
     */
    public static String secondEndGameCardEnds(PolisState s) {
        if (s.revealed >= 2 && !s.endTriggered) {
            return "two end-game cards revealed but the end is not triggered";
        }
        if (s.endTriggered && !s.over && s.phase > 3) {
            return "the end was triggered but phase " + s.phase + " is being played";
        }
        return null;
    }
}
