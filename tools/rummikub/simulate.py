"""Simulated Rummikub games between solver bots: ``python -m tools.rummikub.simulate``.

Every turn goes through the engine's own ``judge``/``play`` (an illegal bot move raises), so the
simulator doubles as a whole-game check. A game ends when a rack is empty, or, once the pool is
empty, when every seat in turn has passed (nobody can move); ``score`` then settles it.

    python -m tools.rummikub.simulate --games 200 --players 4 --seed 1
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Sequence

from tqdm import tqdm

from engine.outcome import Ending
from engine.rummikub.setup import new_game
from tools.rummikub.bots import SolverBot, play_game

__all__ = ["run", "main"]


def run(games: int, players: int, seed: int, budget_ms: float = 1000, progress: bool = True) -> dict:
    """Play ``games`` games with seeds drawn from ``seed``; a summary dict (also printed by main)."""
    rng = random.Random(seed)
    bot = SolverBot(budget_ms=budget_ms)
    wins = [0] * players
    empty_pool = 0
    turns = 0
    started = time.perf_counter()
    for _ in tqdm(range(games), desc="games", unit="game", disable=None if progress else True, file=sys.stderr):
        record = play_game(new_game(players, seed=rng.randrange(2**31)), [bot] * players)
        wins[record.result.winner] += 1
        empty_pool += record.outcome.ending is Ending.POOL_EMPTY
        turns += record.turns
    elapsed = time.perf_counter() - started
    return {"games": games, "players": players, "seed": seed, "turns": turns, "wins": wins,
            "empty_pool": empty_pool, "mean_turns": turns / games if games else 0.0,
            "solver_calls": bot.calls, "budget_hits": bot.inexact, "seconds": elapsed}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.rummikub.simulate", description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget-ms", type=float, default=1000)
    parser.add_argument("--no-progress", action="store_true")
    args = parser.parse_args(argv)
    s = run(args.games, args.players, args.seed, args.budget_ms, progress=not args.no_progress)
    print(f"games: {s['games']}  players: {s['players']}  seed: {s['seed']}")
    print(f"turns: {s['turns']}  mean turns per game: {s['mean_turns']:.1f}")
    print("wins per seat: " + "  ".join(f"seat {i}: {w}" for i, w in enumerate(s["wins"])))
    print(f"games ending with the pool empty: {s['empty_pool']}")
    print(f"solver calls: {s['solver_calls']}  budget hit (best so far, not exact): {s['budget_hits']}")
    print(f"time: {s['seconds']:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
