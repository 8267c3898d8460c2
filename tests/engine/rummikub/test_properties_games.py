"""Whole simulated games between solver bots keep every rule the engine states.

Every turn is checked: all 106 tiles are accounted for, every table after a move is valid, the
solver's move is judged legal; every game ends (a rack emptied, or the pool empty and nobody able to
move).
"""

from __future__ import annotations

from collections import Counter

import pytest

from engine import rummikub
from engine.rummikub.sets import set_info
from engine.rummikub.tiles import TOTAL_TILES
from tools.rummikub.bots import SolverBot, play_game


def _tiles(pos: rummikub.Position) -> Counter:
    c = Counter(t for s in pos.table for t in s)
    c.update(pos.pool)
    for seat in pos.seats:
        c.update(seat.rack)
    return c


@pytest.mark.parametrize(("players", "seed"), [(2, 11), (3, 12), (4, 13)])
def test_random_complete_games_keep_every_rule(players: int, seed: int):
    checked = []

    def check(pos: rummikub.Position, _move: str, _after: rummikub.Position) -> None:
        tiles = _tiles(pos)
        assert sum(tiles.values()) + pos.pool_unknown == TOTAL_TILES
        assert all(c <= 2 for c in tiles.values())
        assert all(set_info(s) is not None for s in pos.table), rummikub.dump(pos)
        best = SolverBot(budget_ms=1000).choose(pos)
        assert rummikub.judge(pos, best).legal
        checked.append(pos)

    record = play_game(rummikub.new_game(players, seed=seed), [SolverBot(budget_ms=1000)] * players, check=check)
    final = record.final
    assert sum(_tiles(final).values()) == TOTAL_TILES
    assert all(set_info(s) is not None for s in final.table)
    assert final.winner is not None or final.pool_size == 0
    assert sum(rummikub.score(final)) == 0
    assert len(checked) == record.turns
