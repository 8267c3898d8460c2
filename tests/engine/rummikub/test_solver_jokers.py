"""The hint solver with jokers: the freed-joker rule, runs kept through a joker, brute-force agreement
on joker-heavy positions (these exercise the strict programme), and the budget."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine import rummikub
from engine.rummikub import solver, solver_dp
from engine.rummikub.notation import parse_table, table_text
from engine.rummikub.position import Position, Seat
from engine.rummikub.sets import VALID_SETS
from engine.rummikub.solver import solve
from engine.rummikub.solver_sets import joker_swaps
from engine.rummikub.tiles import JOKER, make

from .test_solver import _brute_force


def _solve(text: str):
    pos = rummikub.parse(text)
    best = solve(pos, budget_ms=5000)
    assert rummikub.judge(pos, best.move).legal, best.move
    return best


def test_a_table_joker_kept_as_a_third_run_through_a_number():
    # three red runs through 5 (the joker is one of them): O9 goes into the group, nothing else moves
    best = _solve("t:R3.R4.R5,R3.R4.R5,J.R6.R7,K9.B9.R9 p:+50 / r:O9 m:1 / r:#14")
    assert (best.placed, best.exact) == (1, True)


def test_two_table_jokers_kept_as_third_and_fourth_runs():
    best = _solve("t:R3.R4.R5,R3.R4.R5,J.R6.R7,J.R6.R7,K9.B9.R9 p:+50 / r:O9 m:1 / r:#14")
    assert (best.placed, best.exact) == (1, True)


def test_a_joker_freed_into_a_set_with_a_rack_tile():
    best = _solve("t:K5.K6.J,B9.B10.B11 p:+50 / r:K7.R1.R2.R3 m:1 / r:#14")
    assert best.placed == 4 and best.exact


def test_a_freed_joker_stays_with_the_rack_tile_that_freed_it():
    best = _solve("t:R9.J.R11.R12.R13,K1.K2.K3 p:+50 / r:R10 m:1 / r:#14")
    assert (best.placed, best.exact) == (1, True)
    with_joker = [s for s in best.table if JOKER in s]
    assert len(with_joker) == 1 and make(2, 10) in with_joker[0], best.move  # e.g. R9.R10.J or J.R9.R10


def _random_jokers(rng: random.Random) -> Position:
    """A small table holding one or two jokers near a few rack tiles of the same colours and numbers."""
    colours = rng.sample(range(4), 2)
    lo = rng.randint(1, 8)
    local = [s for s in VALID_SETS if len(s) <= 4 and JOKER in s and all(
        t == JOKER or t // 13 in colours and lo <= t % 13 + 1 <= lo + 5 for t in s)]
    plain = [s for s in VALID_SETS if len(s) <= 4 and JOKER not in s and all(
        t // 13 in colours and lo <= t % 13 + 1 <= lo + 5 for t in s)]
    bag = Counter({t: 2 for t in range(52)}) + Counter({JOKER: 2})
    table: list[tuple[int, ...]] = []
    used: Counter = Counter()
    for pool in [local] + [rng.choice([local, plain, plain]) for _ in range(rng.randint(0, 2))]:
        s = rng.choice(pool)
        if sum(len(x) for x in table) + len(s) > 9 or Counter(s) + used - bag:
            continue
        table.append(s)
        used += Counter(s)
    rest = list((bag - used).elements())
    near = [t for t in rest if t == JOKER and rng.random() < 0.3
            or t != JOKER and t // 13 in colours and lo - 1 <= t % 13 + 1 <= lo + 6]
    rng.shuffle(near)
    rack = tuple(near[:rng.randint(1, 5)])
    return Position(table=tuple(table), pool_unknown=10, seats=(Seat(rack, melded=True), Seat(unknown=14)))


# seeds from 40 on are positions where the relaxed arrangement strands a freed joker (strict programme)
STRICT_SEEDS = [81, 125, 271, 332, 351, 355, 448, 456, 522, 554, 623, 782]  # so under either ruling (issue 11)
# the relaxed table strands a freed joker; trading it for the tile it stands for makes it legal
SWAP_SEEDS = [54]


@pytest.mark.parametrize("seed", list(range(40)) + STRICT_SEEDS)
def test_joker_positions_agree_with_brute_force(seed: int):
    pos = _random_jokers(random.Random(1000 + seed))
    best = solve(pos, budget_ms=10000)
    assert best.exact
    assert rummikub.judge(pos, best.move).legal, (rummikub.dump(pos), best.move)
    assert best.placed == _brute_force(pos), (rummikub.dump(pos), best.move)


@pytest.mark.parametrize("seed", list(range(0, 40, 3)) + STRICT_SEEDS)
def test_the_sweep_down_the_numbers_agrees_with_brute_force(seed: int, monkeypatch: pytest.MonkeyPatch):
    # the sweep up the numbers never finishes its turn: every answer comes from the mirrored sweep,
    # read back into real sets (runs reversed, groups at their real number), relaxed and strict alike
    real_run = solver_dp.Programme.run

    def only_down(self, bound=None, allowance=None):
        if not self.mirrored and allowance is not None:
            return None
        return real_run(self, bound, allowance)

    monkeypatch.setattr(solver_dp.Programme, "run", only_down)
    pos = _random_jokers(random.Random(1000 + seed))
    best = solve(pos, budget_ms=10000)
    assert best.exact
    assert rummikub.judge(pos, best.move).legal, (rummikub.dump(pos), best.move)
    assert best.placed == _brute_force(pos), (rummikub.dump(pos), best.move)


@pytest.fixture
def programmes(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """Records, for every programme the solver runs, whether it is the strict one."""
    calls: list[bool] = []
    real = solver.solve_problem

    def spy(pb, relaxed=None):
        calls.append(pb.strict)
        return real(pb, relaxed)

    monkeypatch.setattr(solver, "solve_problem", spy)
    return calls


@pytest.mark.parametrize("seed", SWAP_SEEDS)
def test_a_stranded_joker_traded_into_a_set_with_a_rack_tile(seed: int, programmes: list[bool]):
    real = solver_dp.solve_problem
    pos = _random_jokers(random.Random(1000 + seed))
    seat = pos.seats[pos.active]
    search = solver._Search([tuple(s) for s in pos.table], pos.table_tiles(), list(seat.rack), True,
                            float("inf"), pos)
    res, _ = real(search.pb)
    built = search.tables_of(res)
    assert not any(rummikub.judge(pos, rummikub.Move.of_table(t)).legal for t in built)
    best = solve(pos, budget_ms=10000)
    assert programmes == [False] and best.exact
    assert rummikub.judge(pos, best.move).legal
    assert best.placed == _brute_force(pos), (rummikub.dump(pos), best.move)


def test_joker_swaps_trade_a_joker_for_the_tile_it_stands_for():
    old = parse_table("J.R12.R13,B9.B10.B11.B12,K10.K11.K12")
    new = parse_table("B12.R12.J,B9.B10.B11,K10.K11.K12.K13")  # K13 from the rack
    assert [table_text(t) for t in joker_swaps(old, new)] == ["B12.R12.K12,B9.B10.B11,K10.K11.J.K13"]


@pytest.mark.parametrize("seed", list(range(0, 40, 4)) + STRICT_SEEDS[:6])
def test_the_strict_programme_alone_agrees_with_brute_force(seed: int, monkeypatch: pytest.MonkeyPatch):
    # every relaxed table refused (no trade either): the strict programme decides every position
    real = solver._Search.legal_table

    def strict_only(self, res):
        return real(self, res) if self.pb.strict else None

    monkeypatch.setattr(solver._Search, "legal_table", strict_only)
    pos = _random_jokers(random.Random(1000 + seed))
    assert any(JOKER in s for s in pos.table)  # else the strict programme would never run
    best = solve(pos, budget_ms=10000)
    assert best.exact
    assert rummikub.judge(pos, best.move).legal, (rummikub.dump(pos), best.move)
    assert best.placed == _brute_force(pos), (rummikub.dump(pos), best.move)


def test_the_strict_programme_is_exercised(programmes: list[bool]):
    for seed in STRICT_SEEDS:
        programmes.clear()
        solve(_random_jokers(random.Random(1000 + seed)), budget_ms=10000)
        assert programmes == [False, True], seed


def test_out_of_budget_answers_are_legal_and_never_claimed_exact():
    from tools.rummikub.bench import dense_positions

    for pos in dense_positions(6, seed=77):
        best = solve(pos, budget_ms=2)
        assert rummikub.judge(pos, best.move).legal
        full = solve(pos, budget_ms=5000)
        assert full.exact
        assert best.placed <= full.placed
        if best.exact:
            assert best.placed == full.placed


@pytest.mark.parametrize("budget_ms", [1, 5, 20])
def test_a_budget_running_out_anywhere_gives_a_legal_counted_move(budget_ms: float):
    # the budget may run out in the search or while the optimal path is rebuilt: never an exception
    from tools.rummikub.bench import dense_positions

    for pos in dense_positions(15, seed=1406):
        best = solve(pos, budget_ms=budget_ms)
        assert rummikub.judge(pos, best.move).legal
        if best.move.startswith("t:"):
            assert sum(len(s) for s in best.table) - sum(len(s) for s in pos.table) == best.placed


def test_the_budget_running_out_at_every_check_in_turn(monkeypatch: pytest.MonkeyPatch):
    # a fake clock moving 1 ms per look: budget b runs out at the b-th look, in the search, in the
    # strict programme or while a path is rebuilt -- every one gives a legal move, exact only if complete
    import time as time_module

    from tools.rummikub.bench import dense_positions

    pos = dense_positions(8, seed=1406)[3]
    full = solve(pos, budget_ms=5000)
    assert full.exact
    clock = [0.0]

    def fake() -> float:
        clock[0] += 0.001
        return clock[0]

    monkeypatch.setattr(time_module, "perf_counter", fake)
    for budget in range(1, 40):
        best = solve(pos, budget_ms=budget)
        assert rummikub.judge(pos, best.move).legal
        assert best.placed <= full.placed and (not best.exact or best.placed == full.placed)


def test_bare_tiles_with_a_joker():
    table = [make(2, 4), make(2, 5), JOKER]
    arr = solver.best_arrangement(table, [make(2, 7), make(2, 8)], melded=True)
    assert arr.placed == 2 and arr.exact


def test_a_run_cut_back_at_an_old_boundary_never_strands_a_freed_joker():
    # the programme lays K2.K3.J.K5.K6.K7 (the joker freed from K2.R2.J, K7 a kind the turn adds);
    # cutting it back to the old K5.K6.K7 would leave K2.K3.J without a rack tile: the move must stay legal
    best = _solve("t:K11.B11.R11,B4.B5.B6,K8.B8.R8,K9.R9.O9,O10.J.O12.O13,R11.R12.R13,K13.B13.O13,K1.K2.K3,"
                  "O1.O2.O3,K2.R2.J,R3.R4.R5,R4.R5.R6.R7,K5.K6.K7,O5.O6.O7,B6.B7.B8,R6.R7.R8,K9.B9.R9,K10.K11.K12"
                  " p:+20 / r:R1.B3.O6.K7.K8.O8.O9.B10.R10.R10.K12.B12.R13 m:1 / r:#14")
    assert (best.placed, best.exact) == (13, True)
