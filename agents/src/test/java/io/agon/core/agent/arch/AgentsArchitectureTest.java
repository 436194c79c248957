package io.agon.core.agent.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.GeneralCodingRules.ACCESS_STANDARD_STREAMS;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import io.agon.core.agent.Agent;
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
                .importUrl(Agent.class.getProtectionDomain().getCodeSource().getLocation());
    }

    @Test
    @DisplayName("agon-agents holds agents, simulation and the SPI, and names no contract kit, benchmark or game")
    void onlyAgentsSimulationAndSpi() {
        org.assertj.core.api.Assertions.assertThat(agents.contain(Agent.class)).isTrue();
        noClasses().should().resideOutsideOfPackages("io.agon.core.agent..", "io.agon.core.sim..",
                        "io.agon.core.spi..")
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
    @DisplayName("Guice only in io.agon.core.spi")
    void guiceOnlyInSpi() {
        noClasses().that().resideOutsideOfPackage("io.agon.core.spi..").should().dependOnClassesThat()
                .resideInAPackage("com.google.inject..").check(agents);
    }

    @Test
    @DisplayName("agon-agents never uses System.out, System.err or System.exit")
    void noConsole() {
        noClasses().should(ACCESS_STANDARD_STREAMS).orShould().callMethod(System.class, "exit", int.class)
                .check(agents);
    }
}
