package io.agon.analysis;

import io.agon.core.Words;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The few sentences at the top of a report: what matters most, each figure with its interval. */
final class Summary {

    private Summary() {
    }

    /** The summary of {@code counts}: per player count, balance, length and draws, and skill against luck. */
    static List<String> of(List<Report.Count> counts) {
        List<String> out = new ArrayList<>();
        for (Report.Count c : counts) {
            if (c.games() == 0) {
                continue;
            }
            String at = "At " + c.players() + " players (" + c.games() + " games): ";
            Report.Balance b = c.balance();
            Report.Position first = b.positions().get(0);
            Report.Position best = first;
            Report.Position worst = first;
            for (Report.Position p : b.positions()) {
                best = p.rate() > best.rate() ? p : best;
                worst = p.rate() < worst.rate() ? p : worst;
            }
            String expected = pct(b.expected());
            if (b.pValue() < 0.05) {
                out.add(at + "position matters (" + p(b.pValue()) + "): position " + (best.position() + 1) + " wins "
                        + share(best.rate(), best.low(), best.high()) + " and position " + (worst.position() + 1)
                        + " " + share(worst.rate(), worst.low(), worst.high()) + ", against " + expected
                        + " expected.");
            } else {
                out.add(at + "no position edge shows (" + p(b.pValue()) + "): the start player wins "
                        + share(first.rate(), first.low(), first.high()) + " against " + expected + " expected.");
            }
            Report.Balance eq = c.equalAgents();
            if (eq != null) {
                Report.Position e1 = eq.positions().get(0);
                out.add(at + "between equal agents (" + e1.games() + " games, each agent against itself), the start"
                        + " player wins " + share(e1.rate(), e1.low(), e1.high()) + " against " + expected
                        + " expected (" + p(eq.pValue()) + ").");
            }
            out.add(at + "a game runs " + Words.count(c.actions().median(), "action") + " (median; 5th-95th"
                    + " percentile " + c.actions().p5() + "-" + c.actions().p95() + "), "
                    + Words.count(c.decisions().median(), "decision") + " and "
                    + Words.count(c.rounds().median(), "round") + "; " + share(c.draws().rate(), c.draws().low(), c.draws().high())
                    + " of games end with a shared first place.");
            Report.Skill s = c.skill();
            if (s != null && s.contests() > 0) {
                out.add(at + "the better agent (by results: " + String.join(" < ", s.ladder()) + ") places ahead in "
                        + share(s.rate(), s.low(), s.high()) + " of contests (50% would be pure luck)"
                        + (s.inOrder() ? "." : "; the agents were listed in another order."));
            }
        }
        return out;
    }

    /** "42% [38, 47]", or "0.5% [0.1, 2.7]" below 10%. */
    static String share(double rate, double low, double high) {
        return pct(rate) + " [" + pct(low).replace("%", "") + ", " + pct(high).replace("%", "") + "]";
    }

    /** "42%", or "0.5%" below 10% (so that one draw in 200 games does not read "0%"). */
    static String pct(double x) {
        return x >= 0.0005 && x < 0.095 ? String.format(Locale.ROOT, "%.1f%%", 100 * x) : Math.round(100 * x) + "%";
    }

    /** "p = 0.0123", or "p < 0.0001" for a smaller one. */
    static String p(double p) {
        return p < 0.0001 ? "p < 0.0001" : "p = " + String.format(Locale.ROOT, "%.4f", p);
    }
}
