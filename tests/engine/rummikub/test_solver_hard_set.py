"""The hint solver on the hard benchmark set (tools/hint_positions.txt): the set is what it claims to be,
and the solver agrees with the optimum recorded for a sample of it (proved by the solver that wrote the
file, before any speed-up)."""

from __future__ import annotations

import pytest

from engine import rummikub
from engine.rummikub.sets import set_info
from engine.rummikub.tiles import JOKER
from tools.hint_bench import COUNT, RACK, TABLE, load

HARD = load()
# every tenth position, and those where the first table strands a freed joker and a trade fixes it
SAMPLE = HARD[::10] + [HARD[i] for i in (19, 65, 104, 176, 187, 319, 343, 383)]


def test_the_set_holds_realistic_hard_positions():
    assert len(HARD) >= COUNT
    for hard in HARD:
        pos = hard.position
        seat = pos.seats[pos.active]
        table = pos.table_tiles()
        assert len(pos.seats) == 4 and seat.melded and seat.unknown == 0
        assert len(seat.rack) in RACK and len(table) in TABLE and JOKER in table
        assert all(set_info(s) is not None for s in pos.table), rummikub.dump(pos)
        assert 0 <= hard.placed <= len(seat.rack)
    assert len({rummikub.dump(h.position) for h in HARD}) == len(HARD)


@pytest.mark.parametrize("index", range(len(SAMPLE)))
def test_the_solver_finds_the_recorded_optimum(index: int):
    hard = SAMPLE[index]
    best = rummikub.solve(hard.position, budget_ms=60_000)
    assert best.exact
    assert best.placed == hard.placed, rummikub.dump(hard.position)
    verdict = rummikub.judge(hard.position, best.move)
    assert verdict.legal, (rummikub.dump(hard.position), best.move, verdict)
    if best.placed:
        assert sum(len(s) for s in best.table) - len(hard.position.table_tiles()) == best.placed
