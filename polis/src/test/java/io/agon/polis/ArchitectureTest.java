package io.agon.polis;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The layers of the module (model <- rules <- agents <- io <- wiring) and where Guice and Jackson may appear. */
class ArchitectureTest {

    static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages("io.agon.polis");

    @Test
    @DisplayName("lower layers never use higher ones")
    void layers() {
        layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("model").definedBy("io.agon.polis.model..")
                .layer("rules").definedBy("io.agon.polis.rules..")
                .layer("agents").definedBy("io.agon.polis.agents..")
                .layer("io").definedBy("io.agon.polis.io..")
                .layer("wiring").definedBy("io.agon.polis.wiring..")
                .whereLayer("wiring").mayNotBeAccessedByAnyLayer()
                .whereLayer("io").mayOnlyBeAccessedByLayers("wiring")
                .whereLayer("agents").mayOnlyBeAccessedByLayers("io", "wiring")
                .whereLayer("rules").mayOnlyBeAccessedByLayers("agents", "io", "wiring")
                .check(CLASSES);
    }

    @Test
    @DisplayName("Guice only in wiring, Jackson only in io, no console in model and rules")
    void frameworks() {
        noClasses().that().resideOutsideOfPackage("io.agon.polis.wiring..").should().dependOnClassesThat()
                .resideInAPackage("com.google.inject..").check(CLASSES);
        noClasses().that().resideOutsideOfPackage("io.agon.polis.io..").should().dependOnClassesThat()
                .resideInAPackage("com.fasterxml.jackson..").check(CLASSES);
        noClasses().should().accessField(System.class, "out").check(CLASSES);
    }
}
