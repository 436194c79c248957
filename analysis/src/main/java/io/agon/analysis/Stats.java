package io.agon.analysis;

import java.util.Arrays;

/** The statistics of the report: Wilson intervals, percentiles, and the chi-square test of equal shares. */
final class Stats {

    /** z for a 95% interval. */
    static final double Z95 = 1.959963984540054;

    private Stats() {
    }

    /** The Wilson 95% interval {low, high} of {@code successes} (may be fractional: shared wins) in {@code n}. */
    static double[] wilson(double successes, int n) {
        if (n == 0) {
            return new double[] {0, 1};
        }
        double p = successes / n;
        double z2 = Z95 * Z95;
        double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
        double half = Z95 * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / (1 + z2 / n);
        return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
    }

    /** The {@code q}-quantile (0..1) of {@code sorted}, by the nearest rank. */
    static int quantile(int[] sorted, double q) {
        if (sorted.length == 0) {
            return 0;
        }
        int i = (int) Math.ceil(q * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, i))];
    }

    /** A sorted copy. */
    static int[] sorted(int[] values) {
        int[] c = values.clone();
        Arrays.sort(c);
        return c;
    }

    /**
     * The p-value of Pearson's chi-square test that {@code observed} counts come from equal shares of their total
     * (k - 1 degrees of freedom); 1 when there is nothing to test.
     */
    static double equalSharesPValue(double[] observed) {
        int k = observed.length;
        double total = 0;
        for (double o : observed) {
            total += o;
        }
        if (k < 2 || total <= 0) {
            return 1;
        }
        double expected = total / k;
        double chi = 0;
        for (double o : observed) {
            chi += (o - expected) * (o - expected) / expected;
        }
        return upperGamma((k - 1) / 2.0, chi / 2.0);
    }

    /** The probability that a standard normal variable lies farther than {@code z} from 0. */
    static double twoSidedP(double z) {
        return upperGamma(0.5, z * z / 2);
    }

    /** The {@code z} with {@link #twoSidedP}{@code (z) = alpha} (bisection; {@code alpha} in (0, 1)). */
    static double twoSidedZ(double alpha) {
        double lo = 0;
        double hi = 40;
        for (int i = 0; i < 200; i++) {
            double mid = (lo + hi) / 2;
            if (twoSidedP(mid) > alpha) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return (lo + hi) / 2;
    }

    /**
     * The two-sided p-value of the pooled two-proportion z test that {@code x1} of {@code n1} and {@code x2} of
     * {@code n2} come from one rate (1 when there is nothing to test).
     */
    static double twoProportionPValue(double x1, int n1, double x2, int n2) {
        if (n1 == 0 || n2 == 0) {
            return 1;
        }
        double pooled = (x1 + x2) / (n1 + n2);
        double se = Math.sqrt(pooled * (1 - pooled) * (1.0 / n1 + 1.0 / n2));
        return se == 0 ? 1 : twoSidedP((x1 / n1 - x2 / n2) / se);
    }

    /** Holm's step-down correction of {@code p} for as many tests as it holds (same order). */
    static double[] holm(double[] p) {
        Integer[] order = new Integer[p.length];
        for (int i = 0; i < p.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> Double.compare(p[a], p[b]));
        double[] out = new double[p.length];
        double running = 0;
        for (int r = 0; r < p.length; r++) {
            running = Math.max(running, Math.min(1, (p.length - r) * p[order[r]]));
            out[order[r]] = running;
        }
        return out;
    }

    /** The regularized upper incomplete gamma function Q(a, x) (series or continued fraction). */
    static double upperGamma(double a, double x) {
        if (x <= 0) {
            return 1;
        }
        if (x < a + 1) {
            double sum = 1 / a;
            double term = sum;
            for (int n = 1; n < 1000; n++) {
                term *= x / (a + n);
                sum += term;
                if (Math.abs(term) < Math.abs(sum) * 1e-15) {
                    break;
                }
            }
            return Math.max(0, 1 - sum * Math.exp(-x + a * Math.log(x) - logGamma(a)));
        }
        double b = x + 1 - a;
        double c = 1 / 1e-300;
        double d = 1 / b;
        double h = d;
        for (int i = 1; i < 1000; i++) {
            double an = -i * (i - a);
            b += 2;
            d = an * d + b;
            d = Math.abs(d) < 1e-300 ? 1e-300 : d;
            c = b + an / c;
            c = Math.abs(c) < 1e-300 ? 1e-300 : c;
            d = 1 / d;
            double del = d * c;
            h *= del;
            if (Math.abs(del - 1) < 1e-15) {
                break;
            }
        }
        return Math.min(1, Math.exp(-x + a * Math.log(x) - logGamma(a)) * h);
    }

    /** ln Γ(x) for x > 0 (Lanczos). */
    static double logGamma(double x) {
        double[] g = {676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
            12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7};
        if (x < 0.5) {
            return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
        }
        x -= 1;
        double a = 0.99999999999980993;
        double t = x + 7.5;
        for (int i = 0; i < g.length; i++) {
            a += g[i] / (x + i + 1);
        }
        return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(a);
    }
}
