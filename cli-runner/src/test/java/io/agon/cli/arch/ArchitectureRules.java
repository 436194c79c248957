package io.agon.cli.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.GeneralCodingRules.ACCESS_STANDARD_STREAMS;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import java.util.ArrayList;
import java.util.List;

/**
 * The architecture of Agon as ArchUnit rules (design.md section 1). The same rule objects check the real
 * classes ({@link ArchitectureTest}) and deliberately bad fixtures ({@link ArchitectureRulesBiteTest}).
 */
final class ArchitectureRules {

    /**
     * The games' root packages. A fourth game adds its package here; so does each game of the {@code examples}
     * module (it is held to the same layering as the games). Rules about games allow an empty selection, so they
     * pass while a game module is still a placeholder.
     */
    static final List<String> GAMES = List.of("io.agon.polis", "io.agon.massilia", "io.agon.architekton",
            "io.agon.examples.sealedlots", "io.agon.examples.auctionhouse", "io.agon.examples.tictactoe");

    private ArchitectureRules() {
    }

    private static String[] gamePackages() {
        return GAMES.stream().map(g -> g + "..").toArray(String[]::new);
    }

    /** core-api knows no game. */
    static final ArchRule CORE_IMPORTS_NO_GAME = noClasses().that().resideInAPackage("io.agon.core..")
            .should().dependOnClassesThat().resideInAnyPackage(gamePackages())
            .because("core-api is the framework every game plugs into; it knows no game");

    /**
     * The packages of the agon-agents library: agents, simulation and the plug-in SPI (which names the agents a game
     * contributes).
     */
    static final String[] AGENT_PACKAGES = {"io.agon.core.agent..", "io.agon.core.sim..", "io.agon.core.spi.."};

    /** The package of the contract kit (agon-testkit). */
    static final String TESTKIT_PACKAGE = "io.agon.core.testkit..";

    /** The package of the benchmark machinery (agon-bench), which no library jar ships. */
    static final String BENCH_PACKAGE = "io.agon.bench..";

    /**
     * The framework (core-api: {@code io.agon.core}, flow, components, records, session) names no agent, simulation,
     * SPI, contract-kit or benchmark class and no game: it is the small core every other jar builds on.
     */
    static final ArchRule CORE_IS_THE_FRAMEWORK_ONLY = noClasses().that().resideInAPackage("io.agon.core..")
            .and().resideOutsideOfPackages(concat(AGENT_PACKAGES, TESTKIT_PACKAGE))
            .should().dependOnClassesThat().resideInAnyPackage(concat(concat(AGENT_PACKAGES, TESTKIT_PACKAGE,
                    BENCH_PACKAGE), gamePackages()))
            .because("core-api is the framework only (issue 40): agents and simulation are in agon-agents, the"
                    + " contract kit in agon-testkit, benchmarks in agon-bench");

    /** agon-agents builds on core-api alone: it names neither the contract kit nor the benchmark machinery. */
    static final ArchRule AGENTS_NAME_NO_TESTKIT_NOR_BENCH = noClasses().that().resideInAnyPackage(AGENT_PACKAGES)
            .should().dependOnClassesThat().resideInAnyPackage(TESTKIT_PACKAGE, BENCH_PACKAGE)
            .because("agon-agents is a library games depend on; the contract kit is for tests and benchmarks are"
                    + " the launcher's");

    /** agon-testkit builds on core-api alone: a game's tests need no agent to run the contract. */
    static final ArchRule TESTKIT_NEEDS_ONLY_CORE = noClasses().that().resideInAPackage(TESTKIT_PACKAGE)
            .should().dependOnClassesThat().resideInAnyPackage(concat(AGENT_PACKAGES, BENCH_PACKAGE))
            .because("agon-testkit depends on core-api only");

