"""Gymnasium-style environments over the bridge (the same method names and return shapes, no Gymnasium import)."""

import numpy as np

from .bridge import Bridge


class AgonVecEnv:
    """``games`` games stepped together; finished games start again by themselves (``dones`` says which ended)."""

    def __init__(self, game, games=16, seed=1, **options):
        self.bridge = Bridge(game, games=games, seed=seed, **options)
        self.num_envs = self.bridge.games
        self.single_observation_shape = tuple(self.bridge.shape)
        self.action_count = self.bridge.actions
        self._seed = seed
        self.action_masks = None
        self.seats = None

    def reset(self, seed=None):
        """Returns (observations, info) with info["action_mask"] and info["seat"]."""
        if seed is not None:
            self._seed = seed
        obs, mask, _, _, seat = self.bridge.reset(self._seed)
        self.action_masks, self.seats = mask, seat
        return obs, {"action_mask": mask, "seat": seat}

    def step(self, actions):
        """Returns (observations, rewards, terminated, truncated, info); a terminated game has already restarted."""
        obs, mask, reward, done, seat = self.bridge.step(actions)
        self.action_masks, self.seats = mask, seat
        return obs, reward, done, np.zeros_like(done), {"action_mask": mask, "seat": seat}

    def close(self):
        self.bridge.close()


class AgonEnv:
    """One game with Gymnasium's ``Env`` methods: reset(seed) and step(action), with the legal actions' mask."""

    def __init__(self, game, seed=1, **options):
        self._vec = AgonVecEnv(game, games=1, seed=seed, **options)
        self.observation_shape = self._vec.single_observation_shape
        self.action_count = self._vec.action_count

    def reset(self, seed=None):
        obs, info = self._vec.reset(seed)
        return obs[0], {"action_mask": info["action_mask"][0], "seat": int(info["seat"][0])}

    def step(self, action):
        """As Gymnasium: (observation, reward, terminated, truncated, info); after the end, the next game's start."""
        obs, reward, done, trunc, info = self._vec.step([action])
        return (obs[0], float(reward[0]), bool(done[0]), bool(trunc[0]),
                {"action_mask": info["action_mask"][0], "seat": int(info["seat"][0])})

    def close(self):
        self._vec.close()
