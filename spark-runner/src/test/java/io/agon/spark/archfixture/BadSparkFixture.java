package io.agon.spark.archfixture;

/** A DELIBERATELY BAD test fixture: a Spark runner class that names a game class. */
public class BadSparkFixture {

    Object plugin() {
        return new io.agon.polis.wiring.PolisPlugin();
    }
}
