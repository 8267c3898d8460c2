"""The part in which a game says which rules a legal move needed (its engine's ``rules_used``): the
learner's map counts a rule as applied by every legal move that needed it (``games.learning.used``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.verdict import Verdict
from games.parts import Part

RulesUsed = Callable[[Any, Any, Verdict], tuple[str, ...]]
RULES_USED = Part[RulesUsed]("rules used")
"""``rules_used(position, move, verdict)``: every rule id a legal move needed (the engine's)."""
