"""The Python client against the real launcher: sizes, masks, errors, byte-for-byte determinism, and learning.

AGON_ENV_COMMAND names the launcher (e.g. "java -cp CLASSPATH io.agon.cli.Main"); without it, ./agon.
"""

import os
import sys
import time
import unittest

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from agon_env import AgonAECEnv, AgonEnv, AgonError, AgonVecEnv, Bridge  # noqa: E402


def random_ids(masks, rng):
    return np.array([rng.choice(np.flatnonzero(m)) for m in masks], dtype=np.int32)


class BridgeTest(unittest.TestCase):

    def test_the_greeting_gives_the_sizes(self):
        with Bridge("tictactoe", games=4) as b:
            self.assertEqual((b.games, b.players, b.actions, tuple(b.shape)), (4, 2, 9, (3, 3, 3)))
            self.assertIn("plane 0", b.description)
            obs, mask, reward, done, seat = b.reset(7)
            self.assertEqual(obs.shape, (4, 3, 3, 3))
            self.assertEqual(mask.shape, (4, 9))
            self.assertTrue((mask.sum(axis=1) >= 8).all())
            self.assertEqual(list(seat), [0, 1, 0, 1])

    def test_an_illegal_id_is_refused_in_words_and_changes_nothing(self):
        with Bridge("tictactoe", games=1, seat=1) as b:
            obs, mask, _, _, _ = b.reset(3)
            b.step([4])
            with self.assertRaises(AgonError) as caught:
                b.step([4])
            self.assertIn("not legal", str(caught.exception))
            _, mask2, _, _, _ = b.step([int(np.flatnonzero(b.reset(3)[1][0])[0])])
            self.assertEqual(mask2.shape, (1, 9))

    def test_the_same_seed_and_ids_give_the_same_bytes(self):
        def run():
            rng = np.random.default_rng(5)
            out = []
            with Bridge("kuhn-poker", games=8, seed=2) as b:
                obs, mask, _, _, _ = b.reset(11)
                for _ in range(200):
                    (obs, mask, _, _, _), raw = b.step_raw(random_ids(mask, rng))
                    out.append(raw)
            return b"".join(out)
        first, second = run(), run()
        self.assertEqual(len(first), 200 * 8 * (11 * 4 + 2 + 4 + 1 + 4 + 2 * 4))
        self.assertEqual(first, second)

    def test_an_unknown_game_is_refused_in_one_line(self):
        with self.assertRaises(AgonError) as caught:
            Bridge("no-such-game", games=1)
        self.assertIn("no-such-game", str(caught.exception))
        self.assertNotIn("Exception", str(caught.exception))


class EnvTest(unittest.TestCase):

    def test_gymnasium_shapes(self):
        env = AgonEnv("tictactoe", seed=4)
        obs, info = env.reset()
        self.assertEqual(obs.shape, (3, 3, 3))
        rng = np.random.default_rng(1)
        ended = 0
        for _ in range(100):
            action = rng.choice(np.flatnonzero(info["action_mask"]))
            obs, reward, terminated, truncated, info = env.step(int(action))
            self.assertIsInstance(reward, float)
            self.assertFalse(truncated)
            ended += terminated
        env.close()
        self.assertGreater(ended, 10)

    def test_vector_env(self):
        env = AgonVecEnv("tictactoe", games=32, seed=9)
        obs, info = env.reset()
        rng = np.random.default_rng(2)
        total = 0
        for _ in range(50):
            obs, reward, term, trunc, info = env.step(random_ids(info["action_mask"], rng))
            total += int(term.sum())
        env.close()
        self.assertEqual(obs.shape, (32, 3, 3, 3))
        self.assertGreater(total, 100)


class AECTest(unittest.TestCase):

    def test_every_seat_in_turn_and_rewards_for_all(self):
        env = AgonAECEnv("tictactoe", seed=3)
        env.reset()
        rng = np.random.default_rng(4)
        seen = set()
        moves = 0
        while True:
            obs, reward, terminated, truncated, info = env.last()
            if terminated:
                break
            seen.add(env.agent_selection)
            env.step(int(rng.choice(np.flatnonzero(info["action_mask"]))))
            moves += 1
        self.assertEqual(seen, {"player_0", "player_1"})
        self.assertGreaterEqual(moves, 5)
        self.assertEqual(sorted(env.rewards.values()) in ([-1.0, 1.0], [0.0, 0.0]), True, env.rewards)
        env.step(None)  # the finished game is passed over; the next one starts
        self.assertFalse(env.last()[2])
        env.close()


@unittest.skipUnless(__import__("agon_env.inprocess", fromlist=["available"]).available(),
                     "JPype is not installed (Debian: python3-jpype): the in-process path is not checked")
class InProcessTest(unittest.TestCase):
    """The optional JPype path gives what the stdio bridge gives, byte for byte, and the same refusals."""

    def test_the_same_bytes_as_the_stdio_bridge(self):
        from agon_env.inprocess import InProcessBridge
        for game, games in (("massilia", 4), ("polis", 2), ("kuhn-poker", 8)):
            runs = []
            for make in (Bridge, InProcessBridge):
                rng = np.random.default_rng(7)
                b = make(game, games=games, seed=3)
                _, mask, _, _, _ = b.reset(9)
                out = []
                for _ in range(300):
                    (_, mask, _, _, _), raw = b.step_raw(random_ids(mask, rng))
                    out.append(raw)
                b.close()
                runs.append(b"".join(out))
            self.assertEqual(len(runs[0]), len(runs[1]), game)
            self.assertTrue(runs[0] == runs[1], "%s: the two paths differ" % game)

    def test_refusals_in_words(self):
        from agon_env.inprocess import InProcessBridge
        with self.assertRaises(AgonError) as caught:
            InProcessBridge("no-such-game")
        self.assertIn("unknown game 'no-such-game'", str(caught.exception))
        env = AgonVecEnv("tictactoe", games=1, seed=1, backend="jpype")
        _, info = env.reset()
        env.step([4])
        with self.assertRaises(AgonError) as caught:
            env.step([4])
        self.assertIn("not legal", str(caught.exception))
        env.close()


class LearningTest(unittest.TestCase):

    def test_tabular_q_learning_beats_random_at_tictactoe(self):
        sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "examples"))
        import train_tictactoe
        start = time.monotonic()
        share, curve = train_tictactoe.train(seconds=35.0, quiet=True)
        self.assertLess(time.monotonic() - start, 60 + 30)
        self.assertGreaterEqual(share, 0.90, "not lost in %.1f%% of the greedy games; curve %s" % (100 * share, curve))

    def test_a_policy_gradient_learns_to_beat_random_at_massilia(self):
        sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "examples"))
        import train_massilia
        share, (low, high), curve = train_massilia.train(seconds=15.0, evaluate=400, quiet=True)
        # an untrained policy wins about half (two uniform players); the learnt one far more
        self.assertGreater(low, 0.6, "won %.1f%% [%.1f, %.1f]; curve %s" % (100 * share, 100 * low, 100 * high, curve))


if __name__ == "__main__":
    unittest.main()
