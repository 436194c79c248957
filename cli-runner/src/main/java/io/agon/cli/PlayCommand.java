package io.agon.cli;

import io.agon.core.Action;
import io.agon.core.Decision;
import io.agon.core.Game;
import io.agon.core.GameEvent;
import io.agon.core.GameInfo;
import io.agon.core.GameState;
import io.agon.core.IllegalActionException;
import io.agon.core.Outcome;
import io.agon.core.Setup;
import io.agon.core.agent.Agent;
import io.agon.core.agent.AgentSpec;
import io.agon.core.agent.Agents;
import io.agon.core.agent.InformationSet;
import io.agon.core.record.GameRecord;
import io.agon.core.record.RecordCodec;
import io.agon.core.session.Move;
import io.agon.core.session.Session;
import io.agon.core.sim.Seeds;
import io.agon.core.spi.GameEntry;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code agon play GAME --players human,heuristic,random}: one game in the terminal. A human sees only their own
 * view, picks a numbered action (labelled by the game's {@code describe}), types words of one, asks {@code ?} for
 * the commands or {@code ? NAME} for a glossary entry, types {@code u} to take back their last decision (allowed while nobody else has acted since and it revealed
 * nothing hidden to them: see {@link Session#undoRefusal}) or {@code q} to quit (see {@link Prompt}); bots'
 * moves and every event are narrated, and a slow bot shows it is thinking. The game runs in a core
 * {@link Session}, which keeps the record. With several humans at one keyboard, a "pass to P2" screen hides one
 * player's view from the next. With {@code --save} the record is written at the end, on quit, at the end of input
 * and when the launcher is stopped by Ctrl-C.
 */
@Command(name = "play", mixinStandardHelpOptions = true, description = "Play a game in the terminal.",
        footer = Cli.AGENT_HELP)
final class PlayCommand implements Callable<Integer> {

    @ParentCommand
    private Main main;

    @Parameters(paramLabel = "GAME", description = "game id (see: agon list)")
    private String game;

    @Option(names = "--players", paramLabel = "LIST",
            description = "one agent per seat, e.g. human,heuristic,random (default: you against the game's"
                    + " heuristic, or random, with the fewest players)")
    private String players;

    @Option(names = "--seed", paramLabel = "S", description = "seed of the deal and the bots (default: random)")
    private Long seed;

    @Option(names = "--option", paramLabel = "K=V", description = "a game option (repeatable)")
    private List<String> options = new ArrayList<>();

    @Option(names = "--save", paramLabel = "FILE", description = "write the game record here (also on quit)")
    private Path save;

    @Option(names = "--explain", description = "after each bot move, print the bot's explanation")
    private boolean explain;

    /** The agent spec of each seat, for the record. */
    private List<String> agentNames = List.of();
    /** Number of human seats reading the terminal. */
    private int readers;
    /** The human seat when there is exactly one. */
    private int soleHuman = -1;

    /**
     * Who reads the narration of a move by {@code actor} : the one human at the table, everyone
     * (-1, a public narration) when several humans share the terminal, or the actor itself when only bots play
     * (a spectator may see everything).
     */
    private int narrationObserver(int actor) {
        if (readers == 0) {
            return actor;
        }
        return readers == 1 ? soleHuman : -1;
    }

    /** Why the game stopped early. */
    private enum Stop { QUIT, END_OF_INPUT }

    /** Thrown by {@link #askHuman} when the human types {@code undo}. */
    private static final class UndoAsked extends RuntimeException {
        UndoAsked() {
            super(null, null, false, false);
        }
    }

    /** Thrown inside the loop when the human quits or input ends. */
    private static final class Stopped extends RuntimeException {
        final Stop why;

        Stopped(Stop why) {
            super(null, null, false, false);
            this.why = why;
        }
    }

    @Override
    public Integer call() {
        GameEntry entry = main.catalog().get(game);
        return play(entry.game(), entry);
    }

    private <S extends GameState<S>> int play(Game<S> g, GameEntry entry) {
        GameInfo info = g.info();
        List<AgentSpec> specs = new ArrayList<>(players == null ? defaultPlayers(info, entry) : Cli.specs(players));
        long s = seed != null ? seed : System.nanoTime() ^ 0x9E3779B97F4A7C15L;
        Setup setup = new Setup(specs.size(), s, Cli.options(options));
        setup.validate(info);
        Cli.checkWritable(save);
        Agent[] bots = new Agent[specs.size()];
        int humans = 0;
        for (int p = 0; p < specs.size(); p++) {
            if (specs.get(p).kind().equals("human")) {
                specs.get(p).allowOnly();
                humans++;
            } else {
                specs.set(p, Cli.withPlayBudget(specs.get(p)));
                bots[p] = Agents.create(specs.get(p), Seeds.derive(s, p), entry.agents());
            }
        }
        readers = humans;
        agentNames = specs.stream().map(AgentSpec::toString).toList();
        for (int p = 0; p < bots.length; p++) {
            if (bots[p] == null) {
                soleHuman = p;
            }
        }
        Session<S> session = Session.start(g, setup).narrate(true);
        PrintWriter out = main.out();
        List<String> seats = new ArrayList<>();
        for (int p = 0; p < specs.size(); p++) {
            // the spec as typed (with the play budget added), the same words that the record keeps and replay shows
            seats.add("P" + (p + 1) + " " + (bots[p] == null ? "human" : PlainText.safe(agentNames.get(p))));
        }
        out.println(PlainText.safe(info.name()) + ", " + specs.size() + " players (" + String.join(", ", seats) + "), seed " + s
                + (setup.options().isEmpty() ? "" : ", options " + setup.options()));
        if (save != null) {
            out.println("The record is saved to " + save + " at the end, on q, and on Ctrl-C.");
        }
        for (GameEvent e : session.setupEvents()) {     // what set-up did, before the first decision
            out.println("  * " + PlainText.safe(e.text()));
        }
        // the actions so far, for the Ctrl-C hook (which runs on another thread than the session's)
        List<Action> actions = java.util.Collections.synchronizedList(new ArrayList<>());
        try (OnInterrupt saving = save == null ? null : OnInterrupt.register(main.err(), () -> {
            List<Action> sofar;
            synchronized (actions) {
                sofar = new ArrayList<>(actions);
            }
            saveRecord(info, new GameRecord(info.id(), info.rulesVersion(), setup, sofar, agentNames));
            main.out().flush();
            main.err().println();
            main.err().println("agon: interrupted after " + sofar.size() + " actions; the game so far is saved to "
                    + save + " (" + main.replayCommand(save) + ")");
        })) {
            return loop(session, bots, humans, seats, actions);
        } catch (io.agon.core.AgonException e) {
            throw e;
        } catch (RuntimeException | StackOverflowError e) {
            // the game's or a bot's own code failed: one line naming what reproduces it, and the game so far kept
            String saved = "";
            if (save != null) {
                try {
                    saveRecord(session);
                    saved = "; the game so far is saved to " + save;
                } catch (RuntimeException notSaved) {
                    saved = "; the game so far could not be saved";
                }
            }
            throw new io.agon.core.AgonException(PlainText.safe(info.name()) + " failed after " + session.length()
                    + " actions (seed " + s + ", players " + String.join(",", agentNames) + "): "
                    + io.agon.core.sim.SimulationException.why(e) + saved, e);
        }
    }

    /** Plays {@code session} to the end (or until the human quits), appending every action to {@code actions}. */
    private <S extends GameState<S>> int loop(Session<S> session, Agent[] bots, int humans, List<String> seats,
                                              List<Action> actions) {
        Game<S> g = session.game();
        PrintWriter out = main.out();
        int lastHuman = -1;
        try {
            while (!session.isOver()) {
                int p = session.currentPlayer();
                Action action;
                String who;
                if (bots[p] == null) {
                    if (humans > 1 && p != lastHuman) {
                        passScreen(p);
                    }
                    lastHuman = p;
                    try {
                        action = askHuman(session, p);
                    } catch (UndoAsked u) {
                        takeBack(session, p, out);
                        continue;
                    }
                    who = "P" + (p + 1) + ": ";
                } else {
                    try (Thinking thinking = Thinking.start(out, "P" + (p + 1) + " (" + agentNames.get(p) + ")")) {
                        action = bots[p].choose(g, new InformationSet<>(g, session.state()));
                    }
                    who = "P" + (p + 1) + " (" + PlainText.safe(agentNames.get(p)) + "): ";
                }
                Move move;
                try {
                    move = session.apply(p, action);
                    actions.add(action);
                } catch (IllegalActionException e) {
                    throw new IllegalStateException("P" + (p + 1) + " chose an illegal action: " + e.getMessage(), e);
                }
                out.println(who + PlainText.safe(move.label(narrationObserver(p))));
                String why = explain && bots[p] != null ? bots[p].explainLastChoice() : "";
                if (!why.isBlank()) {
                    out.println("    " + PlainText.safeLines(why.strip()).replace("\n", "\n    "));
                }
                for (GameEvent e : move.events()) {
                    out.println("  * " + PlainText.safe(e.text()));
                }
            }
        } catch (Stopped stop) {
            saveRecord(session);
            String saved = save == null ? "" : "; record saved to " + save;
            if (stop.why == Stop.QUIT) {
                out.println("Game abandoned after " + session.length() + " actions" + saved + ".");
                return Main.OK;
            }
            throw new io.agon.core.AgonException("input ended before the game did (after " + session.length()
                    + " actions" + saved + ")");
        }
        printOutcome(out, session.outcome(), seats);
        saveRecord(session);
        if (save != null) {
            out.println("Record saved to " + save + " (" + main.replayCommand(save) + ")");
        }
        return Main.OK;
    }

    private static List<AgentSpec> defaultPlayers(GameInfo info, GameEntry entry) {
        List<AgentSpec> out = new ArrayList<>();
        out.add(AgentSpec.parse("human"));
        String bot = entry.agents().containsKey("heuristic") ? "heuristic" : "random";
        while (out.size() < info.minPlayers()) {
            out.add(AgentSpec.parse(bot));
        }
        if (out.size() == 1 && info.maxPlayers() > 1) {
            out.add(AgentSpec.parse(bot));
        }
        return out;
    }

    private void passScreen(int p) {
        PrintWriter out = main.out();
        out.println("\n".repeat(40) + "==== Pass to P" + (p + 1) + ", then press Enter (q quits) ====");
        out.flush();
        String line = readLine();
        if (line.strip().equalsIgnoreCase("q")) {
            throw new Stopped(Stop.QUIT);
        }
    }

    private <S extends GameState<S>> Action askHuman(Session<S> session, int p) {
        PrintWriter out = main.out();
        Decision d = session.decision();
        List<Action> legal = session.legalActions();
        List<String> labels = new ArrayList<>();
        int[] stable = new int[legal.size()];
        for (int i = 0; i < legal.size(); i++) {
            labels.add(PlainText.safe(session.describe(legal.get(i), p)));
            stable[i] = session.game().choiceNumber(legal.get(i));
        }
        Prompt.Choices choices = Prompt.Choices.numbered(labels, stable);
        int shown = showChoices(session, p, d, choices);
        Map<String, String> glossary = session.game().glossary();
        while (true) {
            out.print("Choose " + choices.range() + " (? for help, q quits): ");
            out.flush();
            Prompt.Answer answer = Prompt.read(readLine(), choices, glossary);
            if (answer instanceof Prompt.Choice c) {
                return legal.get(c.index());
            } else if (answer instanceof Prompt.Quit) {
                throw new Stopped(Stop.QUIT);
            } else if (answer instanceof Prompt.Undo) {
                throw new UndoAsked();
            } else if (answer instanceof Prompt.View) {
                shown = showChoices(session, p, d, choices);
            } else if (answer instanceof Prompt.More) {
                shown = shown >= labels.size() ? showPage(choices, 0, Prompt.PAGE) : showPage(choices, shown,
                        Prompt.PAGE);
            } else if (answer instanceof Prompt.All) {
                shown = showPage(choices, 0, labels.size());
            } else if (answer instanceof Prompt.Say say) {
                out.println(PlainText.safeLines(say.text()));
            }
        }
    }

    /** Shows the board, the prompt and the first page of choices; returns how many choices are shown. */
    private int showChoices(Session<?> session, int p, Decision d, Prompt.Choices choices) {
        PrintWriter out = main.out();
        out.println();
        out.println("---- P" + (p + 1) + " sees ----");
        String seen = PlainText.safeLines(session.view(p).render().stripTrailing());
        out.println(seen);
        // the prompt heads the numbered choices, unless the game's view already ends with it
        String prompt = PlainText.safe(d.prompt());
        String header = seen.endsWith(prompt) ? "choose" : prompt;
        out.println("---- P" + (p + 1) + ": " + header
                + (d.isInterrupt() ? " (P" + (d.onTurn() + 1) + " is on turn)" : "") + " ----");
        int size = choices.labels().size();
        return showPage(choices, 0, size > Prompt.PAGE + 4 ? Prompt.PAGE : size);
    }

    /**
     * Shows up to {@code count} choices from {@code from} on, and how to see the rest or narrow the list; returns
     * how many choices are shown so far.
     */
    private int showPage(Prompt.Choices choices, int from, int count) {
        PrintWriter out = main.out();
        int size = choices.labels().size();
        int to = Math.min(size, from + count);
        for (int i = from; i < to; i++) {
            out.println(choices.line(i));
        }
        if (to < size) {
            out.println("     ... " + (size - to) + " more: 'more' shows the next " + Math.min(Prompt.PAGE, size - to)
                    + ", 'all' every one; or type words of a choice to pick it or narrow the list");
        } else if (size > 12) {
            out.println("     (or type words of a choice to pick it or narrow the list, e.g. a name and a place)");
        }
        return to;
    }

    /**
     * {@code undo}: P{@code p} takes back its last decision under the session's strict policy (its own, nobody
     * acted since, it revealed nothing hidden), or is told why not.
     */
    private static <S extends GameState<S>> void takeBack(Session<S> session, int p, PrintWriter out) {
        String refusal = session.undoRefusal(p);
        if (refusal != null) {
            out.println("Cannot take back: " + refusal + ".");
            return;
        }
        session.undo(p);
        out.println("P" + (p + 1) + " took back the last move (" + session.length() + " actions played).");
    }

    private String readLine() {
        try {
            String line = main.in().readLine();
            if (line == null) {
                main.out().println();
                throw new Stopped(Stop.END_OF_INPUT);
            }
            return line;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void printOutcome(PrintWriter out, Outcome o, List<String> seats) {
        out.println();
        out.println("Game over.");
        int width = "player".length();
        for (String seat : seats) {
            width = Math.max(width, seat.length());
        }
        out.println(String.format("%-" + width + "s %7s %5s", "player", "score", "rank"));
        for (int p = 0; p < o.players(); p++) {
            out.println(String.format("%-" + width + "s %7d %5d%s", seats.get(p), o.score(p), o.rank(p) + 1,
                    o.isWinner(p) ? (o.winnerCount() > 1 ? "  shared win" : "  winner") : ""));
        }
        if (!o.summary().isBlank()) {
            out.println(PlainText.safeLines(o.summary().strip()));
        }
    }

    private void saveRecord(Session<?> session) {
        if (save != null) {
            saveRecord(session.game().info(), GameRecord.of(session).withAgents(agentNames));
        }
    }

    private void saveRecord(GameInfo info, GameRecord record) {
        if (save != null) {
            Cli.write(save, new RecordCodec(info).write(record));
        }
    }
}
