package io.agon.cli;

import io.agon.core.AgonException;
import io.agon.core.SetupException;
import io.agon.core.agent.AgentSpecException;
import io.agon.core.spi.GameCatalog;
import io.agon.core.spi.PluginJars;
import io.agon.core.spi.UnknownGameException;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code agon} launcher: finds every game plug-in on the class path and lists, explains, plays, simulates,
 * replays, ranks and benchmarks them. Exit codes: 0 ok, 1 error (bad file, failed run), 2 usage error (unknown
 * game, bad option, wrong player count, bad agent spec, bad number). Every user mistake prints one line on
 * stderr and no stack trace (set the environment variable {@code AGON_DEBUG=1} to see one).
 */
@Command(name = "agon", mixinStandardHelpOptions = true, version = "agon 0.1.0",
        description = "Play, simulate, replay and benchmark the Agon board games.",
        subcommands = {ListCommand.class, RulesCommand.class, FlowCommand.class, PlayCommand.class, SimulateCommand.class,
                AnalyzeCommand.class, ReplayCommand.class, TournamentCommand.class, BenchCommand.class, ServeCommand.class,
                EnvCommand.class, CommandLine.HelpCommand.class},
        footer = {"", "Examples:",
                "  agon list",
                "  agon flow massilia --mermaid",
                "  agon play polis --players human,heuristic,random --save game.json",
                "  agon replay game.json",
                "  agon simulate polis --games 1000 --threads 2 --json results.json",
                "  agon tournament polis --agents mcts:iterations=200,heuristic,random --games 30 --threads 2",
                "  agon analyze sealed-lots --players all --out report",
                "  agon bench polis",
                "  agon serve --port 8080",
                "  agon env tictactoe --games 64 --stdio      (for learning agents: docs/learning.md)",
                "  agon help play",
                "", "Games from outside (their jars) are loaded from ~/.agon/plugins, or from the folders in",
                "AGON_PLUGINS, or from --plugins DIR given before the command: agon --plugins DIR list",
                "", "Exit codes: 0 ok, 1 error (bad file, failed run), 2 usage error."})
public final class Main implements Runnable {

    /** Exit code of a successful run. */
    public static final int OK = 0;
    /** Exit code of a failed run (bad file, failed game). */
    public static final int ERROR = 1;
    /** Exit code of a usage error. */
    public static final int USAGE = 2;

    private final BufferedReader in;
    private final InputStream rawIn;
    private final PrintStream rawOut;
    private final PrintWriter out;
    private final PrintWriter err;
    private final boolean interactive;
    private GameCatalog catalog;

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @CommandLine.Option(names = "--plugins", paramLabel = "DIR", scope = CommandLine.ScopeType.LOCAL,
            description = "load game jars from this folder (or jar; repeatable) instead of AGON_PLUGINS or the"
                    + " default folder ~/.agon/plugins")
    private List<Path> plugins = new ArrayList<>();

    private Main(InputStream in, PrintStream rawOut, PrintWriter out, PrintWriter err, boolean interactive) {
        this.rawIn = in;
        this.rawOut = rawOut;
        this.in = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        this.out = out;
        this.err = err;
        this.interactive = interactive;
    }

    /** Runs the launcher on the real console and exits with its code. */
    public static void main(String[] args) {
        Thread.setDefaultUncaughtExceptionHandler((t, ex) -> {
            // a failure in a worker thread still gets one line, never a trace (AGON_DEBUG=1 shows it)
            System.err.println("agon: " + PlainText.safe(firstLine(message(ex))));
            if (System.getenv("AGON_DEBUG") != null) {
                ex.printStackTrace();
            }
        });
        System.exit(run(args, System.in, System.out, System.err, System.console() != null));
    }

    /**
     * Runs one command line with the given streams and returns the exit code (for tests and embedding).
     *
     * @param interactive whether stderr is a terminal (progress bars are shown only then, or with --progress)
     */
    public static int run(String[] args, InputStream in, PrintStream out, PrintStream err, boolean interactive) {
        PrintWriter o = new PrintWriter(out, true);
        PrintWriter e = new PrintWriter(err, true);
        try {
            return commandLine(new Main(in, out, o, e, interactive)).execute(args);
        } catch (OutOfMemoryError oom) {
            e.println("agon: " + OUT_OF_MEMORY);
            return ERROR;
        } finally {
            o.flush();
            e.flush();
        }
    }

    private static CommandLine commandLine(Main main) {
        return configure(new CommandLine(main), main.out, main.err);
    }

