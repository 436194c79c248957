package io.agon.core.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.GeneralCodingRules.ACCESS_STANDARD_STREAMS;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The rules core-api can check on its own (the launcher's suite checks every module together): it is the framework
 * only (no agent, simulation, plug-in SPI, contract-kit or benchmark class), names no game and not the launcher, has
 * no package cycles, does not use Guice, and never prints or exits.
 */
class CoreArchitectureTest {

    private static JavaClasses core;

    @BeforeAll
    static void importCore() {
        core = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("io.agon.core");
    }

    @Test
    @DisplayName("core-api imports no game and not the launcher")
    void noGameNoLauncher() {
        noClasses().should().dependOnClassesThat()
                .resideInAnyPackage("io.agon.polis..", "io.agon.massilia..", "io.agon.architekton..", "io.agon.cli..")
                .check(core);
    }

    @Test
    @DisplayName("core-api is the framework a game compiles against: simulation, contract kit and benchmarks are elsewhere")
    void frameworkOnly() {
        org.assertj.core.api.Assertions.assertThat(core.containPackage("io.agon.core.flow")).isTrue();
        org.assertj.core.api.Assertions.assertThat(core.containPackage("io.agon.core.spi")).isTrue();
        noClasses().should().resideInAnyPackage("io.agon.core.sim..", "io.agon.core.testkit..", "io.agon.bench..")
                .orShould().dependOnClassesThat().resideInAnyPackage("io.agon.core.sim..", "io.agon.core.testkit..",
                        "io.agon.bench..")
                .because("they are agon-agents, agon-testkit and agon-bench, which build on core-api")
                .check(core);
    }

    @Test
    @DisplayName("the forward model, flow, components, records and session know neither the agents nor the SPI")
    void agentsAndSpiOnTop() {
        noClasses().that().resideInAnyPackage("io.agon.core", "io.agon.core.flow..", "io.agon.core.component..",
                        "io.agon.core.record..", "io.agon.core.session..")
                .should().dependOnClassesThat().resideInAnyPackage("io.agon.core.agent..", "io.agon.core.spi..")
                .because("the agents play through the forward model and the SPI finds games: both sit on top")
                .check(core);
    }

    @Test
    @DisplayName("no package cycles in core-api")
    void noCycles() {
        slices().matching("io.agon.core.(**)").should().beFreeOfCycles().check(core);
    }

    @Test
    @DisplayName("Guice only in the plug-in SPI (io.agon.core.spi), which builds the injector")
    void noGuice() {
        noClasses().that().resideOutsideOfPackage("io.agon.core.spi..").should().dependOnClassesThat()
                .resideInAPackage("com.google.inject..").check(core);
    }

    @Test
    @DisplayName("core-api never uses System.out, System.err or System.exit")
    void noConsole() {
        noClasses().should(ACCESS_STANDARD_STREAMS).orShould().callMethod(System.class, "exit", int.class)
                .check(core);
    }
}
