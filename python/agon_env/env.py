"""Gymnasium-style environments over the bridge (the same method names and return shapes, no Gymnasium import)."""

import numpy as np

from .bridge import Bridge


def _bridge(backend, game, **options):
    """The bridge of ``backend``: "stdio" (the default, ``agon env --stdio``) or "jpype" (in this process)."""
    if backend == "stdio":
        return Bridge(game, **options)
    if backend == "jpype":
        from .inprocess import InProcessBridge
        return InProcessBridge(game, **options)
    raise ValueError("backend %r: stdio or jpype" % (backend,))


class AgonVecEnv:
    """``games`` games stepped together; finished games start again by themselves (``dones`` says which ended).

    ``backend="jpype"`` runs the games in this process through JPype, when it is installed (faster for large
    batches); the default ``"stdio"`` talks to ``agon env --stdio``. Both give the same numbers.
    """

    def __init__(self, game, games=16, seed=1, backend="stdio", **options):
        self.bridge = _bridge(backend, game, games=games, seed=seed, **options)
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


class AgonAECEnv:
    """One game, every seat played by the caller in turn, with PettingZoo's AEC method names and shapes (no import).

    ``agents`` are "player_0", "player_1", ...; ``agent_selection`` is whose turn it is; ``last()`` gives that
    agent's (observation, reward, termination, truncation, info) with ``info["action_mask"]``; ``step(action)``
    plays it. When the game ends every agent is terminated and ``rewards`` holds each one's reward; ``reset()``
    starts the next game.
    """

    def __init__(self, game, seed=1, backend="stdio", **options):
        options.pop("opponents", None)
        self._bridge = _bridge(backend, game, games=1, seed=seed, opponents="none", **options)
        self.possible_agents = ["player_%d" % p for p in range(self._bridge.players)]
        self.agents = list(self.possible_agents)
        self._seed = seed
        self.observation_shape = tuple(self._bridge.shape)
        self.action_count = self._bridge.actions

    def _take(self, reply, ended):
        obs, mask, _, _, seat = reply
        self._obs, self._mask = obs[0], mask[0]
        self.rewards = {a: 0.0 for a in self.possible_agents}
        if ended:
            for p, a in enumerate(self.possible_agents):
                self.rewards[a] = float(self._bridge.seat_rewards[0][p])
        self.terminations = {a: ended for a in self.possible_agents}
        self.truncations = {a: False for a in self.possible_agents}
        self.infos = {a: {} for a in self.possible_agents}
        self.agent_selection = self.possible_agents[int(seat[0])]
        self._cumulative = dict(self.rewards)

    def reset(self, seed=None, options=None):
        if seed is not None:
            self._seed = seed
        self.agents = list(self.possible_agents)
        self._take(self._bridge.reset(self._seed), False)
        self._next = None

    def observe(self, agent):
        """The observation of the agent to move (an Agon observation is per seat and is sent for the mover)."""
        return self._obs

    def last(self):
        agent = self.agent_selection
        info = {"action_mask": self._mask}
        return (self._obs, self._cumulative[agent], self.terminations[agent], self.truncations[agent], info)

    def step(self, action):
        """Plays ``action`` for ``agent_selection``; after the game's last move every agent is terminated."""
        if all(self.terminations.values()):
            if self._next is None:
                raise ValueError("the game is over: reset() starts the next one")
            # every agent has seen the end: move on to the game the server has already started
            self.agents = list(self.possible_agents)
            self._take(self._next, False)
            self._next = None
            return
        reply = self._bridge.step([action])
        if reply[3][0]:
            self._next = reply
            self._take(reply, True)
            self.agents = []
        else:
            self._take(reply, False)

    def close(self):
        self._bridge.close()
