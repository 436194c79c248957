/**
 * The learning interface: a game's {@link io.agon.core.learn.Encoding} (fixed action ids, a fixed-shape observation
 * per seat) and {@link io.agon.core.learn.Encoded}, which adds what the framework derives from it (the legal mask,
 * the size of an observation).
 */
package io.agon.core.learn;
