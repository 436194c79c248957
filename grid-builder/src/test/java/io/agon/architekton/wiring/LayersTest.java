package io.agon.architekton.wiring;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The module's layers: model <- rules <- agents <- io <- wiring; Guice only in wiring, Jackson only in io. */
class LayersTest {

    static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages("io.agon.architekton");

    @Test
    @DisplayName("lower layers never import higher ones")
    void layers() {
        noClasses().that().resideInAPackage("..architekton.model..").should().dependOnClassesThat()
                .resideInAnyPackage("..architekton.rules..", "..architekton.agents..", "..architekton.io..",
                        "..architekton.wiring..").check(CLASSES);
        noClasses().that().resideInAPackage("..architekton.rules..").should().dependOnClassesThat()
                .resideInAnyPackage("..architekton.agents..", "..architekton.io..", "..architekton.wiring..")
                .check(CLASSES);
        noClasses().that().resideInAPackage("..architekton.agents..").should().dependOnClassesThat()
                .resideInAnyPackage("..architekton.io..", "..architekton.wiring..").check(CLASSES);
        noClasses().that().resideInAPackage("..architekton.io..").should().dependOnClassesThat()
                .resideInAnyPackage("..architekton.wiring..").check(CLASSES);
    }

    @Test
    @DisplayName("Guice only in wiring, Jackson only in io, no console output")
    void frameworks() {
        noClasses().that().resideOutsideOfPackage("..architekton.wiring..").should().dependOnClassesThat()
                .resideInAPackage("com.google.inject..").check(CLASSES);
        noClasses().that().resideOutsideOfPackage("..architekton.io..").should().dependOnClassesThat()
                .resideInAPackage("com.fasterxml.jackson..").check(CLASSES);
        noClasses().should().accessField(System.class, "out").check(CLASSES);
    }
}
