"""Tabular Q-learning on tic-tac-toe against Agon's random agent, over ``agon env --stdio`` (numpy only).

The learner takes X and O in turn, game by game, in 64 games at once. It learns for a while, then plays greedily
and reports its share of games not lost. Run from the repository root:

    python3 python/examples/train_tictactoe.py
"""

import os
import sys
import time

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from agon_env import AgonVecEnv  # noqa: E402


def train(seconds=40.0, games=64, seed=1, gamma=0.9, alpha=0.5, quiet=False):
    """Learns for ``seconds``, then evaluates greedily over 2,000 games; returns (non-loss share, curve)."""
    env = AgonVecEnv("tictactoe", games=games, seed=seed)
    rng = np.random.default_rng(seed)
    q = {}

    def values(key):
        v = q.get(key)
        if v is None:
            v = q[key] = np.zeros(env.action_count)
        return v

    def choose(keys, masks, epsilon):
        ids = np.empty(len(keys), dtype=np.int32)
        for i, key in enumerate(keys):
            legal = np.flatnonzero(masks[i])
            if rng.random() < epsilon:
                ids[i] = rng.choice(legal)
            else:
                v = values(key)[legal]
                ids[i] = legal[rng.choice(np.flatnonzero(v == v.max()))]
        return ids

    obs, info = env.reset()
    keys = [o.astype(np.uint8).tobytes() for o in obs]
    masks = info["action_mask"]
    start = time.monotonic()
    curve = []
    finished = wins = draws = 0
    while time.monotonic() - start < seconds:
        epsilon = max(0.02, 0.3 * (1 - (time.monotonic() - start) / seconds))
        ids = choose(keys, masks, epsilon)
        obs, reward, done, _, info = env.step(ids)
        next_keys = [o.astype(np.uint8).tobytes() for o in obs]
        next_masks = info["action_mask"]
        for i in range(len(keys)):
            target = reward[i]
            if not done[i]:
                target += gamma * values(next_keys[i])[np.flatnonzero(next_masks[i])].max()
            v = values(keys[i])
            v[ids[i]] += alpha * (target - v[ids[i]])
            if done[i]:
                finished += 1
                wins += reward[i] > 0
                draws += reward[i] == 0
        if finished >= 2000:
            curve.append((round(time.monotonic() - start, 1), (wins + draws) / finished))
            if not quiet:
                print("%6.1f s  not lost %.1f%% of the last %d games" % (curve[-1][0], 100 * curve[-1][1], finished))
            finished = wins = draws = 0
        keys, masks = next_keys, next_masks
    finished = losses = 0
    while finished < 2000:
        ids = choose(keys, masks, 0.0)
        obs, reward, done, _, info = env.step(ids)
        keys = [o.astype(np.uint8).tobytes() for o in obs]
        masks = info["action_mask"]
        finished += int(done.sum())
        losses += int((reward[done] < 0).sum())
    env.close()
    share = 1 - losses / finished
    if not quiet:
        print("greedy, %d games against random: not lost %.1f%% (%d states learned)" % (finished, 100 * share, len(q)))
    return share, curve


if __name__ == "__main__":
    train()
