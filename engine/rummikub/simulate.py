"""Simulated Rummikub games between solver bots: ``python -m engine.rummikub.simulate``.

Every turn goes through the engine's own ``judge``/``play`` (an illegal bot move raises), so the
simulator doubles as a whole-game check. A game ends when a rack is empty, or, once the pool is
empty, when every seat in turn has passed (nobody can move); ``score`` then settles it.

    python -m engine.rummikub.simulate --games 200 --players 4 --seed 1
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from tqdm import tqdm

from engine.rummikub.bots import SolverBot
from engine.rummikub.play import play
from engine.rummikub.position import Position
from engine.rummikub.score import GameResult, result
from engine.rummikub.setup import new_game

__all__ = ["GameRecord", "play_game", "run", "main"]

MAX_TURNS = 2000  # a safety net only: with an empty pool the pass rule ends every game long before


@dataclass(frozen=True)
class GameRecord:
    seed: int
    players: int
    turns: int
    result: GameResult
    final: Position


def play_game(players: int, seed: int, bot: SolverBot | None = None,
              on_turn: Callable[[Position], None] | None = None) -> GameRecord:
    """One complete game from ``new_game(players, seed)``; ``on_turn`` sees every position to move."""
    bot = bot or SolverBot()
    pos = new_game(players, seed=seed)
    passes = 0
    turns = 0
    while pos.winner is None and turns < MAX_TURNS:
        if on_turn is not None:
            on_turn(pos)
        move = bot.choose(pos)
        pos = play(pos, move)
        turns += 1
        passes = passes + 1 if move == "pass" else 0
        if passes >= players:
            break
    if pos.winner is None and pos.pool_size:
        raise RuntimeError(f"game {seed} did not end within {MAX_TURNS} turns")
    return GameRecord(seed, players, turns, result(pos), pos)


def run(games: int, players: int, seed: int, budget_ms: float = 1000, progress: bool = True) -> dict:
    """Play ``games`` games with seeds drawn from ``seed``; a summary dict (also printed by main)."""
    rng = random.Random(seed)
    bot = SolverBot(budget_ms=budget_ms)
    wins = [0] * players
    empty_pool = 0
    turns = 0
    started = time.perf_counter()
    for _ in tqdm(range(games), desc="games", unit="game", disable=None if progress else True, file=sys.stderr):
        record = play_game(players, rng.randrange(2**31), bot)
        wins[record.result.winner] += 1
        empty_pool += record.result.ending == "pool-empty"
        turns += record.turns
    elapsed = time.perf_counter() - started
    return {"games": games, "players": players, "seed": seed, "turns": turns, "wins": wins,
            "empty_pool": empty_pool, "mean_turns": turns / games if games else 0.0,
            "solver_calls": bot.calls, "budget_hits": bot.inexact, "seconds": elapsed}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.rummikub.simulate", description=__doc__.split("\n")[0])
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
