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
            "io.agon.examples.sealedlots");

    /**
     * The games whose rules are held to {@link #noClassCyclesInRules}: the games already on the declared flow
     * (core-api's {@code io.agon.core.flow.Flow}). A game migrated to the flow (issue 11) adds its root package
     * here; the rule then applies to its {@code .rules} package. Polis, Massilia and Architekton are not listed
     * yet: their rule classes still reach each other both ways (e.g. through Polis' {@code PolisRules} hub).
     */
    static final List<String> GAMES_WITHOUT_RULE_CYCLES = List.of("io.agon.examples.sealedlots");

    private ArchitectureRules() {
    }

    /**
     * No cycles between the classes of {@code rulesPackage} (class level: each top-level class with its nested
     * classes is one slice): no rule class imports one that imports it back, so the rules can be read bottom-up
     * and a card's effect lives in one place that the steps consult.
     */
    static ArchRule noClassCyclesInRules(String rulesPackage) {
        return slices().assignedFrom(new SliceAssignment() {
            @Override
            public SliceIdentifier getIdentifierOf(JavaClass c) {
                JavaClass top = c;
                while (top.getEnclosingClass().isPresent()) {
                    top = top.getEnclosingClass().get();
                }
                return top.getPackageName().equals(rulesPackage) ? SliceIdentifier.of(top.getSimpleName())
                        : SliceIdentifier.ignore();
            }

            @Override
            public String getDescription() {
                return "the classes of " + rulesPackage;
            }
        }).should().beFreeOfCycles().allowEmptyShould(true)
                .because("a rule class that imports one that imports it back cannot be read on its own");
    }

    /** {@link #noClassCyclesInRules} for each game of {@link #GAMES_WITHOUT_RULE_CYCLES}. */
    static List<ArchRule> noClassCyclesInMigratedGames() {
        List<ArchRule> rules = new ArrayList<>();
        for (String game : GAMES_WITHOUT_RULE_CYCLES) {
            rules.add(noClassCyclesInRules(game + ".rules"));
        }
        return rules;
    }

    private static String[] gamePackages() {
        return GAMES.stream().map(g -> g + "..").toArray(String[]::new);
    }

    /** core-api knows no game. */
    static final ArchRule CORE_IMPORTS_NO_GAME = noClasses().that().resideInAPackage("io.agon.core..")
            .should().dependOnClassesThat().resideInAnyPackage(gamePackages())
            .because("core-api is the framework every game plugs into; it knows no game");

    /** The launcher's main classes name no game class: games are found at run time. */
    static final ArchRule LAUNCHER_IMPORTS_NO_GAME = noClasses().that().resideInAPackage("io.agon.cli..")
            .should().dependOnClassesThat().resideInAnyPackage(gamePackages())
            .because("the launcher finds games at run time through GameCatalog (runtime-scope dependencies)");

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
}
