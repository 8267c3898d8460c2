"""The coach's speed (target: a coach note for a typical turn well under 50 ms): the notes on a whole human
turn, "ask the coach" and a computer player's reasons, over turns of simulated games.

The Skip-Bo "human" is a random-legal player (it misses plays, so the coach has something to say); the
Rummikub one draws every turn (the coach then explains the best placement it skipped). Opponents are the
solver bots. Figures are wall-clock medians and p99 over every turn met.
"""

from __future__ import annotations

import os
import statistics
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine import rummikub, skipbo


def _stats(label: str, samples: list[float]) -> None:
    ordered = sorted(samples)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    print(f"{label:52} {len(samples):6} {statistics.median(samples):10.2f} {p99:10.2f} {ordered[-1]:10.2f}")


def _timed(fn: Callable[..., object], *args: object) -> float:
    start = time.perf_counter()
    fn(*args)
    return (time.perf_counter() - start) * 1000


def _skipbo_turns(games: int) -> list[tuple[skipbo.Position, list[str]]]:
    from engine.skipbo import parse_move
    from engine.skipbo.moves import outcome
    from engine.skipbo.play import apply
    from engine.skipbo.setup import new_game
    from tools.skipbo.bots import Bot, RandomBot, SolverBot

    turns: list[tuple[skipbo.Position, list[str]]] = []
    for seed in range(games):
        pos = new_game(2, seed=seed, short=True)
        bots: list[Bot] = [RandomBot(seed=seed), SolverBot()]
        start, moves = pos, list[str]()
        for _ in range(3000):
            if outcome(pos) is not None:
                break
            move = bots[pos.active].choose(pos)
            if pos.active == 0:
                if not moves:
                    start = pos
                moves.append(move)
            after = apply(pos, parse_move(move))
            if pos.active == 0 and after.active != 0:
                turns.append((start, moves))
                moves = []
            pos = after
    return turns


def _rummikub_turns(games: int) -> list[rummikub.Position]:
    from engine.rummikub.play import play
    from engine.rummikub.score import outcome
    from engine.rummikub.setup import new_game
    from tools.rummikub.bots import SolverBot

    starts: list[rummikub.Position] = []
    for seed in range(games):
        pos = new_game(2, seed=seed)
        bot = SolverBot(budget_ms=200)
        passes = 0
        for _ in range(60):
            if outcome(pos, passes) is not None:
                break
            if pos.active == 0:
                starts.append(pos)
            move = bot.choose(pos)
            pos = play(pos, move)
            passes = passes + 1 if move == "pass" else 0
    return starts


def bench_coach(quick: bool) -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()
    from django.utils import translation

    from games.coach import rummikub as rummikub_coach
    from games.coach import skipbo as skipbo_coach
    from games.coach.words import say

    games = 2 if quick else 12
    print("== Coach (target: a note for a typical turn well under 50 ms)")
    print(f"{'':52} {'calls':>6} {'median ms':>10} {'p99 ms':>10} {'max ms':>10}")
    sb_turns = _skipbo_turns(games)

    def skipbo_notes(start: skipbo.Position, moves: list[str]) -> list[str]:
        return [say(n) for n in skipbo_coach.missed(start, moves)]

    def rummikub_notes(start: rummikub.Position) -> list[str]:
        return [say(n) for n in rummikub_coach.missed(start, "draw")]

    with translation.override("ru"):
        samples = [_timed(skipbo_notes, start, moves) for start, moves in sb_turns]
        said = sum(bool(skipbo_notes(start, moves)) for start, moves in sb_turns)
    _stats("Skip-Bo: notes on a whole turn (worded, ru)", samples)
    print(f"  ({said} of {len(sb_turns)} random-legal turns left a stockpile card on the table)")
    _stats("Skip-Bo: ask the coach, level 3", [_timed(skipbo_coach.ask, s, 3) for s, _ in sb_turns])
    _stats("Skip-Bo: a computer move's reason", [_timed(skipbo_coach.reasons, s, m[-1]) for s, m in sb_turns])
    rk_starts = _rummikub_turns(games)
    with translation.override("ru"):
        samples = [_timed(rummikub_notes, s) for s in rk_starts]
    _stats("Rummikub: notes on a turn that drew (worded, ru)", samples)
    _stats("Rummikub: ask the coach, level 3", [_timed(rummikub_coach.ask, s, 3) for s in rk_starts])
    _stats("Rummikub: a computer turn's reasons (draw)", [_timed(rummikub_coach.reasons, s, "draw")
                                                         for s in rk_starts])
