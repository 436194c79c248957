package io.agon.core;

/**
 * A view that is its text: for a game whose seats all see the same thing, or whose view is best said in a few lines
 * ({@link View#of}). Value equality, as the contract kit needs.
 *
 * @param observer the seat the view is for
 * @param render   the text
 */
public record TextView(int observer, String render) implements View {
}
