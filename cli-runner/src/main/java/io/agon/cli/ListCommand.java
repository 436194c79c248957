package io.agon.cli;

import io.agon.core.GameInfo;
import io.agon.core.OptionInfo;
import io.agon.core.spi.GameEntry;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParentCommand;

/**
 * {@code agon list}: every game found, with its players, options and the agents a player chooses from, each with a
 * line that says what it does.
 */
@Command(name = "list", mixinStandardHelpOptions = true, description = "List the games that can be played.")
final class ListCommand implements Runnable {

    @ParentCommand
    private Main main;

    @Override
    public void run() {
        PrintWriter out = main.out();
        if (main.catalog().games().isEmpty()) {
            out.println("No games are installed.");
            return;
        }
        for (GameEntry e : main.catalog().games().values()) {
            GameInfo info = e.game().info();
            out.println(PlainText.safe(info.id()) + "  " + PlainText.safe(info.name()) + "  (" + players(info) + " players)");
            if (!info.summary().isBlank()) {
                out.println("    " + PlainText.safe(info.summary()));
            }
            List<String> options = new ArrayList<>();
            for (OptionInfo o : info.options()) {
                options.add(o.name() + "=" + (o.values().isEmpty() ? "<text>" : String.join("|", o.values()))
                        + " (default " + o.defaultValue() + ")");
            }
            out.println("    options: " + (options.isEmpty() ? "none" : PlainText.safe(String.join(", ", options))));
            out.println("    agents:");
            Map<String, String> agents = new LinkedHashMap<>();
            agents.put("human", "you, at the keyboard");
            agents.putAll(Cli.listedAgents(e));
            int width = agents.keySet().stream().mapToInt(String::length).max().orElse(0);
            agents.forEach((kind, description) -> out.println(("      " + PlainText.safe(kind) + " ".repeat(width - kind.length())
                    + "  " + PlainText.safe(description)).stripTrailing()));
        }
    }

    static String players(GameInfo info) {
        return info.playerCounts();
    }
}
