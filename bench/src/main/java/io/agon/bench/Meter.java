package io.agon.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What {@link Bench} reads about the measuring thread: its CPU time (and the user part of it), the bytes it has
 * allocated, and on Linux its minor page faults. Each reading falls back gracefully where the JVM or the system
 * cannot tell.
 */
final class Meter {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final com.sun.management.ThreadMXBean HOTSPOT =
            THREADS instanceof com.sun.management.ThreadMXBean t && t.isThreadAllocatedMemorySupported()
                    && t.isThreadAllocatedMemoryEnabled() ? t : null;
    private static final Path STAT = Path.of("/proc/thread-self/stat");

    /** A reading of the thread's CPU time, user time (both -1 if unknown) and page faults (-1 if unknown). */
    record Mark(long cpu, long user, long faults) {
    }

    Mark mark() {
        boolean cpu = cpuTimeKnown();
        return new Mark(cpu ? THREADS.getCurrentThreadCpuTime() : -1, cpu ? THREADS.getCurrentThreadUserTime() : -1,
                minorFaults());
    }

    /** True when the JVM measures the current thread's CPU time. */
    static boolean cpuTimeKnown() {
        return THREADS.isCurrentThreadCpuTimeSupported() && THREADS.isThreadCpuTimeEnabled();
    }

    /** The current thread's CPU time in nanoseconds, or wall time where the JVM cannot tell. */
    static long cpuTime() {
        return cpuTimeKnown() ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
    }

    /** True when {@link #allocated()} is known. */
    static boolean known() {
        return HOTSPOT != null;
    }

    /** Bytes the current thread has allocated so far (0 when unknown, see {@link #known()}). */
    static long allocated() {
        return HOTSPOT != null ? HOTSPOT.getCurrentThreadAllocatedBytes() : 0;
    }

    private static final java.lang.management.CompilationMXBean JIT = ManagementFactory.getCompilationMXBean();

    /**
     * Milliseconds the JIT compilers have spent so far (0 where the JVM cannot tell): while it grows, code is
     * still being compiled.
     */
    static long compileMillis() {
        return JIT != null && JIT.isCompilationTimeMonitoringSupported() ? JIT.getTotalCompilationTime() : 0;
    }

    /** Share of the CPU time between the marks spent in the kernel, or NaN. */
    static double kernelShare(Mark a, Mark b) {
        long cpu = b.cpu - a.cpu;
        if (a.cpu < 0 || cpu <= 0) {
            return Double.NaN;
        }
        return Math.max(0, Math.min(1, 1 - (double) (b.user - a.user) / cpu));
    }

    /** Minor page faults between the marks, or -1. */
    static long faults(Mark a, Mark b) {
        return a.faults < 0 || b.faults < 0 ? -1 : b.faults - a.faults;
    }

    /** The current thread's minor page faults (field 10 of Linux's /proc/thread-self/stat), or -1. */
    private static long minorFaults() {
        try {
            String s = Files.readString(STAT);
            String[] f = s.substring(s.lastIndexOf(')') + 2).split(" ");
            return Long.parseLong(f[7]);
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }
}
