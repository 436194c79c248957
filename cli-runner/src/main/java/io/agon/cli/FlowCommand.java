package io.agon.cli;

import io.agon.core.flow.FlowGame;
import io.agon.core.flow.FlowShape;
import io.agon.core.spi.GameEntry;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code agon flow GAME}: the game's declared flow (phases and their steps in order, where each phase leads, the
 * interrupts, who decides each step and the actions it takes) as text, or with {@code --mermaid} as a Mermaid
 * flowchart. It shows what the game declared in core's flow builder, so a game that pushes its steps by hand shows
 * as interrupts without phases.
 */
@Command(name = "flow", mixinStandardHelpOptions = true,
        description = "Show a game's declared flow: phases, steps, who decides, interrupts.")
final class FlowCommand implements Runnable {

    @ParentCommand
    private Main main;

    @Parameters(paramLabel = "GAME", description = "game id, e.g. polis (see: agon list)")
    private String game;

    @Option(names = "--mermaid", description = "print a Mermaid flowchart (for docs and Markdown viewers)")
    private boolean mermaid;

    @Override
    public void run() {
        GameEntry e = main.catalog().get(game);
        String name = PlainText.safe(e.game().info().name());
        if (!(e.game() instanceof FlowGame<?, ?> flowGame)) {
            throw new UsageException(name + " does not declare its flow with core's Flow builder: nothing to show");
        }
        FlowShape shape = flowGame.flow().shape();
        if (mermaid) {
            main.out().print(shape.mermaid());
            return;
        }
        main.out().println(name + ": the declared flow");
        main.out().println();
        main.out().print(shape.text());
    }
}
