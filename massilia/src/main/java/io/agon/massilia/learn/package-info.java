/** Massilia for learning agents: fixed action ids and the observation ({@link io.agon.core.learn.Encoding}). */
package io.agon.massilia.learn;
