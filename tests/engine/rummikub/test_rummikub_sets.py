"""Groups and runs: what is valid, what each joker stands for, the group-or-run rule, and set values."""

from __future__ import annotations

import pytest

from engine import rummikub
from engine.rummikub.sets import VALID_SETS
from engine.rummikub.tiles import JOKER, make


@pytest.mark.parametrize(("text", "kind", "value"), [
    ("K9.B9.R9", "group", 27),
    ("K7.B7.R7.O7", "group", 28),
    ("O7.R7.B7.K7", "group", 28),            # a group's colours may stand in any order
    ("K8.B8.J", "group", 24),
    ("J.K13.J", "group", 39),
    ("B1.B2.B3", "run", 6),
    ("R4.R5.R6.R7.R8", "run", 30),
    ("R9.J.R11", "run", 30),                 # the source: 9-joker-11 is worth 30
    ("J.R2.R3", "run", 6),                   # the joker is the red 1
    ("J.R12.R13", "run", 36),
    ("K1.K2.K3.K4.K5.K6.K7.K8.K9.K10.K11.K12.K13", "run", 91),
    ("J.K2.K3.K4.K5.K6.K7.K8.K9.K10.K11.K12.J", "run", 91),
])
def test_valid_sets(text: str, kind: str, value: int) -> None:
    assert rummikub.check_set(text) == []
    assert rummikub.set_kind(text) == kind
    assert rummikub.set_value(text) == value


@pytest.mark.parametrize(("text", "kind", "value"), [
    ("R5.J.J", "run", 18),     # R5 R6 R7, not a group of fives (15) nor R3 R4 R5 (12)
    ("J.R5.J", "run", 15),     # R4 R5 R6 (a group of fives is worth 15 too: a run on a tie)
    ("J.J.R5", "run", 18),     # read from the right: R5 R6 R7, the mover's best reading
    ("J.J.R3", "run", 12),     # R3 R4 R5
    ("J.J.R2", "run", 9),      # R2 R3 R4, more than a group of twos (6)
    ("J.J.R1", "run", 6),      # R1 R2 R3, more than a group of ones (3)
    ("J.J.K10", "run", 33),    # K10 K11 K12: more than 8-9-10 (27) or three 10s (30)
    ("J.R1.J", "group", 3),    # nothing before 1
    ("R12.J.J", "group", 36),  # a run upwards would reach 14; 10-11-12 is worth only 33
    ("R13.J.J", "group", 39),  # 11-12-13 is worth 36
    ("J.J.R13", "group", 39),
])
def test_a_set_read_several_ways_counts_in_the_movers_best_reading(text: str, kind: str, value: int) -> None:
    """Exactly one numbered tile and two jokers: every reading is valid, the highest-scoring counts."""
    assert (rummikub.set_kind(text), rummikub.set_value(text)) == (kind, value)


@pytest.mark.parametrize(("text", "same_as"), [
    ("R6.R5.R4", "R4.R5.R6"),
    ("R11.J.R9", "R9.J.R11"),
    ("J.R12.R11", "R11.R12.J"),
    ("R6.R4.R5", "R4.R5.R6"),              # no joker: the tiles alone fix the run
    ("K13.K12.K11.K10.K9.K8.K7.K6.K5.K4.K3.K2.J", "J.K2.K3.K4.K5.K6.K7.K8.K9.K10.K11.K12.K13"),
])
def test_a_run_may_be_written_either_way(text: str, same_as: str) -> None:
    assert rummikub.check_set(text) == []
    assert (rummikub.set_kind(text), rummikub.set_value(text)) == (rummikub.set_kind(same_as),
                                                                  rummikub.set_value(same_as))


def test_what_a_joker_stands_for() -> None:
    assert rummikub.set_info("R9.J.R11").stands_for == (frozenset({make(2, 10)}),)
    assert rummikub.set_info("J.R2.R3").stands_for == (frozenset({make(2, 1)}),)
    assert rummikub.set_info("K7.B7.J").stands_for == (frozenset({make(2, 7), make(3, 7)}),)
    assert rummikub.set_info("K7.B7.J.O7").stands_for == (frozenset({make(2, 7)}),)
    assert rummikub.set_info("R11.J.R9").stands_for == (frozenset({make(2, 10)}),)
    # J.J.K10 at its best is 12-11-10 read from the left; in other readings the jokers may be 8 and 9,
    # or the other colours of 10.
    info = rummikub.set_info("J.J.K10")
    assert info.stands_for == (frozenset({make(0, 12)}), frozenset({make(0, 11)}))
    tens = {make(c, 10) for c in (1, 2, 3)}
    assert info.may_stand_for == (frozenset({make(0, 12), make(0, 8)} | tens),
                                  frozenset({make(0, 11), make(0, 9)} | tens))


