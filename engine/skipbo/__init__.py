"""Skip-Bo rules engine (default edition Mattel 42050, leaflet 42050-0925). Pure Python, no Django.

The public API is the contract of ../shared/spec/notation.md; judge, play, score and solve follow.
"""

from __future__ import annotations

from engine.skipbo.notation import Move, dump, dump_move, parse, parse_move
from engine.skipbo.position import Hidden, Position, Seat, census
from engine.skipbo.rules import RULES
from engine.verdict import IllegalMove, NotationError, Problem, Verdict

__all__ = [
    "parse", "dump", "parse_move", "dump_move", "Move", "Position", "Seat", "Hidden", "census",
    "RULES", "NotationError", "IllegalMove", "Problem", "Verdict",
]
