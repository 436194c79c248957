/** The plug-in that binds the example games' encodings for learning agents. */
package io.agon.examples.learn.wiring;
