package io.agon.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code agon-spark analyze} writes the same report as {@code agon analyze} for the same seeds. */
class SparkAnalyzeTest {

    @TempDir
    Path dir;

    @Test
    void sparkAndTheLauncherGiveTheSameReport() throws Exception {
        Path launcher = dir.resolve("launcher");
        Path spark = dir.resolve("spark");
        SparkMainTest.Run l = SparkMainTest.Run.launcher("analyze", "sealed-lots", "--players", "all", "--agents",
                "random,heuristic", "--games", "24", "--seed", "5", "--out", launcher.toString(), "--no-progress");
        assertThat(l.code()).as(l.err()).isZero();
        SparkMainTest.Run s = SparkMainTest.Run.spark("analyze", "sealed-lots", "--players", "all", "--agents",
                "random,heuristic", "--games", "24", "--seed", "5", "--out", spark.toString(), "--master", "local[2]",
                "--partitions", "5");
        assertThat(s.code()).as(s.err()).isZero();
        assertThat(s.out()).contains("80 games in", "on Spark, 5 partitions"); // 24, 24 and 32: whole blocks
        assertThat(Files.readString(spark.resolve("report.json")))
                .isEqualTo(Files.readString(launcher.resolve("report.json")));
        assertThat(Files.readString(spark.resolve("report.html"))).contains("echarts");
    }

    @Test
    void architektonsDramaByItsEvaluatorIsTheSameOnSpark() throws Exception {
        Path launcher = dir.resolve("launcher");
        Path spark = dir.resolve("spark");
        SparkMainTest.Run l = SparkMainTest.Run.launcher("analyze", "architekton", "--agents", "random,heuristic",
                "--games", "20", "--seed", "5", "--out", launcher.toString(), "--no-progress");
        assertThat(l.code()).as(l.err()).isZero();
        SparkMainTest.Run s = SparkMainTest.Run.spark("analyze", "architekton", "--agents", "random,heuristic",
                "--games", "20", "--seed", "5", "--out", spark.toString(), "--master", "local[2]", "--partitions", "3");
        assertThat(s.code()).as(s.err()).isZero();
        String report = Files.readString(spark.resolve("report.json"));
        assertThat(report).contains("\"source\" : \"evaluator\"")
                .isEqualTo(Files.readString(launcher.resolve("report.json")));
    }

    @Test
    void badOptionsAreTheLaunchersOneLineErrors() {
        SparkMainTest.Run s = SparkMainTest.Run.spark("analyze", "sealed-lots", "--players", "nine", "--out",
                dir.resolve("x").toString());
        assertThat(s.code()).isEqualTo(2);
        assertThat(s.message("agon-spark")).isEqualTo("--players takes a number or 'all', not 'nine'");
        assertThat(Files.exists(dir.resolve("x"))).isFalse();
        SparkMainTest.Run m = SparkMainTest.Run.spark("analyze", "sealed-lots", "--master", "local[0]", "--out",
                dir.resolve("y").toString());
        assertThat(m.code()).isEqualTo(2);
        assertThat(m.message("agon-spark")).startsWith("--master local[0]: 0 is not a count Spark can use");
        assertThat(Files.exists(dir.resolve("y"))).isFalse();
    }
}