    /**
     * For the classes of a library jar (core-api, agon-agents, agon-testkit): none is benchmark machinery, neither
     * by package nor by name, and none uses JMH.
     */
    static final ArchRule LIBRARY_HOLDS_NO_BENCH = noClasses().should().resideInAPackage(BENCH_PACKAGE)
            .orShould().haveSimpleName("Bench").orShould().haveSimpleName("MachineSpeed")
            .orShould().haveSimpleName("MachineGate").orShould().haveSimpleName("MachineHistory")
            .orShould().haveSimpleName("Forks")
            .orShould().dependOnClassesThat().resideInAPackage("org.openjdk.jmh..")
            .because("benchmark machinery lives in agon-bench, which only the launcher uses");

    private static String[] concat(String[] a, String... b) {
        return java.util.stream.Stream.concat(java.util.Arrays.stream(a), java.util.Arrays.stream(b))
                .toArray(String[]::new);
    }

    /** The launcher's main classes name no game class: games are found at run time. */
    static final ArchRule LAUNCHER_IMPORTS_NO_GAME = noClasses().that().resideInAPackage("io.agon.cli..")
            .should().dependOnClassesThat().resideInAnyPackage(gamePackages())
            .because("the launcher finds games at run time through GameCatalog (runtime-scope dependencies)");

    /**
     * The analysis (agon-analysis) names no game, not the launcher and not the benchmark machinery: it analyzes
     * any game through the forward model and the optional {@code GameStats} hook.
     */
    static final ArchRule ANALYSIS_IMPORTS_NO_GAME = noClasses().that().resideInAPackage("io.agon.analysis..")
            .should().dependOnClassesThat().resideInAnyPackage(java.util.stream.Stream.concat(
                    java.util.Arrays.stream(gamePackages()), java.util.stream.Stream.of("io.agon.cli..", BENCH_PACKAGE))
                    .toArray(String[]::new))
            .because("agon analyze works for every installed game, outside games included");

    /** The web server names no game and not the launcher: it serves whatever the catalogue holds. */
    static final ArchRule WEB_IMPORTS_NO_GAME = noClasses().that().resideInAPackage("io.agon.web..")
            .should().dependOnClassesThat().resideInAnyPackage(java.util.stream.Stream.concat(
                    java.util.Arrays.stream(gamePackages()), java.util.stream.Stream.of("io.agon.cli.."))
                    .toArray(String[]::new))
            .because("the web server depends on core-api only and learns the games from GameCatalog");

    /** For each game: it imports no other game and not the launcher. */
    static List<ArchRule> gamesImportNoOtherGameNorLauncher() {
        List<ArchRule> rules = new ArrayList<>();
        for (String game : GAMES) {
            List<String> forbidden = new ArrayList<>();
            for (String other : GAMES) {
                if (!other.equals(game)) {
                    forbidden.add(other + "..");
                }
            }
            forbidden.add("io.agon.cli..");
            rules.add(noClasses().that().resideInAPackage(game + "..")
                    .should().dependOnClassesThat().resideInAnyPackage(forbidden.toArray(String[]::new))
                    .because("a game depends on core-api only").allowEmptyShould(true));
        }
        return rules;
    }

    /**
     * The games' rules packages (with their sub-packages) in which no class may import a class that imports it
     * back (issue 11): a rule class consults its helpers, never its siblings through a hub. A game migrated onto
     * the step-handler layer adds its rules package here.
     */
    static final List<String> CYCLE_FREE_RULES = List.of("io.agon.massilia.rules", "io.agon.polis.rules",
            "io.agon.architekton.rules", "io.agon.examples.sealedlots.rules",
            "io.agon.examples.auctionhouse.rules");

    /** No cycles between the classes of the game rules packages in {@link #CYCLE_FREE_RULES}. */
    static final ArchRule NO_CLASS_CYCLES_IN_RULES = noClassCycles(CYCLE_FREE_RULES);

    /**
     * No cycles between the top-level classes of {@code packages} (and their sub-packages). A nested class counts
     * as part of its top-level class: one source file, read as one unit.
     */
    static ArchRule noClassCycles(List<String> packages) {
        return slices().assignedFrom(new SliceAssignment() {
            @Override
            public SliceIdentifier getIdentifierOf(JavaClass c) {
                String pkg = c.getPackageName();
                for (String p : packages) {
                    if (pkg.equals(p) || pkg.startsWith(p + ".")) {
                        String name = c.getName();
                        int nested = name.indexOf('$');
                        return SliceIdentifier.of(nested < 0 ? name : name.substring(0, nested));
                    }
                }
                return SliceIdentifier.ignore();
            }

            @Override
            public String getDescription() {
                return "the top-level classes of " + packages;
            }
        }).should().beFreeOfCycles().because("a class that imports one importing it back cannot be read on its own;"
                + " rules consult small helpers and card classes, not each other (issue 11)");
    }

