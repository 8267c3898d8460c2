"""Skip-Bo rules engine (default edition Mattel 42050, leaflet 42050-0925). Pure Python, no Django.

The public API is the contract of ../shared/spec/notation.md::

    from engine import skipbo
    pos = skipbo.parse(text); skipbo.dump(pos)
    skipbo.judge(pos, "h5-b1")          # -> Verdict (.legal, .rule, .params, .problems)
    skipbo.play(pos, "h5-b1")           # -> new Position (IllegalMove carrying the verdict)
    skipbo.score(finished)              # -> series points per seat
    skipbo.solve(pos, budget_ms=250)    # -> Plan (.moves, .stock_played, .wins, .exact, .nodes)

plus ``new_game`` (setup from a seed; ``edition=`` names the leaflet, which decides who starts, or ``first=``),
``edition`` (what each leaflet says where they differ), ``legal_moves``, ``blocked``, ``view`` (what one seat sees)
and ``census`` (cards by face, for the 162-card invariant).

Moves are values, strings at the edges: ``parse_move`` (or ``Move(text)``) reads a move once into a
``Move``, which ``judge``, ``play`` and ``apply`` take as it is. A ``Move`` is a ``str`` subclass whose
value is its canonical notation, so ``legal_moves`` and ``plan.moves`` -- ``Move`` lists -- are still
the "move strings" notation.md promises: they compare equal to, hash like, print and serialise as their
text (``plan.moves == ["h5-b1", "s-b1"]``), and ``repr`` reads back: ``Move('h5-b1')``. The move
grammar is exported once, as compiled patterns: ``MOVE`` (a whole move), ``SOURCE`` and ``TARGET``
(its parts, for forms that pick them); ``MOVE.fullmatch(text)`` holds exactly when ``parse_move`` reads
``text``.

Extension of notation v1 — the move ``pass``: the leaflets do not say what happens when the draw pile
is empty and there are no completed piles to reshuffle. The engine's answer: play on with what you
hold; ``draw`` at ``t:start`` draws what there is (possibly nothing); a turn with no hand card and
nothing to draw ends with ``pass`` (rule ``skipbo.corner.empty-draw-pile``; any other ``pass`` is
``skipbo.turn.end-by-discard``). If no seat can play any card to a building pile and no hand can be
refilled, the game is blocked: ``blocked(pos)`` is True, ``winner`` is None and every move is
``skipbo.game.over`` with ``winner=None``.
"""

from __future__ import annotations

from engine.outcome import Ending, Outcome
from engine.skipbo.editions import EDITIONS, Edition, edition
from engine.skipbo.errors import ERRORS
from engine.skipbo.judge import judge
from engine.skipbo.moves import blocked, legal_moves, outcome
from engine.skipbo.notation import MOVE, SOURCE, TARGET, Move, dump, dump_move, parse, parse_move
from engine.skipbo.play import apply, play
from engine.skipbo.position import Hidden, Position, Seat, census
from engine.skipbo.rules import RULES
from engine.skipbo.score import score, series_winner
from engine.skipbo.setup import new_game, next_dealer, who_starts
from engine.skipbo.uses import rules_used
from engine.skipbo.view import view
from engine.verdict import IllegalMove, NotationError, Problem, Verdict

__all__ = [
    "rules_used",
    "ERRORS", "parse", "dump", "judge", "play", "score", "solve", "Position", "NotationError", "IllegalMove",
    "RULES", "new_game", "legal_moves", "blocked", "outcome", "Outcome", "Ending", "view", "census", "apply",
    "parse_move", "dump_move", "Move", "MOVE", "SOURCE", "TARGET", "Seat", "Hidden", "Problem", "Verdict",
    "series_winner", "who_starts", "next_dealer", "Plan", "edition", "Edition", "EDITIONS",
]

from engine.skipbo.solver import Plan, solve  # noqa: E402
