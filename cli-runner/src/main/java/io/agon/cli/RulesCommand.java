package io.agon.cli;

import io.agon.core.spi.GameEntry;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code agon rules GAME}: the game's rules summary. */
@Command(name = "rules", mixinStandardHelpOptions = true, description = "Show the rules of a game.")
final class RulesCommand implements Runnable {

    @ParentCommand
    private Main main;

    @Parameters(paramLabel = "GAME", description = "game id, e.g. polis (see: agon list)")
    private String game;

    @Override
    public void run() {
        GameEntry e = main.catalog().get(game);
        String text = e.rules().strip();
        main.out().println(text.isEmpty() ? e.game().info().name() + ": no rules text" : text);
    }
}
