"""Property tests of the judge on random positions and random grammatical moves.

Whatever the table move, the judge answers with registered rule ids carrying exactly the registered
params, and a legal move plays to a table of valid sets without losing or creating a tile.
"""

from __future__ import annotations

from collections import Counter
from itertools import permutations

from hypothesis import given, settings
from hypothesis import strategies as st

from engine import rummikub
from engine.rummikub.notation import Move
from engine.rummikub.position import Position, Seat
from engine.rummikub.sets import VALID_SETS
from engine.rummikub.tiles import JOKER

# Built once: Hypothesis labels and hashes a sampled_from over its whole list (thousands of sets) each time
# such a strategy is made, which inside ``turns`` was most of this test's time.
TABLE_SETS = st.lists(st.sampled_from(sorted(VALID_SETS)), max_size=8)


@st.composite
def turns(draw: st.DrawFn) -> tuple[Position, Move]:
    """A position whose table is valid sets, and a new table drawn from table and rack tiles."""
    copies: Counter[int] = Counter()
    table = []
    for tile_set in draw(TABLE_SETS):
        if all(copies[t] + tile_set.count(t) <= 2 for t in set(tile_set)):
            copies.update(tile_set)
            table.append(tile_set)
    free = [t for t in range(JOKER + 1) for _ in range(2 - copies[t])]
    rack = tuple(draw(st.lists(st.sampled_from(free), max_size=10))) if free else ()
    rack_counts = Counter(rack)
    rack = tuple(t for t in rack_counts for _ in range(min(rack_counts[t], 2 - copies[t])))
    seat = Seat(rack, unknown=draw(st.integers(0, 2)), melded=draw(st.booleans()))
    pos = Position(tuple(table), pool_unknown=draw(st.integers(0, 3)), seats=(seat, Seat((), 14)))
    # The new table: a shuffle of (some of) the old tiles and some rack tiles, cut into sets.
    tiles = [t for s in table for t in s] + list(rack)
    chosen = draw(st.permutations(tiles)) if tiles else []
    chosen = chosen[: draw(st.integers(0, len(chosen)))]
    if draw(st.booleans()):  # often keep the old table and add a valid set from the rack
        extra = sorted({s for s in permutations(rack, 3) if s in VALID_SETS})
        new = tuple(table) + ((draw(st.sampled_from(extra)),) if extra else ())
    else:
        cuts = sorted(draw(st.lists(st.integers(1, max(1, len(chosen))), max_size=6)))
        parts, start = [], 0
        for cut in cuts + [len(chosen)]:
            if cut > start:
                parts.append(tuple(chosen[start:cut]))
                start = cut
        new = tuple(parts)
    return pos, Move.of_table(new)


def _all_tiles(pos: Position) -> Counter[int]:
    return Counter(pos.table_tiles()) + Counter(pos.pool) + sum((Counter(s.rack) for s in pos.seats), Counter())


@settings(max_examples=400, deadline=None)
@given(turns())
def test_verdicts_use_registered_rules_and_legal_moves_keep_every_tile(turn: tuple[Position, Move]) -> None:
    pos, move = turn
    verdict = rummikub.judge(pos, move)
    for rule, params in [(verdict.rule, verdict.params)] + [(p.rule, p.params) for p in verdict.problems]:
        assert rule in rummikub.RULES
        assert set(params) == set(rummikub.RULES[rule].params), rule
    assert verdict.legal == (not verdict.problems)
    if verdict.legal:
        after = rummikub.play(pos, move)
        assert all(tile_set in VALID_SETS for tile_set in after.table)
        assert _all_tiles(after) == _all_tiles(pos)
        assert after.seats[0].melded
        assert rummikub.parse(rummikub.dump(after)) == after
