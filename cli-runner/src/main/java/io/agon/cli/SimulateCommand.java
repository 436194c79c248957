package io.agon.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.ParentCommand;

/**
 * {@code agon simulate GAME --games N --seed S}: plays N games between bots in fixed seats and prints win rates
 * (Wilson 95% intervals), scores and lengths per seat. Game {@code i}'s seeds come from (S, i) alone, so the
 * results are the same whatever {@code --threads}.
 */
@Command(name = "simulate", mixinStandardHelpOptions = true,
        description = "Play many games between bots and print statistics.",
        footer = Cli.AGENT_HELP)
final class SimulateCommand implements Callable<Integer> {

    @ParentCommand
    private Main main;

    @Mixin
    private SimulateOptions what;

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
