"""A tiny policy gradient on Massilia against Agon's random agent, over ``agon env --stdio`` (numpy only).

The policy is a softmax over the legal action ids with one learned preference per id (Massilia's ids mean the same
move in every position: "keep a grey 6", "buy prestige", "pass"), trained by REINFORCE with a running baseline on
the game's result (+1 win, -1 loss). It knows nothing of the position, so it learns which kinds of move pay in
general, no more; the point is the whole path from the bridge to a curve on a published game. It prints the share
of games won per block of finished games, then plays greedily-sampled games and reports the win share with a 95%
interval. Run from the repository root:

    python3 python/examples/train_massilia.py [seconds]
"""

import math
import os
import sys
import time

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from agon_env import AgonVecEnv  # noqa: E402


def wilson(wins, n, z=1.96):
    """The 95% Wilson interval of a share."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return c - h, c + h


def play(env, prefs, masks, rng, finished_wanted, learn=None):
    """Plays until ``finished_wanted`` games end; with ``learn`` (rate, state) it updates ``prefs``.

    Returns (games finished, games won, the masks for the next step)."""
    games = masks.shape[0]
    grads = np.zeros((games, prefs.size))
    finished = wins = 0
    while finished < finished_wanted:
        logits = np.where(masks > 0, prefs[None, :], -np.inf)
        p = np.exp(logits - logits.max(axis=1, keepdims=True))
        p /= p.sum(axis=1, keepdims=True)
        u = rng.random((games, 1))
        ids = np.minimum((p.cumsum(axis=1) < u).sum(axis=1), prefs.size - 1).astype(np.int32)
        if learn is not None:
            grads -= p
            grads[np.arange(games), ids] += 1
        _, reward, done, _, info = env.step(ids)
        masks = info["action_mask"]
        for i in np.flatnonzero(done):
            finished += 1
            wins += reward[i] > 0
            if learn is not None:
                rate, state = learn
                prefs += rate * (reward[i] - state["baseline"]) * grads[i]
                state["baseline"] += 0.01 * (reward[i] - state["baseline"])
                grads[i] = 0
    return finished, wins, masks


def train(seconds=60.0, games=64, seed=1, rate=0.002, block=200, evaluate=2000, quiet=False):
    """Learns for ``seconds``; returns (the greedy win share, its interval, the curve)."""
    env = AgonVecEnv("massilia", games=games, seed=seed)
    rng = np.random.default_rng(seed)
    prefs = np.zeros(env.action_count)
    _, info = env.reset()
    masks = info["action_mask"]
    state = {"baseline": 0.0}
    start = time.monotonic()
    curve = []
    while time.monotonic() - start < seconds:
        n, wins, masks = play(env, prefs, masks, rng, block, (rate, state))
        low, high = wilson(wins, n)
        curve.append((round(time.monotonic() - start, 1), wins / n))
        if not quiet:
            print("%6.1f s  won %.1f%% [%.1f, %.1f] of %d games" % (curve[-1][0], 100 * wins / n, 100 * low,
                                                                    100 * high, n))
    n, wins, masks = play(env, prefs, masks, rng, evaluate)
    env.close()
    low, high = wilson(wins, n)
    if not quiet:
        print("after learning, %d games against random: won %.1f%% [%.1f, %.1f]" % (n, 100 * wins / n, 100 * low,
                                                                                   100 * high))
    return wins / n, (low, high), curve


if __name__ == "__main__":
    train(float(sys.argv[1]) if len(sys.argv) > 1 else 60.0)