    /**
     * Gives a command line the launcher's behaviour: output to {@code out} and {@code err}, case-insensitive enum
     * values, and every mistake told in one line on {@code err} ("NAME: message (see: NAME command --help)", NAME
     * being the root command's name) with the launcher's exit codes. For other launchers built on this one.
     */
    public static CommandLine configure(CommandLine cl, PrintWriter out, PrintWriter err) {
        GUICE_LOG.setLevel(java.util.logging.Level.OFF);
        String root = cl.getCommandName();
        cl.setOut(out);
        cl.setErr(err);
        cl.setCaseInsensitiveEnumValuesAllowed(true);
        cl.registerConverter(Path.class, Main::path);
        cl.setParameterExceptionHandler((ex, args) -> {
            String command = ex.getCommandLine().getCommandName();
            String message = firstLine(ex.getMessage());
            if (ex instanceof CommandLine.UnmatchedArgumentException u && command.equals(root)
                    && !u.getUnmatched().isEmpty() && !u.getUnmatched().get(0).startsWith("-")) {
                message = "unknown command '" + u.getUnmatched().get(0) + "' (commands: "
                        + String.join(", ", ex.getCommandLine().getSubcommands().keySet()) + ")";
            }
            if (!command.equals(root)) {
                message = hint(message, List.of(args), root, command);
            }
            err.println(root + ": " + PlainText.safe(message) + " (see: " + root + " "
                    + (command.equals(root) ? "" : command + " ") + "--help)");
            return USAGE;
        });
        cl.setExecutionExceptionHandler((ex, cmd, parsed) -> {
            err.println(root + ": " + PlainText.safe(firstLine(message(ex))));
            if (System.getenv("AGON_DEBUG") != null) {
                ex.printStackTrace(err);
            }
            return exitCode(ex);
        });
        return cl;
    }

    /**
     * An unknown option's message with a hint for the two options people put in the wrong place: {@code --plugins}
     * (it goes before the command) and {@code --agents}/{@code --players} (simulate and play name one agent per
     * seat with --players; a tournament ranks a list of agents with --agents).
     */
    private static String hint(String message, List<String> args, String root, String command) {
        int at = args.indexOf(command);
        List<String> after = at < 0 ? List.of() : args.subList(at + 1, args.size());
        if (after.contains("--plugins")) {
            return message + ": --plugins goes before the command (" + root + " --plugins DIR " + command + " ...)";
        }
        if (after.contains("--agents") && !command.equals("tournament")) {
            return message + ": " + command + " gives one agent per seat with --players (e.g. --players"
                    + " heuristic,random); --agents is for tournament";
        }
        if (after.contains("--players") && command.equals("tournament")) {
            return message + ": a tournament ranks the agents of --agents (e.g. --agents heuristic,random) at"
                    + " --seats N";
        }
        return message;
    }

    /**
     * A path given on the command line: an empty one is refused (it would name the current folder), and so is one
     * the file system cannot name, each in one line.
     */
    static Path path(String text) {
        if (text.isBlank()) {
            throw new CommandLine.TypeConversionException("an empty path names no file or folder");
        }
        try {
            return Path.of(text);
        } catch (java.nio.file.InvalidPathException e) {
            throw new CommandLine.TypeConversionException("'" + text + "' is not a path this system can use");
        }
    }

    /**
     * Guice's own log: silenced, since a plug-in whose module fails is told in one line by the launcher, and Guice
     * would print the same failure with its stack trace first (kept in a field: the logging system holds loggers
     * weakly, and a collected logger would forget its level).
     */
    private static final java.util.logging.Logger GUICE_LOG = java.util.logging.Logger.getLogger("com.google.inject");

    /** The exit code for an exception thrown by a command. */
    public static int exitCode(Throwable ex) {
        if (ex instanceof UsageException || ex instanceof UnknownGameException || ex instanceof SetupException
                || ex instanceof AgentSpecException) {
            return USAGE;
        }
        return ERROR;
    }

    /** The one line shown for an {@link OutOfMemoryError}, wherever it happened. */
    static final String OUT_OF_MEMORY = "out of memory: ask for fewer games, threads or search iterations, or give"
            + " Java more heap (AGON_JAVA_OPTS=-Xmx4g ./agon ..., or java -Xmx4g -jar agon.jar ...)";

