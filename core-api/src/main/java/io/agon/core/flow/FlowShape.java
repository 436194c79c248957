package io.agon.core.flow;

import java.util.List;

/**
 * A game's declared flow as data ({@link Flow#shape()}): its phases with their steps in order, where each phase
 * leads, and the interrupts, with who decides each step and the actions it takes. It is what the builder was
 * told, not what a game does at run time, so a flow that is not declared (every step an interrupt that the rules
 * push by hand) shows as a list of interrupts and no phase.
 *
 * @param phases     the phases, in the order of their declaration
 * @param interrupts the steps outside the phases that no phase leads to: pushed on top by the rules, each with
 *                   its reason when declared as a real interrupt
 * @param turnPolicy true when the flow declares its turn order
 * @param refills    true when a hook refills an empty stack (the game goes on after its last phase)
 */
public record FlowShape(List<Phase> phases, List<Step> interrupts, boolean turnPolicy, boolean refills) {

    /** Who decides a step. */
    public enum Decides {
        /** A seat decides (maybe one not on turn). */
        SEAT,
        /** Nobody: the step resolves itself. */
        AUTOMATIC,
        /** A seat, unless the step resolves itself (nothing to decide). */
        SEAT_OR_AUTOMATIC;

        /** In words. */
        public String words() {
            return switch (this) {
                case SEAT -> "a seat decides";
                case AUTOMATIC -> "automatic";
                case SEAT_OR_AUTOMATIC -> "a seat decides, or it resolves itself";
            };
        }
    }

    /**
     * One declared phase.
     *
     * @param name  its name
     * @param steps its steps, in order
     * @param next  the phases its end hook may begin, as declared ("" for the end of the game); empty when the
     *              hook names none
     * @param hook   true when the phase has an end hook
     * @param within the steps its places lead to (and what those lead to): the sequences inside the phase
     */
    public record Phase(String name, List<Step> steps, List<String> next, boolean hook, List<Step> within) {

        /** A phase with no sequence inside. */
        public Phase(String name, List<Step> steps, List<String> next, boolean hook) {
            this(name, steps, next, hook, List.of());
        }
    }

    /**
     * One step type.
     *
     * @param name    the step type's name
     * @param rule    the name of its rule's class
     * @param decides who decides it
     * @param actions the action types its rule takes, in the order of their declaration
     * @param leadsTo the step types its rule may put on the stack, as declared
     * @param repeats true for a phase place that repeats until the phase moves on (a turn loop)
     * @param reason  why it is an interrupt, or null
     */
    public record Step(String name, String rule, Decides decides, List<String> actions, List<String> leadsTo,
                       boolean repeats, String reason) {

        /** A step that leads nowhere declared. */
        public Step(String name, String rule, Decides decides, List<String> actions) {
            this(name, rule, decides, actions, List.of(), false, null);
        }
    }

    /** The flow as indented text. */
    public String text() {
        StringBuilder b = new StringBuilder();
        for (Phase p : phases) {
            b.append("phase ").append(plain(p.name)).append('\n');
            for (Step s : p.steps) {
                step(b, "  ", s);
            }
            if (!p.within.isEmpty()) {
                b.append("  within the phase:\n");
                for (Step s : p.within) {
                    step(b, "    ", s);
                }
            }
            if (!p.next.isEmpty()) {
                b.append("  then: ");
                for (int i = 0; i < p.next.size(); i++) {
                    b.append(i > 0 ? " or " : "").append(p.next.get(i).isEmpty() ? "game over" : plain(p.next.get(i)));
                }
                b.append('\n');
            } else if (p.hook) {
                b.append("  then: the game's own hook\n");
            }
        }
        if (!interrupts.isEmpty()) {
            b.append(phases.isEmpty() ? "interrupts (no phase is declared)\n" : "interrupts\n");
            for (Step s : interrupts) {
                step(b, "  ", s);
            }
        }
        return b.toString();
    }

    private static void step(StringBuilder b, String indent, Step s) {
        b.append(indent).append(plain(s.name)).append(" (").append(s.decides.words());
        if (s.repeats) {
            b.append(", repeats until the phase moves on");
        }
        b.append(')');
        if (!s.actions.isEmpty()) {
            b.append(": ").append(plain(String.join(", ", s.actions)));
        }
        if (!s.leadsTo.isEmpty()) {
            b.append(" -> ").append(plain(String.join(", ", s.leadsTo)));
        }
        if (s.reason != null) {
            b.append(" [").append(plain(s.reason)).append(']');
        }
        b.append('\n');
    }

