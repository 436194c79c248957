package io.agon.cli.arch;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import io.agon.analysis.archfixture.BadAnalysisFixture;
import io.agon.archfixture.a.CycleA;
import io.agon.archfixture.b.CycleB;
import io.agon.archfixture.rules.ClassCycleA;
import io.agon.archfixture.rules.ClassCycleB;
import io.agon.cli.archfixture.ActionInterfaceFixture;
import io.agon.cli.archfixture.BadLauncherFixture;
import io.agon.bench.Bench;
import io.agon.core.agent.archfixture.AgentsNameTestkitFixture;
import io.agon.core.archfixture.BadCoreFixture;
import io.agon.core.archfixture.CoreNamesAgentFixture;
import io.agon.core.testkit.archfixture.TestkitNamesAgentFixture;
import io.agon.massilia.rules.BadOtherGameFixture;
import io.agon.polis.model.BadModelFixture;
import io.agon.polis.wiring.BadWiringFixture;
import io.agon.web.archfixture.BadWebFixture;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Shows that every architecture rule catches a violation: the same rule objects, run on bad fixture classes. */
class ArchitectureRulesBiteTest {

    private static final JavaClasses BAD = new ClassFileImporter().importClasses(BadModelFixture.class,
            BadWiringFixture.class, BadOtherGameFixture.class, BadCoreFixture.class, BadLauncherFixture.class,
            BadWebFixture.class, BadAnalysisFixture.class, CoreNamesAgentFixture.class, AgentsNameTestkitFixture.class,
            TestkitNamesAgentFixture.class, ActionInterfaceFixture.class, CycleA.class, CycleB.class, ClassCycleA.class,
            ClassCycleB.class);

    private static void bites(ArchRule rule, String culprit) {
        assertThatThrownBy(() -> rule.check(BAD)).isInstanceOf(AssertionError.class).hasMessageContaining(culprit);
    }

    private static void oneBites(List<ArchRule> rules, String culprit) {
        int bitten = 0;
        for (ArchRule rule : rules) {
            try {
                rule.check(BAD);
            } catch (AssertionError e) {
                org.assertj.core.api.Assertions.assertThat(e).hasMessageContaining(culprit);
                bitten++;
            }
        }
        org.assertj.core.api.Assertions.assertThat(bitten).as("rules that caught " + culprit).isPositive();
    }

    @Test
    @DisplayName("core-api naming a game is caught")
    void coreImportsGame() {
        bites(ArchitectureRules.CORE_IMPORTS_NO_GAME, "BadCoreFixture");
    }

    @Test
    @DisplayName("core-api naming an agent class is caught (the framework is a small core)")
    void coreNamesAgent() {
        bites(ArchitectureRules.CORE_IS_THE_FRAMEWORK_ONLY, "CoreNamesAgentFixture");
        bites(ArchitectureRules.CORE_IS_THE_FRAMEWORK_ONLY, "io.agon.core.agent.RandomAgent");
    }

    @Test
    @DisplayName("agon-agents naming the contract kit or the benchmark is caught")
    void agentsNameTestkitOrBench() {
        bites(ArchitectureRules.AGENTS_NAME_NO_TESTKIT_NOR_BENCH, "io.agon.core.testkit.GameContract");
        bites(ArchitectureRules.AGENTS_NAME_NO_TESTKIT_NOR_BENCH, "io.agon.bench.Bench");
    }

    @Test
    @DisplayName("the contract kit needing an agent is caught")
    void testkitNamesAgent() {
        bites(ArchitectureRules.TESTKIT_NEEDS_ONLY_CORE, "TestkitNamesAgentFixture");
    }

    @Test
    @DisplayName("a benchmark class in a library jar is caught")
    void libraryHoldsBench() {
        JavaClasses library = new ClassFileImporter().importClasses(Bench.class, CoreNamesAgentFixture.class);
        assertThatThrownBy(() -> ArchitectureRules.LIBRARY_HOLDS_NO_BENCH.check(library))
                .isInstanceOf(AssertionError.class).hasMessageContaining("io.agon.bench.Bench")
                .hasMessageNotContaining("CoreNamesAgentFixture");
    }

    @Test
    @DisplayName("the launcher naming a game class is caught")
    void launcherImportsGame() {
        bites(ArchitectureRules.LAUNCHER_IMPORTS_NO_GAME, "BadLauncherFixture");
    }

    @Test
    @DisplayName("the web server naming a game class is caught")
    void webImportsGame() {
        bites(ArchitectureRules.WEB_IMPORTS_NO_GAME, "BadWebFixture");
    }

    @Test
    @DisplayName("the analysis naming a game is caught")
    void analysisImportsGame() {
        bites(ArchitectureRules.ANALYSIS_IMPORTS_NO_GAME, "BadAnalysisFixture");
    }

    @Test
    @DisplayName("a game importing another game or the launcher is caught")
    void gameImportsOtherGame() {
        oneBites(ArchitectureRules.gamesImportNoOtherGameNorLauncher(), "BadOtherGameFixture");
        oneBites(ArchitectureRules.gamesImportNoOtherGameNorLauncher(), "io.agon.cli.Main");
    }

    @Test
    @DisplayName("a package cycle is caught")
    void cycle() {
        bites(ArchitectureRules.NO_PACKAGE_CYCLES, "CycleA");
    }

    @Test
    @DisplayName("a class cycle inside a rules package is caught (the same rule as for the games' rules)")
    void classCycle() {
        bites(ArchitectureRules.noClassCycles(java.util.List.of("io.agon.archfixture.rules")), "ClassCycleA");
    }

    @Test
    @DisplayName("Guice outside wiring is caught")
    void guice() {
        bites(ArchitectureRules.GUICE_ONLY_IN_WIRING, "com.google.inject.Inject");
    }

    @Test
    @DisplayName("System.out and System.exit outside the launcher are caught")
    void console() {
        bites(ArchitectureRules.CONSOLE_ONLY_IN_LAUNCHER, "System.out");
        bites(ArchitectureRules.CONSOLE_ONLY_IN_LAUNCHER, "System.exit");
    }

    @Test
    @DisplayName("a model class reaching up into wiring is caught")
    void layers() {
        oneBites(ArchitectureRules.gameLayers(), "BadWiringFixture");
    }

    @Test
    @DisplayName("a Jackson annotation in a model class is caught")
    void jackson() {
        bites(ArchitectureRules.NO_JACKSON_IN_MODEL_AND_RULES, "JsonProperty");
    }

    @Test
    @DisplayName("an instanceof and a cast against a game's action interface are caught, a record test is not")
    void actionInterfaceTests() {
        assertThatThrownBy(() -> ArchitectureRules.noActionInterfaceTests().check(BAD))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("isPolis(io.agon.core.Action): instanceof io.agon.polis.rules.PolisAction")
                .hasMessageContaining("asPolis(io.agon.core.Action): checkcast io.agon.polis.rules.PolisAction")
                .satisfies(e -> org.assertj.core.api.Assertions.assertThat(e.getMessage()).doesNotContain("isBid"));
    }
}
