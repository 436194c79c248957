/** Encodings of the example games for learning agents ({@link io.agon.core.learn.Encoding}). */
package io.agon.examples.learn;
