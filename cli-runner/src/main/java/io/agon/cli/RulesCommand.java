package io.agon.cli;

import io.agon.core.spi.GameEntry;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code agon rules GAME}: the game's rules summary as plain terminal text (Markdown rendered), then every named
 * card, god or tile of the game's glossary with its full text.
 */
@Command(name = "rules", mixinStandardHelpOptions = true, description = "Show the rules of a game.")
final class RulesCommand implements Runnable {

    @ParentCommand
    private Main main;

    @Parameters(paramLabel = "GAME", description = "game id, e.g. polis (see: agon list)")
    private String game;

    @Override
    public void run() {
        GameEntry e = main.catalog().get(game);
        if (!e.id().equalsIgnoreCase(game) && !e.game().info().name().equalsIgnoreCase(game)) {
            main.out().println("(" + PlainText.safe(game) + " is " + PlainText.safe(e.game().info().name()) + ": its game id is "
                    + PlainText.safe(e.id()) + ")");
            main.out().println();
        }
        String text = PlainText.of(e.rules()).strip();
        main.out().println(text.isEmpty() ? PlainText.safe(e.game().info().name()) + ": no rules text" : text);
        java.util.Map<String, String> glossary = e.game().glossary();
        if (!glossary.isEmpty()) {
            main.out().println();
            main.out().println("GLOSSARY (at the play prompt, ? NAME shows one)");
            glossary.forEach((name, what) -> main.out().println("- " + PlainText.safe(name) + ": "
                    + PlainText.safeLines(what)));
        }
    }
}
