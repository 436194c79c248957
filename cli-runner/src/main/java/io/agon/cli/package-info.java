/**
 * The {@code agon} launcher (picocli): {@link io.agon.cli.Main} and one class per subcommand ({@code list},
 * {@code rules}, {@code play}, {@code simulate}, {@code replay}, {@code tournament}, {@code bench},
 * {@code serve}). It compiles against core-api and the game server ({@code io.agon.web}) and finds games at run time through {@link io.agon.core.spi.GameCatalog}; the
 * simulation engine it drives is {@link io.agon.core.sim}. This is the only package allowed to use the console
 * and {@code System.exit}.
 */
package io.agon.cli;
