package io.agon.cli.arch;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Checks the architecture rules against the main classes of every module on the launcher's test class path
 * (core-api, agon-agents, agon-testkit, agon-bench, the three games, the examples, the web server, the launcher).
 * Test classes are not imported.
 */
class ArchitectureTest {

    private static JavaClasses classes;

    @BeforeAll
    static void importMainClasses() {
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("io.agon");
    }

    @Test
    @DisplayName("the real classes are imported (core-api and the launcher at least)")
    void importsTheModules() {
        org.assertj.core.api.Assertions.assertThat(classes.containPackage("io.agon.core")).isTrue();
        org.assertj.core.api.Assertions.assertThat(classes.containPackage("io.agon.cli")).isTrue();
        org.assertj.core.api.Assertions.assertThat(classes.containPackage("io.agon.examples.sealedlots.rules"))
                .isTrue();
        org.assertj.core.api.Assertions.assertThat(classes.containPackage("io.agon.web")).isTrue();
        org.assertj.core.api.Assertions.assertThat(classes.stream().map(c -> c.getName()))
                .doesNotContain("io.agon.cli.testgame.Tokens", "io.agon.cli.arch.ArchitectureTest");
    }

    @Test
    @DisplayName("core-api imports no game")
    void coreImportsNoGame() {
        ArchitectureRules.CORE_IMPORTS_NO_GAME.check(classes);
    }

    @Test
    @DisplayName("core-api is the framework only: no agent, simulation, SPI, contract-kit, benchmark or game class")
    void coreIsTheFrameworkOnly() {
        ArchitectureRules.CORE_IS_THE_FRAMEWORK_ONLY.check(classes);
    }

    @Test
    @DisplayName("agon-agents names neither the contract kit nor the benchmark machinery")
    void agentsNameNoTestkitNorBench() {
        ArchitectureRules.AGENTS_NAME_NO_TESTKIT_NOR_BENCH.check(classes);
    }

    @Test
    @DisplayName("agon-testkit needs core-api only")
    void testkitNeedsOnlyCore() {
        ArchitectureRules.TESTKIT_NEEDS_ONLY_CORE.check(classes);
    }

    @Test
    @DisplayName("the library jars (core-api, agon-agents, agon-testkit) hold no benchmark machinery")
    void libraryJarsHoldNoBench() {
        for (Class<?> member : List.of(io.agon.core.Game.class, io.agon.core.agent.Agent.class,
                io.agon.core.testkit.GameContract.class)) {
            java.net.URL where = member.getProtectionDomain().getCodeSource().getLocation();
            JavaClasses library = new ClassFileImporter().importUrl(where);
            org.assertj.core.api.Assertions.assertThat(library.contain(member)).as(where.toString()).isTrue();
            ArchitectureRules.LIBRARY_HOLDS_NO_BENCH.check(library);
        }
    }

    @Test
    @DisplayName("launcher classes import no game class")
    void launcherImportsNoGame() {
        ArchitectureRules.LAUNCHER_IMPORTS_NO_GAME.check(classes);
    }

    @Test
    @DisplayName("the web server imports no game class and not the launcher")
    void webImportsNoGame() {
        ArchitectureRules.WEB_IMPORTS_NO_GAME.check(classes);
    }

    @Test
    @DisplayName("the analysis names no game, not the launcher, not the benchmarks")
    void analysisImportsNoGame() {
        ArchitectureRules.ANALYSIS_IMPORTS_NO_GAME.check(classes);
    }

    @Test
    @DisplayName("no game imports another game or the launcher")
    void gamesAreIndependent() {
        checkAll(ArchitectureRules.gamesImportNoOtherGameNorLauncher());
    }

    @Test
    @DisplayName("no package cycles within io.agon")
    void noPackageCycles() {
        ArchitectureRules.NO_PACKAGE_CYCLES.check(classes);
    }

    @Test
    @DisplayName("no class cycles within a migrated game's rules package")
    void noClassCyclesInRules() {
        ArchitectureRules.NO_CLASS_CYCLES_IN_RULES.check(classes);
    }

    @Test
    @DisplayName("Guice only in wiring packages and the core SPI")
    void guiceOnlyInWiring() {
        ArchitectureRules.GUICE_ONLY_IN_WIRING.check(classes);
    }

    @Test
    @DisplayName("System.out, System.err and System.exit only in the launcher")
    void consoleOnlyInLauncher() {
        ArchitectureRules.CONSOLE_ONLY_IN_LAUNCHER.check(classes);
    }

    @Test
    @DisplayName("each game is layered model <- rules <- agents <- io <- wiring")
    void gameLayers() {
        checkAll(ArchitectureRules.gameLayers());
    }

    @Test
    @DisplayName("no Jackson annotations in a game's model or rules")
    void noJacksonInModelAndRules() {
        ArchitectureRules.NO_JACKSON_IN_MODEL_AND_RULES.check(classes);
    }

    @Test
    @DisplayName("no class tests an object against a game's action interface (exact record tests instead)")
    void noActionInterfaceTests() {
        ArchitectureRules.noActionInterfaceTests().check(classes);
    }

    private static void checkAll(List<ArchRule> rules) {
        for (ArchRule rule : rules) {
            rule.check(classes);
        }
    }
}