    /**
     * The flow as a Mermaid flowchart: a box per phase holding its steps in order, arrows to the phases each phase
     * leads to, and the interrupts apart, each step labelled with its actions.
     */
    public String mermaid() {
        StringBuilder b = new StringBuilder("flowchart TD\n");
        boolean gameOver = false;
        for (int p = 0; p < phases.size(); p++) {
            Phase ph = phases.get(p);
            b.append("  subgraph P").append(p).append("[\"").append(quote(ph.name)).append("\"]\n");
            for (int i = 0; i < ph.steps.size(); i++) {
                b.append("    P").append(p).append('S').append(i).append(node(ph.steps.get(i))).append('\n');
            }
            for (int i = 1; i < ph.steps.size(); i++) {
                b.append("    P").append(p).append('S').append(i - 1).append(" --> P").append(p).append('S')
                        .append(i).append('\n');
            }
            for (int i = 0; i < ph.steps.size(); i++) {
                if (ph.steps.get(i).repeats) {
                    b.append("    P").append(p).append('S').append(i).append(" -->|\"again\"| P").append(p)
                            .append('S').append(i).append('\n');
                }
            }
            for (int i = 0; i < ph.within.size(); i++) {
                b.append("    P").append(p).append('W').append(i).append(node(ph.within.get(i))).append('\n');
            }
            b.append("  end\n");
        }
        for (int p = 0; p < phases.size(); p++) {
            Phase ph = phases.get(p);
            List<Step> all = new java.util.ArrayList<>(ph.steps);
            all.addAll(ph.within);
            for (int i = 0; i < all.size(); i++) {
                for (String to : all.get(i).leadsTo) {
                    String target = nodeId(to);
                    if (target != null) {
                        b.append("  ").append(id(p, ph, i)).append(" -.-> ").append(target).append('\n');
                    }
                }
            }
        }
        for (int p = 0; p < phases.size(); p++) {
            for (String n : phases.get(p).next) {
                if (n.isEmpty()) {
                    b.append("  P").append(p).append(" --> OVER\n");
                    gameOver = true;
                } else {
                    b.append("  P").append(p).append(" --> P").append(index(n)).append('\n');
                }
            }
        }
        if (gameOver) {
            b.append("  OVER([\"game over\"])\n");
        }
        if (!interrupts.isEmpty()) {
            b.append("  subgraph I[\"interrupts\"]\n");
            for (int i = 0; i < interrupts.size(); i++) {
                b.append("    I").append(i).append(node(interrupts.get(i))).append('\n');
            }
            b.append("  end\n");
            for (int i = 0; i < interrupts.size(); i++) {
                for (String to : interrupts.get(i).leadsTo) {
                    String target = nodeId(to);
                    if (target != null) {
                        b.append("  I").append(i).append(" -.-> ").append(target).append('\n');
                    }
                }
            }
        }
        return b.toString();
    }

    /** The node of the {@code i}th step of phase {@code p}: its places first, then the steps within it. */
    private static String id(int p, Phase ph, int i) {
        return i < ph.steps.size() ? "P" + p + "S" + i : "P" + p + "W" + (i - ph.steps.size());
    }

    /** The node of the step named {@code name}, wherever it is drawn, or null. */
    private String nodeId(String name) {
        for (int p = 0; p < phases.size(); p++) {
            Phase ph = phases.get(p);
            for (int i = 0; i < ph.steps.size() + ph.within.size(); i++) {
                Step st = i < ph.steps.size() ? ph.steps.get(i) : ph.within.get(i - ph.steps.size());
                if (st.name.equals(name)) {
                    return id(p, ph, i);
                }
            }
        }
        for (int i = 0; i < interrupts.size(); i++) {
            if (interrupts.get(i).name.equals(name)) {
                return "I" + i;
            }
        }
        return null;
    }

    private int index(String phase) {
        for (int p = 0; p < phases.size(); p++) {
            if (phases.get(p).name.equals(phase)) {
                return p;
            }
        }
        throw new IllegalStateException("no phase '" + phase + "'");
    }

    private static String node(Step s) {
        String label = quote(s.name) + (s.actions.isEmpty() ? "" : "<br/><small>" + quote(String.join(", ",
                s.actions)) + "</small>");
        return s.decides == Decides.AUTOMATIC ? "([\"" + label + "\"])" : "[\"" + label + "\"]";
    }

    private static String quote(String text) {
        return plain(text).replace("\"", "#quot;").replace("<", "#lt;").replace(">", "#gt;");
    }

    /**
     * A name as plain text on one line: control characters, line and paragraph separators and the bidirectional
     * overrides a game's names could carry are written as {@code \\uXXXX}, so no name moves the cursor, forges a
     * line or reverses the text around it.
     */
    static String plain(String text) {
        StringBuilder b = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean bad = c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0x2028 || c == 0x2029
                    || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069) || c == 0x200E || c == 0x200F
                    || c == 0x061C;
            if (bad) {
                b.append(String.format("\\u%04x", (int) c));
            } else {
                b.append(c);
            }
        }
        return b.toString();
    }
}
