"""The speed of Agon's environments seen from Python: game-steps per second, one game and 64 games a step.

Each step sends one random legal id per game (chosen in numpy from the mask) and reads the whole reply: every
game's observation, mask, reward, done flag and seat. Prints, per game and batch size, the game-steps per second
inside ``step`` (the bridge: the message out, the JVM's work, the reply in and split) and end to end (with the
client's choice of ids), as the median of three timed trials with their range; over the stdio bridge and, where
JPype is installed, in process. Run from the repository root:

    python3 python/examples/bench_env.py [seconds per trial] [game ...]
"""

import os
import sys
import time

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from agon_env import Bridge  # noqa: E402
from agon_env import inprocess  # noqa: E402


def measure(game, games, seconds, backend="stdio", seed=1):
    """{"step": [...], "loop": [...]}: game-steps per second of three trials (inside step, end to end)."""
    make = Bridge if backend == "stdio" else inprocess.InProcessBridge
    bridge = make(game, games=games, seed=seed)
    rng = np.random.default_rng(seed)
    noise = rng.random((8, games, bridge.actions), dtype=np.float32) + 0.5   # tables of random priorities
    _, mask, _, _, _ = bridge.reset(seed)
    out = {"step": [], "loop": []}
    for trial in range(4):                      # the first is a warm-up
        steps = 0
        inside = 0.0
        start = time.perf_counter()
        while time.perf_counter() - start < seconds:
            ids = np.argmax(mask * noise[steps % 8], axis=1).astype("<i4")
            before = time.perf_counter()
            _, mask, _, _, _ = bridge.step(ids)
            inside += time.perf_counter() - before
            steps += 1
        total = time.perf_counter() - start
        if trial > 0:
            out["step"].append(steps * games / inside)
            out["loop"].append(steps * games / total)
    bridge.close()
    return out


def main():
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
    names = sys.argv[2:] or ["architekton", "massilia"]
    backends = ["stdio"] + (["jpype"] if inprocess.available() else [])
    for game in names:
        for backend in backends:
            for games in (1, 64):
                r = measure(game, games, seconds, backend)
                s, e = sorted(r["step"]), sorted(r["loop"])
                f = ["{:,.0f}".format(v) for v in (s[1], s[0], s[2], e[1], e[0], e[2])]
                print("%-12s %-5s %2d game%s a step: %9s game-steps/s inside step [%s - %s], %9s end to end [%s - %s]"
                      % tuple([game, backend, games, " " if games == 1 else "s"] + f))

if __name__ == "__main__":
    main()
