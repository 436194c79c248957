package io.agon.cli;

import io.agon.core.sim.Tournament;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.ParentCommand;

/**
 * {@code agon tournament GAME --agents a,b,c}: agents meet in every seat rotation on mirrored deals (round robin
 * or one fixed table) and are ranked by win rate with Wilson 95% intervals, mean score and rank. The same seed
 * gives the same results whatever {@code --threads}.
 */
@Command(name = "tournament", mixinStandardHelpOptions = true,
        description = "Rank agents against each other over many seat-rotated games.")
final class TournamentCommand implements Callable<Integer> {

    @ParentCommand
    private Main main;

    @Mixin
    private TournamentOptions what;

    @Mixin
    private BatchOptions batch;

    @Override
    public Integer call() {
        BatchPlan plan = what.plan(main.catalog(), batch::check);
        plan.printHeader(main.out());
        Tournament.Result result = batch.run(main, plan.tournament(main.catalog()).threads(batch.threads),
                plan.command());
        plan.printSummary(main.out(), result.standings(), result.headToHead());
        batch.write(main, plan, result);
        return Main.OK;
    }
}
