package io.agon.core.testkit.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import io.agon.core.testkit.GameContract;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** agon-testkit holds the contract kit alone and needs core-api only (its own tests may use agents). */
class TestkitArchitectureTest {

    @Test
    @DisplayName("agon-testkit holds only io.agon.core.testkit and names no agent, SPI, benchmark or game class")
    void kitOnCoreOnly() {
        JavaClasses kit = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importUrl(GameContract.class.getProtectionDomain().getCodeSource().getLocation());
        org.assertj.core.api.Assertions.assertThat(kit.contain(GameContract.class)).isTrue();
        noClasses().should().resideOutsideOfPackage("io.agon.core.testkit..")
                .orShould().dependOnClassesThat().resideInAnyPackage("io.agon.core.agent..", "io.agon.core.sim..",
                        "io.agon.core.spi..", "io.agon.bench..", "io.agon.polis..", "io.agon.massilia..",
                        "io.agon.architekton..", "io.agon.examples..", "io.agon.cli..", "io.agon.web..")
                .because("a game's tests add agon-testkit in test scope; it builds on core-api alone")
                .check(kit);
    }
}
