/**
 * Generic simulation on top of the forward model: {@link io.agon.core.sim.Match} plays one game with one agent
 * per seat, {@link io.agon.core.sim.Tournament} schedules many (round robin or a fixed table, every seat
 * rotation, mirrored deals, several threads, the same results whatever the thread count),
 * {@link io.agon.core.sim.Standings} turns the results into win rates and scores with 95% intervals. Nothing here
 * names a game class. (How fast a game runs is measured by {@code io.agon.bench.Bench} in the launcher's
 * agon-bench module, which is not part of this library.)
 */
package io.agon.core.sim;
