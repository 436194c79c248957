package io.agon.core.agent.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.GeneralCodingRules.ACCESS_STANDARD_STREAMS;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import io.agon.core.agent.Agent;
import io.agon.core.sim.Match;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The rules agon-agents can check on its own (the launcher's suite checks every module together): it builds on
 * core-api alone, names neither the contract kit nor the benchmark machinery nor a game, has no package cycles, uses
 * Guice only in the plug-in SPI, and never prints or exits.
 */
class AgentsArchitectureTest {

    private static JavaClasses agents;

    @BeforeAll
    static void importAgents() {
        agents = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importUrl(Match.class.getProtectionDomain().getCodeSource().getLocation());
    }

    @Test
    @DisplayName("agon-agents holds simulation only, and names no contract kit, benchmark or game")
    void onlySimulation() {
        org.assertj.core.api.Assertions.assertThat(agents.contain(Match.class)).isTrue();
        org.assertj.core.api.Assertions.assertThat(agents.contain(Agent.class)).as("the agents are core-api's").isFalse();
        noClasses().should().resideOutsideOfPackages("io.agon.core.sim..")
                .orShould().dependOnClassesThat().resideInAnyPackage("io.agon.core.testkit..", "io.agon.bench..",
                        "io.agon.polis..", "io.agon.massilia..", "io.agon.architekton..", "io.agon.examples..",
                        "io.agon.cli..", "io.agon.web..", "org.openjdk.jmh..")
                .because("agon-agents is a library on top of core-api; the kit is for tests, benchmarks are the"
                        + " launcher's")
                .check(agents);
    }

    @Test
    @DisplayName("no package cycles in agon-agents")
    void noCycles() {
        slices().matching("io.agon.core.(**)").should().beFreeOfCycles().check(agents);
    }

    @Test
    @DisplayName("no Guice in agon-agents (the SPI is core-api's)")
    void noGuice() {
        noClasses().should().dependOnClassesThat().resideInAPackage("com.google.inject..").check(agents);
    }

    @Test
    @DisplayName("agon-agents never uses System.out, System.err or System.exit")
    void noConsole() {
        noClasses().should(ACCESS_STANDARD_STREAMS).orShould().callMethod(System.class, "exit", int.class)
                .check(agents);
    }
}
