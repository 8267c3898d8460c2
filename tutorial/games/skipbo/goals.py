"""The Skip-Bo puzzle goals, one small predicate each: what counts as done, whether it can still be
reached this turn (by the solver for stockpile cards and winning, by a small search over legal plays for
completing a building pile and discarding a given card), and its sentence.

A puzzle joins them with ``&``: ``goal=Refill() & StockPlayed(1)`` (``tutorial.goals``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from django.utils.translation import gettext, ngettext

from engine import skipbo
from engine.skipbo.cards import FACES
from tutorial.core import Replay
from tutorial.games.skipbo.words import card_name
from tutorial.goals import Goal, solved

SOLVER_MS = 30
SEARCH_NODES = 3000


class SkipBoGoal(Goal[Replay]):
    """A goal of the learner's turn: out of reach once the game is over, else as ``reachable_in_turn``
    says."""

    def reachable(self, replay: Replay) -> bool | None:
        if skipbo.outcome(replay.position) is not None:
            return False
        return self.reachable_in_turn(replay)

    def reachable_in_turn(self, replay: Replay) -> bool | None:
        raise NotImplementedError


@dataclass(frozen=True)
class Win(SkipBoGoal):
    """Win the game this turn (the learner's team plays its last stockpile card)."""

    def done(self, replay: Replay) -> bool:
        winner = replay.position.winner
        return winner is not None and winner in _team(replay)

    def reachable_in_turn(self, replay: Replay) -> bool | None:
        plan = _plan(replay)
        return solved(plan.wins, plan.exact)

    def sentence(self, replay: Replay) -> str:
        return gettext("Win the game this turn: play your last stockpile card.")


@dataclass(frozen=True)
class StockPlayed(SkipBoGoal):
    """Play ``count`` stockpile cards (the learner's team's) since the puzzle's start."""

    count: int = 1

    def __post_init__(self) -> None:
        if self.count < 1:
            raise ValueError(f"StockPlayed({self.count}): at least one card")

    def done(self, replay: Replay) -> bool:
        return stock_played(replay) >= self.count

    def reachable_in_turn(self, replay: Replay) -> bool | None:
        plan = _plan(replay)
        return solved(stock_played(replay) + plan.stock_played >= self.count, plan.exact)

    def sentence(self, replay: Replay) -> str:
        n = self.count
        done = {"count": n, "played": min(stock_played(replay), n)}
        if replay.start.team:
            # Translators: a puzzle goal in partner play: cards from your stockpile and your partner's both
            # count; %(count)s to play, %(played)s played so far.
            return ngettext("Play %(count)s card from your and your partner’s stockpiles this turn (played: "
                            "%(played)s).",
                            "Play %(count)s cards from your and your partner’s stockpiles this turn (played: "
                            "%(played)s).", n) % done
        # Translators: a puzzle goal; %(count)s stockpile cards to play, %(played)s played so far.
        return ngettext("Play %(count)s stockpile card this turn (played: %(played)s).",
                        "Play %(count)s stockpile cards this turn (played: %(played)s).", n) % done


@dataclass(frozen=True)
class Complete(SkipBoGoal):
    """Complete a building pile: play a card onto a pile that stands at 11."""

    def done(self, replay: Replay) -> bool:
        return any(_completes(s.before, s.move) for s in replay.history)

    def reachable_in_turn(self, replay: Replay) -> bool | None:
        return _search(replay.position, _completes)

    def sentence(self, replay: Replay) -> str:
        return gettext("Complete a building pile: play it up to 12.")


@dataclass(frozen=True)
class EndTurn(SkipBoGoal):
    """End the turn the legal way: a discard (or a pass with no card left)."""

    def done(self, replay: Replay) -> bool:
        return any(m.kind == "pass" or (m.kind == "play" and m.target == "d") for m in _moves(replay))

    def reachable_in_turn(self, replay: Replay) -> bool | None:
        return True

    def sentence(self, replay: Replay) -> str:
        return gettext("End your turn the legal way.")


@dataclass(frozen=True)
class Discard(SkipBoGoal):
    """End the turn by discarding this card (a face: ``"12"``, ``"SB"``) from the hand."""

    card: str

    def __post_init__(self) -> None:
        if self.card not in FACES[1:]:
            raise ValueError(f"Discard({self.card!r}): no Skip-Bo card")

    def done(self, replay: Replay) -> bool:
        return any(m.kind == "play" and m.source == "h" and self._discards(m) for m in _moves(replay))

    def reachable_in_turn(self, replay: Replay) -> bool | None:
        return _search(replay.position, lambda _p, m: m.kind == "play" and self._discards(m))

    def sentence(self, replay: Replay) -> str:
        # Translators: a puzzle goal; %(card)s is a number or "Skip-Bo card".
        return gettext("End your turn by discarding your %(card)s.") % {"card": card_name(self.card)}

    def _discards(self, m: skipbo.Move) -> bool:
        return m.target == "d" and FACES[m.source_index] == self.card


@dataclass(frozen=True)
class Refill(SkipBoGoal):
    """Draw up to five cards at the start of the turn."""

    def done(self, replay: Replay) -> bool:
        return any(m.kind == "draw" for m in _moves(replay))

    def reachable_in_turn(self, replay: Replay) -> bool | None:
        return replay.position.awaiting_draw

    def sentence(self, replay: Replay) -> str:
        return gettext("Fill your hand to five cards at the start of your turn.")


def _team(replay: Replay) -> tuple[int, ...]:
    return replay.start.team_of(replay.start.active)


def stock_played(replay: Replay) -> int:
    """Stockpile cards the learner's team has played since the puzzle's start."""
    return sum(replay.start.seats[s].stock_size - replay.position.seats[s].stock_size for s in _team(replay))


def _moves(replay: Replay) -> list[skipbo.Move]:
    """The learner's moves so far (each step's move, read once when it was made)."""
    return [s.move for s in replay.history]


def _plan(replay: Replay) -> skipbo.Plan:
    """The solver's best line for the rest of this turn, within the goal check's budget."""
    return skipbo.solve(replay.position, budget_ms=SOLVER_MS, max_nodes=SEARCH_NODES * 10)


def _completes(before: skipbo.Position, m: skipbo.Move) -> bool:
    return m.kind == "play" and m.target == "b" and before.building[m.target_index - 1] == 11


def _search(pos: skipbo.Position, goal: Callable[[skipbo.Position, skipbo.Move], bool]) -> bool | None:
    """Depth-first over the legal plays of this turn (and the start-of-turn draw): True when ``goal``
    holds for some legal move on the way (a discard too, though the search does not go on past one: it
    ends the turn), False when the whole turn is searched, None when the budget runs out."""
    seen: set[skipbo.Position] = set()
    stack = [pos]
    nodes = 0
    while stack:
        p = stack.pop()
        if p in seen:
            continue
        seen.add(p)
        nodes += 1
        if nodes > SEARCH_NODES:
            return None
        for m in skipbo.legal_moves(p):
            if goal(p, m):
                return True
            if m.kind == "draw" or (m.kind == "play" and m.target == "b"):
                stack.append(skipbo.apply(p, m))
    return False
