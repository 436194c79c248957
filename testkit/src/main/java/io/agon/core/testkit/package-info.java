/**
 * The contract every game must keep, for a game's own tests (module agon-testkit, test scope):
 * {@link io.agon.core.testkit.GameContract} plays seeded random games and checks copies, views, determinizations,
 * the replay of records and the refusal of hostile actions ({@code HostileActions}). It needs
 * core-api only.
 */
package io.agon.core.testkit;
