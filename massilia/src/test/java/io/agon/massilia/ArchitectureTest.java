package io.agon.massilia;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;

/** The module's layers: model <- rules <- agents <- io <- wiring; Guice only in wiring, Jackson only in io. */
class ArchitectureTest {

    private static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages("io.agon.massilia");

    @Test
    @DisplayName("layers: lower packages never import higher ones")
    void layers() {
        layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("model").definedBy("io.agon.massilia.model..")
                .layer("rules").definedBy("io.agon.massilia.rules..")
                .layer("agents").definedBy("io.agon.massilia.agents..")
                .layer("io").definedBy("io.agon.massilia.io..")
                .layer("wiring").definedBy("io.agon.massilia.wiring..")
                .whereLayer("wiring").mayNotBeAccessedByAnyLayer()
                .whereLayer("io").mayOnlyBeAccessedByLayers("wiring")
                .whereLayer("agents").mayOnlyBeAccessedByLayers("io", "wiring")
                .whereLayer("rules").mayOnlyBeAccessedByLayers("agents", "io", "wiring")
                .check(CLASSES);
    }

    @Test
    @DisplayName("Guice only in wiring, Jackson only in io, no console output")
    void frameworks() {
        noClasses().that().resideOutsideOfPackage("io.agon.massilia.wiring..").should()
                .dependOnClassesThat().resideInAPackage("com.google.inject..").check(CLASSES);
        noClasses().that().resideOutsideOfPackage("io.agon.massilia.io..").should()
                .dependOnClassesThat().resideInAPackage("com.fasterxml.jackson..").check(CLASSES);
        noClasses().should().accessField(System.class, "out").check(CLASSES);
        noClasses().should().accessField(System.class, "err").check(CLASSES);
    }
}
