package ${package}.rules;

import io.agon.core.GameEvent;

/** What happened, for the launcher to print: "P1 rolls 4 (turn total 9)". */
public record ${gameName}Event(String text) implements GameEvent {
}
