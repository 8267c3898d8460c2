"""The Rummikub puzzle's board: the shared board (``games.boards.rummikub``: the working table, the rack,
the pool and the other players) with what only a puzzle adds — the one-minute timer's button and, once the
game is over, the score quiz's answers (POSTed actions, so the board works without JavaScript)."""

from __future__ import annotations

from typing import Any

from engine import rummikub
from engine.rummikub.tiles import JOKER
from games.boards import rummikub as shared_board
from games.boards.rummikub import Control
from tutorial.games.rummikub.goals import Penalty, Score
from tutorial.games.rummikub.turns import RummikubReplay
from tutorial.games.rummikub.words import quiz_rows, signed


def board(puzzle: Any, replay: RummikubReplay, selection: str | None) -> dict[str, Any]:
    """The context of ``games/boards/rummikub.html`` for the working table and the chosen tiles."""
    pos = replay.position
    context = shared_board.board(pos, replay.learner, replay.work, selection)
    quiz = _quiz(pos, replay.learner) if puzzle.goal.includes(Score) and replay.answer is None else []
    context.update({"can_put_back": False,  # a puzzle takes tile moves back with undo and start again
                    "timer": puzzle.goal.includes(Penalty), "quiz": quiz,
                    "quiz_scores": quiz_rows(pos) if quiz else []})
    return context


def _quiz(pos: rummikub.Position, learner: int) -> list[Control]:
    """The score quiz's answer buttons once the game is over (none before)."""
    try:
        result = rummikub.result(pos)
    except ValueError:
        return []
    return [Control(f"rk-score-{i}", "act", "move", f"score:{n}", signed(n), kind="quiz")
            for i, n in enumerate(_score_options(pos, result, learner), start=1)]


def _score_options(pos: rummikub.Position, result: Any, seat: int) -> list[int]:
    """The right score and the usual slips: a joker counted as nothing, only one rack counted, the sign."""
    right = result.points[seat]
    losers = [i for i in range(len(pos.seats)) if i != result.winner]
    jokers = sum(pos.seats[i].rack.count(JOKER) for i in losers)
    options = [right, right - 30 * jokers if jokers else right + 10,
               max(result.rack_values[i] for i in losers), -right]
    out: list[int] = []
    for n in options:
        while n in out:
            n += 1
        out.append(n)
    return sorted(out)