def _rules(text: str) -> list[str]:
    return [p.rule.removeprefix("rummikub.") for p in rummikub.check_set(text)]


@pytest.mark.parametrize(("text", "rules"), [
    ("R1.R2", ["set.too-short"]),
    ("J.J", ["set.too-short"]),
    ("K5.B6.R5", ["set.no-pattern"]),
    ("K7.R7.R7", ["group.duplicate-colour"]),
    ("K7.K7.R7.R7", ["group.duplicate-colour", "group.duplicate-colour"]),
    ("K7.B7.R7.O7.J", ["group.too-many"]),
    ("R4.K5.R6", ["run.mixed-colours"]),
    ("R4.R5.R7", ["run.gap"]),
    ("R12.R13.R1", ["run.wrap-around"]),
    ("R13.R1.R2", ["run.wrap-around"]),
    ("R12.J.R1", ["run.wrap-around"]),
    ("J.R1.R2", ["run.wrap-around"]),
    ("R12.R13.J", ["run.beyond-13"]),
    ("R13.J.J.J", ["set.no-pattern"]),       # three jokers (never on a real table) match nothing
    ("R5.R5.R6", ["set.no-pattern"]),      # one colour, but a number twice: no run
    ("R6.J.R4.R5", ["set.no-pattern"]),    # up and down around a joker: no run reads this way
    ("R4.J.J.R6", ["set.no-pattern"]),     # two jokers where one number is missing
    ("R7.R5.R4", ["run.gap"]),             # written highest first, and a 6 missing
    ("R1.R13.R12", ["run.wrap-around"]),   # a wrap written highest first
    ("R4.K5.R7", ["run.mixed-colours", "run.gap"]),
    ("R5.R7", ["set.too-short", "run.gap"]),
])
def test_invalid_sets_name_every_rule(text: str, rules: list[str]) -> None:
    assert _rules(text) == rules


def test_problems_carry_set_index_tiles_and_rule_params() -> None:
    (problem,) = rummikub.check_set("K7.R7.R7", index=4)
    assert problem.params == {"set": 4, "tiles": ["K7", "R7", "R7"], "colour": "R"}
    (gap,) = rummikub.check_set([make(0, 1), JOKER, make(0, 5)], index=2)
    assert gap.params == {"set": 2, "tiles": ["K1", "J", "K5"], "missing": [3, 4]}


def test_set_value_refuses_an_invalid_set() -> None:
    with pytest.raises(ValueError):
        rummikub.set_value("R12.R13.R1")
    assert rummikub.set_kind("R12.R13.R1") is None


def test_the_table_of_valid_sets_agrees_with_first_principles() -> None:
    """Brute check: a set is valid iff some reading of its jokers makes a group or a run."""
    def plain_valid(tiles: tuple[int, ...]) -> bool:
        if len(tiles) < 3 or tiles.count(JOKER) > 2 or tiles.count(JOKER) == len(tiles):
            return False
        numbered = [(i, t) for i, t in enumerate(tiles) if t != JOKER]
        nums = {t % 13 for _, t in numbered}
        cols = [t // 13 for _, t in numbered]
        group = len(nums) == 1 and len(set(cols)) == len(cols) and len(tiles) <= 4
        starts = {t % 13 + 1 - i for i, t in numbered}
        run = (len(set(cols)) == 1 and len(starts) == 1 and min(starts) >= 1
               and min(starts) + len(tiles) - 1 <= 13)
        return group or run

    for tiles in VALID_SETS:
        assert plain_valid(tiles), tiles
    runs = sum(1 for info in VALID_SETS.values() if info.kind == "run")
    assert runs == 4 * sum((14 - n) * (1 + n + n * (n - 1) // 2) for n in range(3, 14))
