/**
 * Annotations that have a state's copy, equality and hash generated at compile time: {@link
 * io.agon.core.state.AgonState} on the class, {@link io.agon.core.state.Shared}, {@link
 * io.agon.core.state.NotCompared}, {@link io.agon.core.state.NotHashed} and {@link io.agon.core.state.Scratch} on
 * fields. The processor is the {@code agon-codegen} module, a compile-time dependency only.
 */
package io.agon.core.state;
