package io.agon.spark;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import io.agon.spark.archfixture.BadSparkFixture;
import java.net.URL;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The Spark runner's place in the architecture: like the launcher it names no game class (games are runtime
 * dependencies found through the catalog), uses Guice nowhere, and adds no package cycle to Agon.
 */
class SparkArchitectureTest {

    private static final ArchRule NO_GAME = noClasses().that().resideInAPackage("io.agon.spark..")
            .should().dependOnClassesThat().resideInAnyPackage("io.agon.polis..", "io.agon.massilia..",
                    "io.agon.architekton..")
            .because("the Spark runner finds games at run time, as the launcher does");

    private static final ArchRule NO_GUICE = noClasses().that().resideInAPackage("io.agon.spark..")
            .should().dependOnClassesThat().resideInAPackage("com.google.inject..")
            .because("only the games' wiring and core-api's SPI know Guice");

    private static final ArchRule NO_CYCLES = slices().matching("io.agon.(**)").should().beFreeOfCycles();

    /** The main classes of this module, the launcher, core-api and the three games (not all of Spark's jars). */
    private static JavaClasses main() {
        List<URL> modules = new ArrayList<>();
        for (String c : List.of("io.agon.spark.SparkMain", "io.agon.cli.Main", "io.agon.core.sim.Tally",
                "io.agon.polis.wiring.PolisPlugin", "io.agon.massilia.wiring.MassiliaPlugin",
                "io.agon.architekton.wiring.ArchitektonPlugin")) {
            try {
                modules.add(Class.forName(c).getProtectionDomain().getCodeSource().getLocation());
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException(e);
            }
        }
        return new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importUrls(modules);
    }

    @Test
    void theRunnerNamesNoGameAndNoGuiceAndAddsNoCycle() {
        JavaClasses classes = main();
        assertThat(classes.containPackage("io.agon.spark")).isTrue();
        assertThat(classes.containPackage("io.agon.polis.rules")).isTrue(); // the games are there to be named
        NO_GAME.check(classes);
        NO_GUICE.check(classes);
        NO_CYCLES.check(classes);
    }

    @Test
    void aRunnerClassNamingAGameIsCaught() {
        JavaClasses bad = new ClassFileImporter().importClasses(BadSparkFixture.class);
        assertThatThrownBy(() -> NO_GAME.check(bad)).isInstanceOf(AssertionError.class)
                .hasMessageContaining("BadSparkFixture");
    }
}
