package io.agon.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.ParentCommand;

/**
 * {@code agon tournament GAME --agents a,b,c}: agents meet in every balanced seat order on mirrored deals (round robin
 * or one fixed table) and are ranked by win rate with Wilson 95% intervals, mean score and rank. The same seed
 * gives the same results whatever {@code --threads}.
 */
@Command(name = "tournament", mixinStandardHelpOptions = true,
        description = "Rank agents against each other over many seat-rotated games.",
        footer = Cli.AGENT_HELP)
final class TournamentCommand implements Callable<Integer> {

    @ParentCommand
    private Main main;

    @Mixin
    private TournamentOptions what;

    @Mixin
    private BatchOptions batch;

    @Override
    public Integer call() {
        Cli.gamesInRange(what.games);
        BatchPlan plan = what.plan(main.catalog(), () -> batch.check(main.err()));
        plan.printHeader(main.out());
        batch.run(main, plan.tournament(main.catalog()).threads(batch.threads), plan.command(),
                main.catalog().get(plan.gameId()).game().info(), (result, stopped) -> {
                    plan.printSummary(main.out(), result.standings(), result.headToHead());
                    batch.write(main, plan, result, stopped);
                });
        return Main.OK;
    }
}
