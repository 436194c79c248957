/**
 * The Spark runner: {@code simulate} and {@code tournament} as Apache Spark jobs, game for game identical to the
 * launcher ({@link io.agon.spark.SparkMain}, the job in {@link io.agon.spark.SparkBatch}). It reuses the
 * launcher's option mixins, plan and reports ({@link io.agon.cli.BatchPlan}) and core-api's
 * {@link io.agon.core.sim.Tournament#play(int)} and {@link io.agon.core.sim.Tally}; like the launcher it names no
 * game class and finds the games at run time.
 */
package io.agon.spark;