    /** No cycles between the packages of Agon. */
    static final ArchRule NO_PACKAGE_CYCLES = slices().matching("io.agon.(**)").should().beFreeOfCycles()
            .because("package cycles make modules impossible to read in order");

    /** Guice only in the wiring packages and the core SPI that builds the injector. */
    static final ArchRule GUICE_ONLY_IN_WIRING = noClasses().that().resideInAPackage("io.agon..")
            .and().resideOutsideOfPackages("..wiring..", "io.agon.core.spi..")
            .should().dependOnClassesThat().resideInAPackage("com.google.inject..")
            .because("rules and models are plain Java; only wiring knows Guice");

    /** The console and System.exit only in the launcher. */
    static final ArchRule CONSOLE_ONLY_IN_LAUNCHER = noClasses().that().resideInAPackage("io.agon..")
            .and().resideOutsideOfPackage("io.agon.cli..")
            .should(ACCESS_STANDARD_STREAMS)
            .orShould().callMethod(System.class, "exit", int.class)
            .orShould().callMethod(Runtime.class, "exit", int.class)
            .orShould().callMethod(Runtime.class, "halt", int.class)
            .because("a library never prints or ends the JVM; only the launcher talks to the console");

    /** For each game: model <- rules <- agents <- io <- wiring (lower may not import higher). */
    static List<ArchRule> gameLayers() {
        List<ArchRule> rules = new ArrayList<>();
        for (String game : GAMES) {
            rules.add(layeredArchitecture().consideringOnlyDependenciesInLayers()
                    .withOptionalLayers(true)
                    .layer("model").definedBy(game + ".model..")
                    .layer("rules").definedBy(game + ".rules..")
                    .layer("agents").definedBy(game + ".agents..")
                    .layer("io").definedBy(game + ".io..")
                    .layer("wiring").definedBy(game + ".wiring..")
                    .whereLayer("wiring").mayNotBeAccessedByAnyLayer()
                    .whereLayer("io").mayOnlyBeAccessedByLayers("wiring")
                    .whereLayer("agents").mayOnlyBeAccessedByLayers("io", "wiring")
                    .whereLayer("rules").mayOnlyBeAccessedByLayers("agents", "io", "wiring")
                    .whereLayer("model").mayOnlyBeAccessedByLayers("rules", "agents", "io", "wiring")
                    .because("design.md section 1: model <- rules <- agents <- io <- wiring").allowEmptyShould(true));
        }
        return rules;
    }

    /** No Jackson annotations in the plain-Java model and rules of a game. */
    static final ArchRule NO_JACKSON_IN_MODEL_AND_RULES = noClasses()
            .that().resideInAnyPackage(GAMES.stream().flatMap(g -> java.util.stream.Stream.of(g + ".model..",
                    g + ".rules..")).toArray(String[]::new))
            .should().dependOnClassesThat().resideInAnyPackage("com.fasterxml.jackson.annotation..",
                    "com.fasterxml.jackson.databind.annotation..")
            .because("data loading (Jackson) belongs to the io layer; models and rules are plain Java")
            .allowEmptyShould(true);

    /**
     * No class tests an object against a game's action interface ({@code instanceof} or a cast to
     * {@code PolisAction}): on Java 17 to 22 that would make threads fight over a cache in the action classes.
     * A new condition object each time (it holds what {@code javap} found).
     */
    static ArchRule noActionInterfaceTests() {
        return com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes().that().resideInAPackage("io.agon..")
                .should(new ActionInterfaceTests())
                .because("the framework tests actions against Action; a second interface test on the same classes"
                        + " rewrites their type-check cache on every action (docs/benchmarks.md, \"Type tests that"
                        + " threads fight over\")");
    }
}
