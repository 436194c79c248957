"""Agon's games for learning agents, from Python: a Gymnasium-style environment over ``agon env --stdio``.

Only numpy is needed. ``AgonVecEnv`` steps many games at once (one message a step for all of them);
``AgonEnv`` is the single-game view with the method names and return shapes of Gymnasium's ``Env``
(``reset`` gives ``(observation, info)``, ``step`` gives ``(observation, reward, terminated, truncated, info)``,
``info["action_mask"]`` the legal actions), without importing Gymnasium; ``AgonAECEnv`` lets the caller play
every seat in turn with PettingZoo's AEC names (``agent_selection``, ``last``, ``step``), without importing it.
"""

from .bridge import Bridge, AgonError
from .env import AgonAECEnv, AgonEnv, AgonVecEnv

__all__ = ["Bridge", "AgonError", "AgonEnv", "AgonVecEnv", "AgonAECEnv"]
