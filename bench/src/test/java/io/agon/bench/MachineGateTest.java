package io.agon.bench;

import io.agon.core.sim.TinyGame;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Which forks of a bench run {@link MachineGate} measures again, judged by the reference loop around their trials. */
class MachineGateTest {

    private static final ObjectMapper JSON = new ObjectMapper()
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    /** One short real bench result of the test game, as JSON; each fork below is it with other loop speeds. */
    private static ObjectNode template;

    @BeforeAll
    static void measureOnce() {
        Bench.Result r = Bench.of(new TinyGame()).seconds(0.05).trials(3).speedup(false)
                .run();
        template = JSON.valueToTree(r);
    }

    /** A fork whose trials ran with the reference loop at {@code speeds} (M steps/s), one per trial. */
    private static Bench.Result fork(double... speeds) {
        ObjectNode copy = template.deepCopy();
        for (var figure : (ArrayNode) copy.get("figures")) {
            ArrayNode machine = ((ObjectNode) figure).putArray("machine");
            ArrayNode trials = ((ObjectNode) figure).putArray("trials");
            for (double s : speeds) {
                machine.add(s);
                trials.add(1.0);
            }
        }
        try {
            return JSON.treeToValue(copy, Bench.Result.class);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    /** Runs the gate over {@code firsts}, then hands out {@code retries} in turn; returns what it printed. */
    private static String gate(List<Bench.Result> firsts, List<Bench.Result> again, int budget,
                               List<Bench.Result> out, List<Integer> measured) {
        List<Bench.Result> pending = new ArrayList<>(again);
        StringWriter text = new StringWriter();
        out.addAll(MachineGate.measure(firsts.size(), i -> {
            measured.add(i);
            return measured.size() <= firsts.size() ? firsts.get(i - 1) : pending.remove(0);
        }, Double.NaN, budget, 0, new PrintWriter(text, true)));
        return text.toString();
    }

    @Test
    void aForkSlowForMostOfItsTrialsIsMeasuredAgainThoughOneTrialRanAtFullSpeed() {
        Bench.Result fast = fork(570, 565, 572);
        Bench.Result mostlySlow = fork(567, 478, 484);
        Bench.Result replacement = fork(566, 569, 571);
        List<Bench.Result> results = new ArrayList<>();
        List<Integer> measured = new ArrayList<>();
        String text = gate(List.of(fast, mostlySlow), List.of(replacement), 4, results, measured);
        assertThat(measured).containsExactly(1, 2, 2);
        assertThat(text).contains("the machine ran slow during fork 2: its reference loop ran at 484 M steps/s"
                + " (median of its trials), against 572 in a fork", "retry 1 of at most 4");
        assertThat(results).containsExactly(fast, replacement);
    }

    @Test
    void oneSlowTrialIsLeftToTheForkItself() {
        Bench.Result oneSlow = fork(570, 500, 568);
        List<Bench.Result> results = new ArrayList<>();
        List<Integer> measured = new ArrayList<>();
        String text = gate(List.of(fork(571, 566, 569), oneSlow), List.of(), 4, results, measured);
        assertThat(measured).containsExactly(1, 2);
        assertThat(text).isEmpty();
    }

    @Test
    void theSlowestForkGoesFirstAndTheBudgetIsKept() {
        Bench.Result slow = fork(480, 470, 490);
        Bench.Result slower = fork(420, 430, 425);
        List<Bench.Result> results = new ArrayList<>();
        List<Integer> measured = new ArrayList<>();
        String text = gate(List.of(fork(570, 572, 569), slow, slower), List.of(fork(430, 432, 431), fork(500, 505, 498)),
                2, results, measured);
        // fork 3 (median 425) first, again slow (431); then it is still the slowest and is measured again
        assertThat(measured).containsExactly(1, 2, 3, 3, 3);
        assertThat(text.split("\\(retry ", -1)).hasSize(3);
        assertThat(text).contains("retry 2 of at most 2");
        assertThat(results.get(1)).isSameAs(slow);
    }

    /** A fork like {@link #fork} whose speed-up pairs ran with their 2-thread reference at {@code pairs}. */
    private static Bench.Result forkWithPairs(double[] speeds, double... pairs) {
        ObjectNode copy = JSON.valueToTree(fork(speeds));
        ObjectNode f = ((ArrayNode) copy.get("figures")).addObject();
        f.put("name", Bench.SPEEDUP);
        f.put("median", 1.8);
        f.put("min", 1.8);
        f.put("max", 1.8);
        ArrayNode trials = f.putArray("trials");
        ArrayNode machine = f.putArray("machine");
        for (double p : pairs) {
            trials.add(1.8);
            machine.add(p);
        }
        try {
            return JSON.treeToValue(copy, Bench.Result.class);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    private static final double[] STEADY = {570, 568, 571};

    @Test
    void aForkWhoseSecondProcessorWasBusyIsMeasuredAgainThoughItsFirstRanAtFullSpeed() {
        Bench.Result healthy = forkWithPairs(STEADY, 1000, 1050, 1020);
        Bench.Result busy = forkWithPairs(STEADY, 720, 740, 700);
        Bench.Result replacement = forkWithPairs(STEADY, 990, 1010, 1000);
        List<Bench.Result> results = new ArrayList<>();
        List<Integer> measured = new ArrayList<>();
        String text = gate(List.of(healthy, busy), List.of(replacement), 4, results, measured);
        assertThat(measured).containsExactly(1, 2, 2);
        assertThat(text).contains("the second processor was busy during fork 2: the speed-up pairs' reference loop"
                + " ran at 720 M steps/s on 2 threads (median of its pairs), against 1050 in a fork",
                "retry 1 of at most 4");
        assertThat(results).containsExactly(healthy, replacement);
    }

    @Test
    void pairsWithinTheWiderMarginCountAsSteady() {
        // 860 is 82% of 1050: below the single-thread margin (94%) but within the pairs' margin (75%)
        List<Bench.Result> results = new ArrayList<>();
        List<Integer> measured = new ArrayList<>();
        String text = gate(List.of(forkWithPairs(STEADY, 1000, 1050, 1020), forkWithPairs(STEADY, 850, 870, 860)),
                List.of(), 4, results, measured);
        assertThat(measured).containsExactly(1, 2);
        assertThat(text).isEmpty();
    }

    @Test
    void theMachinesBestPairsReferenceCatchesARunThatWasBusyThroughout() {
        Bench.Result busy = forkWithPairs(STEADY, 800, 790, 810);
        Bench.Result again = forkWithPairs(STEADY, 1000, 1010, 990);
        List<Integer> measured = new ArrayList<>();
        StringWriter text = new StringWriter();
        List<Bench.Result> results = MachineGate.measure(1, i -> {
            measured.add(i);
            return measured.size() == 1 ? busy : again;
        }, 571, 1120, 4, 0, new PrintWriter(text, true));
        assertThat(measured).containsExactly(1, 1);
        assertThat(text.toString()).contains("the second processor was busy during the whole run", "against 1120 seen on"
                + " this machine");
        assertThat(results).containsExactly(again);
        // without the machine's best, a run busy from start to end cannot tell
        measured.clear();
        assertThat(MachineGate.measure(1, i -> {
            measured.add(i);
            return busy;
        }, 571, Double.NaN, 4, 0, new PrintWriter(new StringWriter(), true))).containsExactly(busy);
        assertThat(measured).containsExactly(1);
    }

    @Test
    void aBusySecondProcessorHasARetryBudgetOfItsOwn() {
        // fork 1 slow on one thread, fork 2 with a busy second processor; one retry of each kind
        Bench.Result slowOne = forkWithPairs(new double[] {470, 465, 480}, 1000, 1050, 1020);
        Bench.Result busy = forkWithPairs(STEADY, 720, 740, 700);
        Bench.Result stillSlow = forkWithPairs(new double[] {472, 468, 475}, 1000, 1040, 1020);
        Bench.Result fixed = forkWithPairs(STEADY, 1000, 1010, 990);
        List<Bench.Result> results = new ArrayList<>();
        List<Integer> measured = new ArrayList<>();
        String text = gate(List.of(slowOne, busy), List.of(stillSlow, fixed), 1, results, measured);
        // fork 1 goes first (82% of 571 is further below its margin than 720 is below 75% of 1050), spends the
        // single-thread budget and stays slow; the busy fork is still measured again, on the pairs' budget
        assertThat(measured).containsExactly(1, 2, 1, 2);
        assertThat(text).contains("retry 1 of at most 1)", "retry 1 of at most 1 for the pairs)");
        assertThat(results).containsExactly(stillSlow, fixed);
    }
}
