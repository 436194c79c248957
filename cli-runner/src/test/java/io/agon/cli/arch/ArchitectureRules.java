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

    private ArchitectureRules() {
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

    /**
     * The rules packages (sub-packages included) held to {@link #noClassCycles}: each game's once it is migrated
     * onto the step-handler layer (issue 11). A migrated game adds its rules package here.
     */
    static final List<String> RULES_WITHOUT_CLASS_CYCLES = List.of("io.agon.architekton.rules");

    /**
     * No class in {@code pkg} (or its sub-packages) depends on one that depends back on it, directly or through
     * others: the rule classes of a game form a tree of "uses", not a hub that every rule reaches its siblings
     * through. A nested class counts as part of its top-level class.
     */
    static ArchRule noClassCycles(String pkg) {
        return slices().assignedFrom(new SliceAssignment() {
            @Override
            public SliceIdentifier getIdentifierOf(JavaClass c) {
                String name = c.getName();
                if (!name.startsWith(pkg + ".")) {
                    return SliceIdentifier.ignore();
                }
                int nested = name.indexOf('$');
                return SliceIdentifier.of(nested < 0 ? name : name.substring(0, nested));
            }

            @Override
            public String getDescription() {
                return "the classes of " + pkg;
            }
        }).should().beFreeOfCycles().allowEmptyShould(true)
                .because("a rule class that imports one importing it back makes the rules impossible to read in"
                        + " order (issue 11)");
    }

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
