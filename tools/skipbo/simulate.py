"""Play many complete games between bots and print what happened.

    python -m tools.skipbo.simulate --games 1000 --players 2 --seed 1 [--bots random,solver]

Seat i of game g is played by bot ``bots[(i + g) % len(bots)]`` (so no bot always sits first), game
g is dealt from seed ``seed + g`` and the youngest player (who starts) is seat ``g % players``.
Every finished game is checked for the 162-card invariant.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import Counter
from collections.abc import Sequence

from tqdm import tqdm

from engine.skipbo.setup import new_game
from tools.skipbo.bots import Bot, RandomBot, SolverBot, play_game

BOTS = {"random": RandomBot, "solver": SolverBot}


def make_bot(name: str, seed: str) -> Bot:
    if name == "random":
        return RandomBot(seed)
    if name == "solver":
        return SolverBot()
    raise SystemExit(f"unknown bot {name!r} (known: {', '.join(BOTS)})")


def simulate(games: int, players: int, seed: int, bots: Sequence[str], *, short: bool = False,
             team: bool = False, edition: str = "42050-0925", progress: bool = True) -> dict:
    """Run the games and return the statistics the command prints."""
    turns: list[int] = []
    moves = 0
    wins: Counter[str] = Counter()
    seat_wins: Counter[int] = Counter()
    blocked = capped = lost = reshuffles = 0
    for g in tqdm(range(games), desc="games", unit="game", disable=None if progress else True, file=sys.stderr):
        names = [bots[(i + g) % len(bots)] for i in range(players)]
        table = [make_bot(name, f"{seed}-{g}-{i}") for i, name in enumerate(names)]
        pos = new_game(players, seed + g, short=short, team=team, edition=edition,
                       youngest=g % players)
        record = play_game(pos, table)
        turns.append(record.turns)
        moves += record.moves
        reshuffles += record.reshuffles
        blocked += record.blocked
        capped += record.capped
        lost += record.lost_cards
        if record.winner is not None:
            wins[names[record.winner]] += 1
            seat_wins[record.winner] += 1
    return {
        "games": games, "players": players, "seed": seed, "bots": list(bots),
        "turns_mean": statistics.fmean(turns) if turns else 0.0,
        "turns_median": statistics.median(turns) if turns else 0,
        "turns_min": min(turns, default=0), "turns_max": max(turns, default=0),
        "moves": moves, "wins": dict(wins), "seat_wins": dict(sorted(seat_wins.items())),
        "blocked": blocked, "capped": capped, "lost_cards": lost, "reshuffles": reshuffles,
    }


def report(stats: dict) -> str:
    games = stats["games"] or 1
    lines = [
        f"games            {stats['games']} ({stats['players']} players, seed {stats['seed']}, "
        f"bots {','.join(stats['bots'])})",
        f"turns per game   mean {stats['turns_mean']:.1f}, median {stats['turns_median']}, "
        f"min {stats['turns_min']}, max {stats['turns_max']}",
        f"moves            {stats['moves']} ({stats['moves'] / games:.1f} per game)",
    ]
    for name in sorted(set(stats["bots"])):
        n = stats["wins"].get(name, 0)
        lines.append(f"wins {name:<11} {n} ({100 * n / games:.1f}%)")
    lines += [
        "wins by seat     " + ", ".join(f"seat {s}: {n}" for s, n in stats["seat_wins"].items()),
        f"blocked games    {stats['blocked']} (no winner: nothing to draw, nobody can play)",
        f"reshuffles       {stats['reshuffles']} ({stats['reshuffles'] / games:.2f} per game)",
        f"turn-cap games   {stats['capped']}",
        f"lost cards       {stats['lost_cards']} games with a card missing (must be 0)",
    ]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.skipbo.simulate", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bots", default="random,solver", help="comma-separated: random, solver")
    parser.add_argument("--short", action="store_true", help="short game: 10 stockpile cards")
    parser.add_argument("--team", action="store_true", help="team play (4 or 6 players)")
    parser.add_argument("--edition", default="42050-0925", choices=["42050-0925", "42050-0922"])
    parser.add_argument("--no-progress", action="store_true")
    args = parser.parse_args(argv)
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    for name in bots:
        if name not in BOTS:
            parser.error(f"unknown bot {name!r}")
    stats = simulate(args.games, args.players, args.seed, bots, short=args.short, team=args.team,
                     edition=args.edition, progress=not args.no_progress)
    print(report(stats))
    return 1 if stats["lost_cards"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
