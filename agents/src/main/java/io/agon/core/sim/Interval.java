package io.agon.core.sim;

/**
 * An estimate with a 95% confidence interval.
 *
 * @param estimate the point estimate (a rate or a mean)
 * @param low      lower end of the interval
 * @param high     upper end of the interval
 */
public record Interval(double estimate, double low, double high) {

    /** The z value of a two-sided 95% interval. */
    public static final double Z95 = 1.959963984540054;

    /**
     * The Wilson score interval of a rate: {@code successes} out of {@code n} (successes may be fractional, e.g.
     * shared wins). It stays inside [0, 1] and behaves well near 0 and 1, unlike the normal approximation.
     */
    public static Interval wilson(double successes, int n) {
        if (n <= 0) {
            return new Interval(Double.NaN, Double.NaN, Double.NaN);
        }
        double p = successes / n;
        double z2 = Z95 * Z95;
        double denominator = 1 + z2 / n;
        double centre = (p + z2 / (2.0 * n)) / denominator;
        double half = Z95 * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / denominator;
        return new Interval(p, Math.max(0, centre - half), Math.min(1, centre + half));
    }

    /**
     * The mean of {@code values} with a normal-approximation 95% interval ({@code 1.96} standard errors, using
     * the sample standard deviation). A single value gives a zero-width interval.
     */
    public static Interval mean(double[] values) {
        int n = values.length;
        if (n == 0) {
            return new Interval(Double.NaN, Double.NaN, Double.NaN);
        }
        double sum = 0;
        for (double v : values) {
            sum += v;
        }
        double mean = sum / n;
        if (n == 1) {
            return new Interval(mean, mean, mean);
        }
        double squares = 0;
        for (double v : values) {
            squares += (v - mean) * (v - mean);
        }
        double half = Z95 * Math.sqrt(squares / (n - 1)) / Math.sqrt(n);
        return new Interval(mean, mean - half, mean + half);
    }

    /** Half the width of the interval. */
    public double halfWidth() {
        return (high - low) / 2;
    }
}