    private static String message(Throwable ex) {
        for (Throwable t = ex; t != null; t = t.getCause()) {
            if (t instanceof OutOfMemoryError) {
                return OUT_OF_MEMORY;
            }
        }
        if (ex instanceof AgonException) {
            return ex.getMessage();
        }
        if (ex instanceof StackOverflowError) {
            return "a game's or an agent's code called itself without end (a stack overflow)";
        }
        if (ex instanceof java.io.IOException e) {
            return "I/O error: " + io.agon.core.record.RecordFiles.why(e);
        }
        return "internal error: " + ex; // a bug, not a user mistake: still one line (AGON_DEBUG=1 shows more)
    }

    /** The first line of {@code s}, stripped ("unknown error" for null). */
    public static String firstLine(String s) {
        if (s == null) {
            return "unknown error";
        }
        int nl = s.indexOf('\n');
        return (nl < 0 ? s : s.substring(0, nl)).strip();
    }

    @Override
    public void run() {
        spec.commandLine().usage(out);
    }

    /**
     * The command that replays {@code file} with the games of this run: {@code agon replay FILE}, with the
     * {@code --plugins} folders given on this command line, so that a plug-in game's record finds its game again.
     */
    String replayCommand(Object file) {
        StringBuilder b = new StringBuilder("agon");
        for (Path p : plugins) {
            b.append(" --plugins ").append(p);
        }
        return b.append(" replay ").append(file).toString();
    }

    /** The {@code --plugins} folders given on the command line (none: the environment or default decides). */
    List<Path> givenPlugins() {
        return List.copyOf(plugins);
    }

    /**
     * Where game jars are looked for: the {@code --plugins} folders when given, else those of the environment
     * variable {@code AGON_PLUGINS} (separated like a class path), else the default folder
     * {@code ~/.agon/plugins}.
     */
    List<Path> pluginPlaces() {
        if (!plugins.isEmpty()) {
            return plugins;
        }
        String env = System.getenv("AGON_PLUGINS");
        if (env != null && !env.isBlank()) {
            List<Path> out = new ArrayList<>();
            for (String part : env.split(java.io.File.pathSeparator)) {
                if (!part.isBlank()) {
                    out.add(Path.of(part.strip()));
                }
            }
            return out;
        }
        return List.of(defaultPluginFolder());
    }

    /** The folder searched for game jars when neither --plugins nor AGON_PLUGINS is given. */
    static Path defaultPluginFolder() {
        return Path.of(System.getProperty("user.home"), ".agon", "plugins");
    }

    /** The built-in games and those of the plug-in jars (loaded once; a broken jar gets one line on stderr). */
    GameCatalog catalog() {
        if (catalog == null) {
            try {
                for (Path p : plugins) {
                    if (!java.nio.file.Files.exists(p)) {
                        throw new UsageException("--plugins " + p + ": " + (java.nio.file.Files.isSymbolicLink(p)
                                ? "a symbolic link that leads nowhere (a loop, or its target is missing)"
                                : "no such folder or jar"));
                    }
                }
                catalog = PluginJars.catalog(Main.class.getClassLoader(), pluginPlaces(),
                        problem -> err.println("agon: " + PlainText.safe(problem)));
            } catch (AgonException e) {
                throw e;
            } catch (RuntimeException e) {
                // a broken plug-in (e.g. bad card data) is not the user's fault, but still gets one line
                throw new AgonException("cannot load the installed games: " + firstLine(String.valueOf(
                        e.getMessage())), e);
            }
        }
        return catalog;
    }

    /**
     * Loads the games on the class path; a broken plug-in is told in one line.
     *
     * @throws AgonException when a plug-in cannot be loaded
     */
    public static GameCatalog loadCatalog() {
        try {
            return GameCatalog.load();
        } catch (AgonException e) {
            throw e;
        } catch (RuntimeException e) {
            // a broken plug-in (e.g. bad card data) is not the user's fault, but still gets one line
            throw new AgonException("cannot load the installed games: " + firstLine(String.valueOf(
                    e.getMessage())), e);
        }
    }

    /** Standard input as lines. */
    BufferedReader in() {
        return in;
    }

    /** Standard input as bytes (for a binary protocol: {@code agon env --stdio}). */
    InputStream rawIn() {
        return rawIn;
    }

    /** Standard output as bytes (for a binary protocol: {@code agon env --stdio}). */
    PrintStream rawOut() {
        return rawOut;
    }

    /** Standard output. */
    PrintWriter out() {
        return out;
    }

    /** Standard error. */
    PrintWriter err() {
        return err;
    }

    /** Whether the user sits at a terminal. */
    boolean interactive() {
        return interactive;
    }
}
