package io.agon.polis.tools;

import io.agon.core.testkit.GameContract;
import io.agon.polis.Fixtures;
import java.util.Map;

/** Throw-away: a long contract run outside Maven (args: games, first seed, boards option). */
public final class LongContract {

    private LongContract() {
    }

    public static void main(String[] args) {
        int games = Integer.parseInt(args[0]);
        long seed = Long.parseLong(args[1]);
        var report = GameContract.of(Fixtures.GAME)
                .invariant("cards conserved", Fixtures::cardsConserved)
                .invariant("money conserved", Fixtures::moneyConserved)
                .invariant("second end-game card ends the game", Fixtures::secondEndGameCardEnds)
                .players(3, 4, 5).games(games).seed(seed).fullGames(50).sampleEvery(7)
                .options(Map.of("boards", args.length > 2 ? args[2] : "first-game")).run();
        System.out.println(report);
    }
}
