package io.agon.core.flow;

/**
 * A state that keeps its flow's {@link StepStack}: implementing it lets {@link Flow#of(Class)} and
 * {@link StepRule#of(Class, Class)} infer the game's types from a class literal, so an author writes no type
 * witness and no accessor lambda.
 *
 * <pre>{@code
 * public final class Board implements GameState<Board>, FlowState<Turn> {
 *     final StepStack<Turn> steps = new StepStack<>();
 *     public StepStack<Turn> steps() { return steps; }
 *     ...
 * }
 * }</pre>
 *
 * @param <B> the game's step type: every step the flow can hold (usually a sealed interface of records)
 */
public interface FlowState<B> {

    /** The state's step stack. */
    StepStack<B> steps();
}
