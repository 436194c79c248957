package io.agon.core.flow;

import io.agon.core.Action;
import io.agon.core.Decision;
import io.agon.core.EventSink;
import io.agon.core.IllegalActionException;
import io.agon.core.Rng;
import io.agon.core.PendingStep;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A game's flow, declared once: its phases as ordered sequences of steps, its turn order as a {@link TurnPolicy},
 * and one {@link StepRule} per step type. The flow itself lives in the state as a {@link StepStack}; this object
 * routes the top step to its rule, so the game answers {@code currentPlayer}, {@code decision},
 * {@code legalActions}, {@code apply} and {@code describe} in one line each (or extends {@link FlowGame}).
 *
 * <pre>{@code
 * static final Flow<State, Step> FLOW = Flow.builder(State::steps)
 *         .phase("Turn")
 *             .step(Offer.class, s -> new Offer(s.active), new OfferRule())
 *             .step(Build.class, s -> new Build(s.active), new BuildRule())
 *             .then((s, flow, ev) -> flow.begin(s, "Turn", ev)) // the next player's turn
 *         .on(Bidding.class, new BiddingRule())                  // an interrupt: pushed on top, popped when done
 *         .turns(TurnPolicy.clockwise(s -> s.active, s -> s.players))
 *         .build();
 * }</pre>
 *
 * <p><b>Dispatch</b> is by step type: the stack remembers the entry it last needed (one class comparison), else an
 * identity-hash table of the registered classes (one probe, usually), and for any other class, such as an enum
 * constant with a body, a {@link ClassValue} that finds the rule of its registered supertype once. No {@code instanceof} chain and no reflection per call. Each registered type also
 * gets an int {@link #typeId}.
 *
 * <p><b>Phases.</b> {@link #begin} pushes the first step of a phase; when a phase step is over its rule calls
 * {@link #done}, which pops it and pushes the phase's next step, or, after the last one, runs the phase's end
 * hook ({@link Builder#then}), which typically begins the next phase or leaves the stack empty (the game is
 * over). A step factory may draw chance or set up state and may return null to skip its step. Interrupts
 * (registered with {@link Builder#on}) are pushed on top by the rules; {@link #done} on an interrupt just pops it
 * and the step below continues.
 *
 * <p><b>Settling.</b> After set-up ({@link #start}) and after every action, {@link #settle} offers the top step to
 * its rule's {@link StepRule#resolve} until one needs a decision. An empty stack means the game is over, unless
 * the {@link Builder#whenEmpty} hook refills it.
 *
 * <p>A flow is immutable and thread-safe once built; it holds no game data.
 *
 * @param <S> the game's state type
 * @param <T> the game's step type (usually a sealed interface of records and enums)
 */
public final class Flow<S, T> implements Control<S> {

    /** Reads the step stack of a state (usually {@code State::steps} or {@code s -> s.steps}). */
    @FunctionalInterface
    public interface Steps<S, T> {
        /** The state's step stack. */
        StepStack<T> of(S state);
    }

    /** Makes the step that enters a phase at its place, or null to skip that place. May draw chance. */
    @FunctionalInterface
    public interface Enter<S, T> {
        /** The step to push, or null to skip it. */
        T enter(S state);
    }

    /** Runs when the last step of a phase is done: begin the next phase, end the turn, or end the game. */
    @FunctionalInterface
    public interface PhaseEnd<S> {
        /** Called with the finished phase's steps already popped; {@code flow} moves the flow on. */
        void end(S state, Control<S> flow, EventSink events);
    }

    /** Refills an empty stack: returns true when it pushed a step, false when the game is over. */
    @FunctionalInterface
    public interface WhenEmpty<S> {
        /** True when a step was pushed; false: the game is over. */
        boolean refill(S state, Control<S> flow, EventSink events);
    }

    /** The most automatic resolutions in one settle before the flow is declared stuck. */
    public static final int MAX_AUTOMATIC = 1_000_000;

    /** What the flow knows about one registered step type. */
    private static final class Entry<S> {
        final Flow<S, ?> owner;
        final Class<?> type;
        final StepRule<S, Object> rule;
        /** The rule's typed action handlers, or null for a rule that overrides the deprecated apply itself. */
        final ActionHandlers<S, Object> actions;
        final int id;
        final int phase;
        final int position;
        /** {@link #NEVER}, {@link #CONTROL} or {@link #WHOLE_FLOW}: which resolve the rule overrides. */
        final int resolves;
        /** True for a phase place that repeats ({@link Builder#loop}): done enters the same place again. */
        final boolean loop;
        /** The step types this step's rule may put on the stack, as declared ({@link Builder#leadsTo}). */
        final List<Class<?>> leadsTo;
        /** Why this step is an interrupt ({@link Builder#interrupt}), or null. */
        final String reason;

        Entry(Flow<S, ?> owner, Class<?> type, StepRule<S, Object> rule, int id, int phase, int position,
              boolean loop, List<Class<?>> leadsTo, String reason) {
            this.loop = loop;
            this.leadsTo = List.copyOf(leadsTo);
            this.reason = reason;
            this.owner = owner;
            this.type = type;
            this.rule = rule;
            this.actions = rule.actions();
            this.id = id;
            this.phase = phase;
            this.position = position;
            this.resolves = rule instanceof DeclaredRule<?, ?, ?> d ? (d.resolves() ? CONTROL : NEVER)
                    : overrides(rule, "resolve", Flow.class) ? WHOLE_FLOW
                    : overrides(rule, "resolve", Control.class) ? CONTROL : NEVER;
        }
    }

    /** A rule that is never automatic: settle skips it. */
    private static final int NEVER = 0;
    /** A rule that overrides {@link StepRule#resolve(Object, Object, Control, EventSink)}. */
    private static final int CONTROL = 1;
    /** A rule that overrides the deprecated resolve given the whole flow. */
    private static final int WHOLE_FLOW = 2;

    /**
     * Whether {@code rule}'s class overrides the {@link StepRule} method {@code name} whose third parameter is
     * {@code flowType} (looked up once, when the flow is built).
     */
    private static boolean overrides(StepRule<?, ?> rule, String name, Class<?> flowType) {
        for (java.lang.reflect.Method m : rule.getClass().getMethods()) {
            Class<?>[] p = m.getParameterTypes();
            if (m.getName().equals(name) && !m.isBridge() && p.length >= 4 && p[p.length - 1] == EventSink.class
                    && p[p.length - 2] == flowType && m.getDeclaringClass() != StepRule.class) {
                return true;
            }
        }
        return false;
    }

    /**
     * A declared phase; its places are kept in an array too, read on every step change (the hot path). {@code next}
     * names the phases its end hook may begin, as declared (for drawing the flow).
     */
    private record PhaseDecl<S, T>(String name, List<Enter<S, ? extends T>> steps, Enter<S, ? extends T>[] places,
                               List<Class<?>> types, PhaseEnd<S> end, List<String> next) {
        @SuppressWarnings("unchecked")
        PhaseDecl(String name, List<Enter<S, ? extends T>> steps, List<Class<?>> types, PhaseEnd<S> end,
              List<String> next) {
            this(name, steps, steps.toArray(new Enter[0]), types, end, next);
        }
    }

    private final Steps<S, T> access;
    private final PhaseDecl<S, T>[] phases;
    /** Each phase's position by its name: {@link #begin} finds a phase in one look, on every turn of a game. */
    private final Map<String, Integer> phaseIndex;
    private final Entry<S>[] entries;
    private final TurnPolicy<S> turns;
    private final WhenEmpty<S> whenEmpty;
    /** The entries by step type: the one type table of the framework ({@link TypeTable}). */
    private final TypeTable<Entry<S>> table;

    private Flow(Builder<S, T> b) {
        this.access = b.access;
        @SuppressWarnings("unchecked")
        PhaseDecl<S, T>[] ps = b.phases.toArray(new PhaseDecl[0]);
        this.phases = ps;
        Map<String, Integer> index = new HashMap<>();
        for (int p = 0; p < ps.length; p++) {
            index.putIfAbsent(ps[p].name, p);
        }
        this.phaseIndex = Map.copyOf(index);
        @SuppressWarnings("unchecked")
        Entry<S>[] es = new Entry[b.entries.size()];
        Map<Class<?>, Entry<S>> byType = new HashMap<>();
        int n = 0;
        for (Builder.Registration<S> r : b.entries.values()) {
            es[n] = new Entry<>(this, r.type(), r.rule(), n, r.phase(), r.position(), r.loop(),
                    b.leads.getOrDefault(r.type(), List.of()), r.reason());
            byType.put(r.type(), es[n]);
            n++;
        }
        this.entries = es;
        this.turns = b.turns;
        this.whenEmpty = b.whenEmpty;
        this.table = new TypeTable<>(byType);
    }

    /** Starts declaring a flow whose stack {@code steps} reads from the state. */
    public static <S, T> Builder<S, T> builder(Steps<S, T> steps) {
        return new Builder<>(steps);
    }

    /**
     * Starts declaring the flow of a game whose state class is {@code state}: the stack is the state's
     * {@link FlowState#steps()}, and the types come from the class literal (no type witness).
     */
    public static <S extends FlowState<T>, T> Builder<S, T> of(Class<S> state) {
        return new Builder<>(FlowState::steps);
    }

    // ---------------------------------------------------------------- answers for the Game interface

    /**
     * The seat deciding now, or -1 when the game is over (the stack is empty).
     *
     * @throws IllegalStateException when an automatic step was left on top (its rule did not resolve it)
     */
    public int currentPlayer(S state) {
        StepStack<T> stack = access.of(state);
        T top = stack.peek();
        return top == null ? -1 : seat(entry(stack, top).rule.decider(state, top), top);
    }

    /** Checks a decider: an automatic step left unresolved on top is a bug of the game's rules. */
    private static int seat(int decider, Object top) {
        if (decider < 0) {
            throw new IllegalStateException("automatic step " + top + " did not resolve (its rule's resolve()"
                    + " returned false)");
        }
        return decider;
    }

    /** True when the stack is empty. */
    public boolean isOver(S state) {
        return access.of(state).isEmpty();
    }

    /** The pending decision: the decider, the seat on turn (by the {@link TurnPolicy}) and the rule's prompt. */
    public Decision decision(S state) {
        StepStack<T> stack = access.of(state);
        T top = stack.peek();
        if (top == null) {
            return Decision.GAME_OVER;
        }
        StepRule<S, Object> rule = entry(stack, top).rule;
        int decider = seat(rule.decider(state, top), top);
        return new Decision(decider, onTurn(state, decider), rule.prompt(state, top));
    }

    /** Appends the legal actions of the top step's decider to {@code out}; nothing when the game is over. */
    public void legalActions(S state, List<Action> out) {
        StepStack<T> stack = access.of(state);
        T top = stack.peek();
        if (top != null) {
            entry(stack, top).rule.legal(state, top, out);
        }
    }

    /** The top step's {@link StepRule#randomAction}: one legal action drawn with {@code rng}. */
    public Action randomAction(S state, Rng rng, List<Action> scratch) {
        StepStack<T> stack = access.of(state);
        T top = stack.peek();
        if (top == null) {
            throw new IllegalStateException("the game is over: nobody decides");
        }
        return entry(stack, top).rule.randomAction(state, top, rng, scratch);
    }

    /**
     * Applies {@code action} of {@code seat} to the top step, then {@link #settle settles} the flow.
     *
     * @throws IllegalActionException when the game is over, {@code seat} does not decide now, or the step's rule
     *     refuses the action; the state is then unchanged
     */
    public void apply(S state, int seat, Action action, EventSink events) {
        StepStack<T> stack = access.of(state);
        T top = stack.peek();
        if (top == null) {
            throw IllegalActionException.wrongPlayer(seat, -1);
        }
        Entry<S> e = entry(stack, top);
        StepRule<S, Object> rule = e.rule;
        int decider = seat(rule.decider(state, top), top);
        if (seat != decider) {
            throw rule.refuseSeat(state, top, seat, decider);
        }
        if (action == null) {
            throw new IllegalActionException(IllegalActionException.FLOW, "no action given");
        }
        ActionHandlers<S, Object> actions = e.actions;
        if (actions != null) {
            actions.apply(state, top, seat, action, this, events);
        } else {
            applyWholeFlow(rule, state, top, seat, action, events);
        }
        settle(state, events);
    }

    /**
     * Applies {@code action}, taken from the state's current legal list by the deciding {@code seat}, then settles:
     * no seat check and no field check (the caller listed it), and a rule's listed-only check
     * ({@link StepRule.Builder#refuseUnlisted}) and the auction kit's legality check are skipped.
     */
    public void applyListed(S state, int seat, Action action, EventSink events) {
        StepStack<T> stack = access.of(state);
        T top = stack.peek();
        Entry<S> e = entry(stack, top);
        ActionHandlers<S, Object> actions = e.actions;
        if (actions != null) {
            actions.applyListed(state, top, seat, action, this, events);
        } else {
            applyWholeFlow(e.rule, state, top, seat, action, events);
        }
        settle(state, events);
    }

    /** A rule of the old kind: it applies actions itself, given the whole flow. */
    @SuppressWarnings("deprecation")
    private void applyWholeFlow(StepRule<S, Object> rule, S state, Object top, int seat, Action action,
                                EventSink events) {
        rule.apply(state, top, seat, action, this, events);
    }

    /** A rule of the old kind resolves given the whole flow. */
    @SuppressWarnings("deprecation")
    private boolean resolveWholeFlow(StepRule<S, Object> rule, S state, Object top, EventSink events) {
        return rule.resolve(state, top, this, events);
    }

    /** True when the decider's choice stays hidden from the other seats once applied ({@link StepRule#hidesChoice}). */
    public boolean hidesChoice(S state) {
        T top = access.of(state).peek();
        return top != null && entry(top).rule.hidesChoice(state, top);
    }

    /** {@code action} (not yet applied) as {@code observer} may see it (-1: everyone), by the top step's rule. */
    public String describe(S state, Action action, int observer) {
        T top = access.of(state).peek();
        return top == null ? String.valueOf(action) : entry(top).rule.describe(state, top, action, observer);
    }

    /**
     * The number a player types for {@code action} at a terminal, as the first rule that declares one for its type
     * says ({@link Actions#number}), or 0.
     */
    public int choiceNumber(Action action) {
        for (Entry<S> e : entries) {
            int n = e.actions == null ? 0 : e.actions.choiceNumber(action);
            if (n != 0) {
                return n;
            }
        }
        return 0;
    }

    /**
     * The seat on turn while {@code decider} decides: the {@link TurnPolicy}'s answer, or without a policy the
     * first {@link StepRule#turnOwner} from the top of the stack down, else the decider.
     */
    public int onTurn(S state, int decider) {
        if (turns != null) {
            return turns.onTurn(state, decider);
        }
        StepStack<T> stack = access.of(state);
        for (int d = 0; d < stack.size(); d++) {
            T step = stack.peek(d);
            int owner = entry(step).rule.turnOwner(state, step);
            if (owner >= 0) {
                return owner;
            }
        }
        return decider;
    }

    // ---------------------------------------------------------------- moving the flow (for rules and set-up)

    /** The state's step stack. */
    public StepStack<T> steps(S state) {
        return access.of(state);
    }

    /** The turn policy, or null when none was declared. */
    @Override
    public TurnPolicy<S> turns() {
        return turns;
    }

    /** Set-up's last move: begins {@code phase} and settles, so the game waits at its first decision. */
    public void start(S state, Phase phase, EventSink events) {
        start(state, phase.name(), events);
    }

    /** Set-up's last move: begins the phase called {@code phase} and settles. */
    public void start(S state, String phase, EventSink events) {
        begin(state, phase, events);
        settle(state, events);
    }

    /**
     * Pushes the first step of {@code phase} (skipping places whose factory returns null; if every place is
     * skipped, the phase's end hook runs at once).
     *
     * @throws IllegalArgumentException for a phase that was not declared
     */
    @Override
    public void begin(S state, String phase, EventSink events) {
        Integer p = phaseIndex.get(phase);
        if (p == null) {
            throw new IllegalArgumentException("no phase '" + phase + "'");
        }
        enter(state, p, 0, events);
    }

    /**
     * The top step is over: pops it, and if it was a phase step, pushes the phase's next step (or runs the phase's
     * end hook after its last step). An interrupt is just popped: the step below continues.
     */
    @Override
    public void done(S state, EventSink events) {
        StepStack<T> stack = access.of(state);
        T top = stack.pop();
        Entry<S> e = entry(top);
        if (e.phase >= 0) {
            enter(state, e.phase, e.loop ? e.position : e.position + 1, events);
        }
    }

    /** Pushes {@code step} on top (an interrupt, or a step the rules add). */
    @Override
    @SuppressWarnings("unchecked")
    public void push(S state, Object step) {
        access.of(state).push((T) step);
    }

    /** Replaces the top step with {@code step}. */
    @Override
    @SuppressWarnings("unchecked")
    public void replace(S state, Object step) {
        access.of(state).replaceTop((T) step);
    }

    /** Removes every step: the game is over unless {@link Builder#whenEmpty} refills the stack. */
    @Override
    public void endGame(S state) {
        access.of(state).clear();
    }

    private void enter(S state, int phase, int from, EventSink events) {
        PhaseDecl<S, T> p = phases[phase];
        Enter<S, ? extends T>[] places = p.places;
        for (int i = from; i < places.length; i++) {
            T step = places[i].enter(state);
            if (step != null) {
                access.of(state).push(step);
                return;
            }
        }
        if (p.end != null) {
            p.end.end(state, this, events);
        }
    }

    /**
     * Resolves automatic steps (each top step's {@link StepRule#resolve}) until a decision is pending or the
     * stack is empty (and {@link Builder#whenEmpty}, if any, does not refill it). Games call it after set-up;
     * {@link #apply} calls it after every action.
     *
     * @throws IllegalStateException when the flow does not settle after {@link #MAX_AUTOMATIC} resolutions (a bug
     *     in the game's rules; an {@link StepRule#AUTO} step left on top is reported by {@link #currentPlayer})
     */
    public void settle(S state, EventSink events) {
        StepStack<T> stack = access.of(state);
        for (int n = 0; n < MAX_AUTOMATIC; n++) {
            T top = stack.peek();
            if (top == null) {
                if (whenEmpty == null || !whenEmpty.refill(state, this, events)) {
                    return;
                }
                continue;
            }
            Entry<S> e = entry(stack, top);
            int resolves = e.resolves;
            if (resolves == NEVER) {
                return;
            }
            if (resolves == CONTROL ? !e.rule.resolve(state, top, (Control<S>) this, events)
                    : !resolveWholeFlow(e.rule, state, top, events)) {
                return;
            }
        }
        throw new IllegalStateException("the flow did not settle after " + MAX_AUTOMATIC
                + " automatic steps (top: " + stack.peek() + ")");
    }

    // ---------------------------------------------------------------- introspection

    /** The rule registered for {@code step}'s type. */
    @SuppressWarnings("unchecked")
    public <X extends T> StepRule<S, X> ruleOf(X step) {
        return (StepRule<S, X>) (StepRule<S, ?>) entry(step).rule;
    }

    /** The int id of {@code step}'s registered type: 0, 1, 2... in the order of registration. */
    public int typeId(T step) {
        return entry(step).id;
    }

    /** The number of registered step types. */
    public int typeCount() {
        return entries.length;
    }

    /** The name of the phase {@code step} belongs to, or null for an interrupt. */
    public String phaseOf(T step) {
        Entry<S> e = entry(step);
        return e.phase < 0 ? null : phases[e.phase].name;
    }

    /**
     * The stack of {@code state} from the top (the step deciding now) down, as every seat may see it: each step's
     * registered type name, its phase ("" for an interrupt) and its decider (asked of each rule as if its step were
     * on top: {@link PendingStep#UNKNOWN} when the rule cannot tell yet). For display, not for the hot path.
     */
    public List<PendingStep> pendingSteps(S state) {
        StepStack<T> stack = access.of(state);
        List<PendingStep> out = new ArrayList<>(stack.size());
        for (int depth = 0; depth < stack.size(); depth++) {
            T step = stack.peek(depth);
            Entry<S> e = entry(step);
            int decider;
            try {
                decider = e.rule.decider(state, step);
                decider = decider == StepRule.AUTO ? PendingStep.AUTOMATIC : Math.max(PendingStep.UNKNOWN, decider);
            } catch (RuntimeException ex) {
                decider = PendingStep.UNKNOWN;
            }
            out.add(new PendingStep(e.type.getSimpleName(), e.phase < 0 ? "" : phases[e.phase].name, decider));
        }
        return out;
    }

    /**
     * What was declared, as data: the phases with their steps in order, where each phase leads, the interrupts,
     * and for every step who decides (a seat, by itself, or either) and the actions it takes. {@code agon flow}
     * prints it as text and as a Mermaid diagram ({@link FlowShape#text}, {@link FlowShape#mermaid}).
     */
    public FlowShape shape() {
        java.util.Set<Class<?>> placed = new java.util.HashSet<>();
        for (PhaseDecl<S, T> p : phases) {
            placed.addAll(p.types);
        }
        List<FlowShape.Phase> ps = new ArrayList<>();
        for (PhaseDecl<S, T> p : phases) {
            List<FlowShape.Step> steps = new ArrayList<>();
            for (Class<?> type : p.types) {
                steps.add(stepShape(table.get(type)));
            }
            // the steps the phase's places lead to, and what those lead to, in the order found
            List<FlowShape.Step> within = new ArrayList<>();
            java.util.ArrayDeque<Class<?>> todo = new java.util.ArrayDeque<>(p.types);
            while (!todo.isEmpty()) {
                for (Class<?> to : table.get(todo.poll()).leadsTo) {
                    Entry<S> e = table.get(to);
                    if (!placed.contains(to) && e.reason == null) {
                        placed.add(to);
                        within.add(stepShape(e));
                        todo.add(to);
                    }
                }
            }
            ps.add(new FlowShape.Phase(p.name, steps, p.next, p.end != null, within));
        }
        List<FlowShape.Step> interrupts = new ArrayList<>();
        for (Entry<S> e : entries) {
            if (e.phase < 0 && !placed.contains(e.type)) {
                interrupts.add(stepShape(e));
            }
        }
        return new FlowShape(ps, interrupts, turns != null, whenEmpty != null);
    }

    private static FlowShape.Step stepShape(Entry<?> e) {
        List<String> actions = new ArrayList<>();
        if (e.actions != null) {
            for (Class<? extends Action> a : e.actions.types()) {
                actions.add(a.getSimpleName());
            }
        }
        List<String> leads = new ArrayList<>();
        for (Class<?> to : e.leadsTo) {
            leads.add(to.getSimpleName());
        }
        FlowShape.Decides decides = e.actions == null && e.resolves != NEVER ? FlowShape.Decides.AUTOMATIC
                : e.resolves != NEVER ? FlowShape.Decides.SEAT_OR_AUTOMATIC : FlowShape.Decides.SEAT;
        return new FlowShape.Step(e.type.getSimpleName(), e.rule.getClass().getSimpleName(), decides, actions,
                leads, e.loop, e.reason);
    }

    /** The declared phases' names, in order. */
    public List<String> phaseNames() {
        List<String> out = new ArrayList<>();
        for (PhaseDecl<S, T> p : phases) {
            out.add(p.name);
        }
        return out;
    }

    /**
     * The entry of {@code top}, the top of {@code stack}: the stack remembers the last entry it needed, so the
     * several questions asked about one pending step (who decides, what is legal, apply, settle), and the next
     * value of the same step type, cost one class comparison.
     */
    @SuppressWarnings("unchecked")
    private Entry<S> entry(StepStack<T> stack, Object top) {
        Object cached = stack.cachedEntry;
        if (cached != null) {
            Entry<S> c = (Entry<S>) cached;
            if (c.type == top.getClass() && c.owner == this) {
                return c;
            }
        }
        Entry<S> e = entry(top);
        stack.cachedEntry = e;
        return e;
    }

    /** The entry of {@code step}'s type: one identity-hash probe on the fast path. */
    private Entry<S> entry(Object step) {
        Entry<S> e = table.get(step.getClass());
        if (e == null) {
            throw new IllegalStateException("no rule is registered for the step type " + step.getClass().getName());
        }
        return e;
    }

    /**
     * Declares a flow: phases (each an ordered list of steps with their rules), interrupt steps, the turn policy.
     *
     * @param <S> the game's state type
     * @param <T> the game's step type
     */
    public static final class Builder<S, T> {
        private final Steps<S, T> access;
        private final List<PhaseDecl<S, T>> phases = new ArrayList<>();
        private final Map<Class<?>, Registration<S>> entries = new LinkedHashMap<>();

        /** One registered step type. */
        private record Registration<S>(Class<?> type, StepRule<S, Object> rule, int phase, int position,
                                       boolean loop, String reason) {
        }

        /** The declared edges: the step types each registered step's rule may put on the stack. */
        private final Map<Class<?>, List<Class<?>>> leads = new LinkedHashMap<>();
        /** The step type registered last (for {@link #leadsTo}). */
        private Class<?> last;
        private TurnPolicy<S> turns;
        private WhenEmpty<S> whenEmpty;
        private String phase;
        private List<Enter<S, ? extends T>> phaseSteps;
        private List<Class<?>> phaseTypes;
        private PhaseEnd<S> phaseEnd;
        private List<String> phaseNext;

        private Builder(Steps<S, T> access) {
            this.access = Objects.requireNonNull(access);
        }

        /** Starts the next phase; the following {@link #step}s are its steps, in order. */
        public Builder<S, T> phase(Phase phase) {
            return phase(phase.name());
        }

        /** Starts the next phase, called {@code name}; prefer a {@link Phase} constant, named once. */
        public Builder<S, T> phase(String name) {
            closePhase();
            for (PhaseDecl<S, T> p : phases) {
                if (p.name.equals(name)) {
                    throw new IllegalArgumentException("phase '" + name + "' is declared twice");
                }
            }
            phase = Objects.requireNonNull(name);
            phaseSteps = new ArrayList<>();
            phaseTypes = new ArrayList<>();
            phaseEnd = null;
            phaseNext = List.of();
            return this;
        }

        /**
         * The next step of the current phase: its type, how it enters (a factory that may return null to skip it)
         * and its rule.
         */
        public <X extends T> Builder<S, T> step(Class<X> type, Enter<S, ? extends X> enter,
                                                StepRule<S, ? super X> rule) {
            if (phase == null) {
                throw new IllegalStateException("step(" + type.getSimpleName() + ") outside a phase: call phase()"
                        + " first, or register an interrupt with on()");
            }
            register(type, rule, phases.size(), phaseSteps.size(), false, null);
            phaseSteps.add(Objects.requireNonNull(enter));
            phaseTypes.add(type);
            return this;
        }

        /**
         * A place of the current phase that repeats: {@code next} makes its step (a seat's turn, say), and each time
         * that step is done, {@code next} is asked again, until it returns null and the phase moves on. A turn loop
         * over the seats is declared so: {@code .loop(Turn.class, s -> nextSeatOrNull(s), TURN_RULE)}.
         */
        public <X extends T> Builder<S, T> loop(Class<X> type, Enter<S, ? extends X> next,
                                                StepRule<S, ? super X> rule) {
            if (phase == null) {
                throw new IllegalStateException("loop(" + type.getSimpleName() + ") outside a phase");
            }
            register(type, rule, phases.size(), phaseSteps.size(), true, null);
            phaseSteps.add(Objects.requireNonNull(next));
            phaseTypes.add(type);
            return this;
        }

        /**
         * A step that the current place's step may turn into ({@code ctx.replace(next)}): it stands at the same
         * place, so when it is done the phase goes on as after the place's own step (a loop asks for the next turn).
         * A turn that ends with a last decision is declared so: {@code .loop(Turn.class, ...).turnsInto(TurnEnd.class,
         * rule)}.
         */
        public <X extends T> Builder<S, T> turnsInto(Class<X> type, StepRule<S, ? super X> rule) {
            if (phase == null || phaseTypes.isEmpty()) {
                throw new IllegalStateException("turnsInto(" + type.getSimpleName() + ") needs a step of a phase"
                        + " before it");
            }
            Class<?> place = phaseTypes.get(phaseTypes.size() - 1);
            Registration<S> of = entries.get(place);
            List<Class<?>> to = new ArrayList<>(leads.getOrDefault(place, List.of()));
            to.add(type);
            leads.put(place, List.copyOf(to));
            register(type, rule, of.phase(), of.position(), of.loop(), null);
            return this;
        }

        /**
         * The step types that the rule of the step declared last may put on the stack (push, or replace its step
         * with): what a turn leads to, in order. These steps are then part of the phase that leads to them (a
         * sequence inside it), and {@code agon flow} draws the edges. Each must be registered in this flow.
         */
        public Builder<S, T> leadsTo(Class<?>... types) {
            if (last == null) {
                throw new IllegalStateException("leadsTo() before any step");
            }
            List<Class<?>> to = new ArrayList<>(leads.getOrDefault(last, List.of()));
            to.addAll(List.of(types));
            leads.put(last, List.copyOf(to));
            return this;
        }

        /**
         * A real interrupt: a step the rules push on top of whatever is pending, decided out of turn (a reaction, a
         * discard asked of every other player), with {@code reason} saying why it cannot be part of a phase.
         */
        public <X extends T> Builder<S, T> interrupt(Class<X> type, StepRule<S, ? super X> rule, String reason) {
            closePhase();
            if (reason == null || reason.isBlank()) {
                throw new IllegalArgumentException("an interrupt needs its reason");
            }
            register(type, rule, -1, -1, false, reason);
            return this;
        }

        /** What happens after the current phase's last step: begin another phase, end the turn or the game. */
        public Builder<S, T> then(PhaseEnd<S> end) {
            return then(end, new String[0]);
        }

        /**
         * What happens after the current phase's last step, naming the phases {@code end} may begin (or "" for the
         * end of the game): the names are what {@link Flow#shape()} draws, so a reader sees where the flow goes.
         */
        public Builder<S, T> then(PhaseEnd<S> end, String... next) {
            if (phase == null) {
                throw new IllegalStateException("then() outside a phase");
            }
            phaseEnd = end;
            phaseNext = List.of(next);
            return this;
        }

        /**
         * After the current phase, begin {@code next} (may be declared later, or be this phase: a repeat), or end
         * the game for {@link Phase#GAME_OVER}.
         */
        public Builder<S, T> then(Phase next) {
            if (next.isGameOver()) {
                return then((s, flow, ev) -> { }, "");
            }
            return thenPhase(next.name());
        }

        /**
         * After the current phase, {@code end} decides where the flow goes; {@code next} names the phases it may
         * begin ({@link Phase#GAME_OVER} for the end of the game), so {@code agon flow} draws every edge.
         */
        public Builder<S, T> then(PhaseEnd<S> end, Phase... next) {
            String[] names = new String[next.length];
            for (int i = 0; i < next.length; i++) {
                names[i] = next[i].name();
            }
            return then(end, names);
        }

        /**
         * After the current phase, the same phase again unless {@code over} says the game is over: a round that
         * repeats until the last round.
         */
        public Builder<S, T> repeatUnless(java.util.function.Predicate<S> over) {
            String again = phase;
            if (again == null) {
                throw new IllegalStateException("repeatUnless() outside a phase");
            }
            return then((s, flow, ev) -> {
                if (!over.test(s)) {
                    flow.begin(s, again, ev);
                }
            }, again, "");
        }

        /** After the current phase, begin the phase {@code next} (may be declared later, or be this phase). */
        public Builder<S, T> thenPhase(String next) {
            return then((s, flow, ev) -> flow.begin(s, next, ev), next);
        }

        /**
         * A step type outside the phases: an interrupt pushed by the rules (a bid, a reaction, a choice of a seat
         * not on turn), or a step that the game pushes itself. A reusable kit step (such as an auction) plugs in
         * the same way.
         */
        public <X extends T> Builder<S, T> on(Class<X> type, StepRule<S, ? super X> rule) {
            closePhase();
            register(type, rule, -1, -1, false, null);
            return this;
        }

        /** The turn order (who is on turn, who is next). */
        public Builder<S, T> turns(TurnPolicy<S> policy) {
            closePhase();
            this.turns = policy;
            return this;
        }

        /** Called when the stack is empty after a step: true when it pushed a step, false when the game is over. */
        public Builder<S, T> whenEmpty(WhenEmpty<S> hook) {
            closePhase();
            this.whenEmpty = hook;
            return this;
        }

        /** The flow. */
        public Flow<S, T> build() {
            closePhase();
            for (PhaseDecl<S, T> p : phases) {
                if (p.steps.isEmpty()) {
                    throw new IllegalStateException("phase '" + p.name + "' has no step");
                }
            }
            if (entries.isEmpty()) {
                throw new IllegalStateException("a flow needs at least one step type");
            }
            for (Map.Entry<Class<?>, List<Class<?>>> e : leads.entrySet()) {
                for (Class<?> to : e.getValue()) {
                    if (!entries.containsKey(to)) {
                        throw new IllegalStateException(e.getKey().getSimpleName() + " leads to "
                                + to.getSimpleName() + ", which is not registered");
                    }
                }
            }
            for (PhaseDecl<S, T> p : phases) {
                for (String n : p.next) {
                    if (!n.isEmpty() && phases.stream().noneMatch(q -> q.name.equals(n))) {
                        throw new IllegalStateException("phase '" + p.name + "' names a next phase '" + n
                                + "' that is not declared");
                    }
                }
            }
            return new Flow<>(this);
        }

        @SuppressWarnings("unchecked")
        private void register(Class<?> type, StepRule<S, ?> rule, int phaseIndex, int position, boolean loop,
                              String reason) {
            Objects.requireNonNull(rule, "rule");
            if (entries.containsKey(type)) {
                throw new IllegalArgumentException("step type " + type.getSimpleName() + " is registered twice");
            }
            entries.put(type, new Registration<>(type, (StepRule<S, Object>) rule, phaseIndex, position, loop,
                    reason));
            last = type;
        }

        private void closePhase() {
            if (phase != null) {
                phases.add(new PhaseDecl<>(phase, List.copyOf(phaseSteps), List.copyOf(phaseTypes), phaseEnd,
                        phaseNext));
                phase = null;
                phaseSteps = null;
                phaseTypes = null;
                phaseEnd = null;
                phaseNext = null;
            }
        }
    }
}
