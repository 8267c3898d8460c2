"""A tile dropped on a set (``N@fit``) goes where it fits: at either end of a run, into a group, so
a set can be built or extended by dragging one tile at a time."""

import pytest

from engine.rummikub.tiles import tile_from_text, tile_text
from games.boards.rummikub import Work, move_tiles


def dropped(set_text: str, rack_tile: str) -> str:
    """The set after ``rack_tile`` from the rack is dropped on it (``1@fit``)."""
    work = Work([[(tile_from_text(t), False) for t in set_text.split(".")]], [tile_from_text(rack_tile)])
    after, _taken, _landed = move_tiles(work, rack_tile, "1@fit")
    return ".".join(tile_text(t) for t, _f in after.sets[0])


@pytest.mark.parametrize(("before", "tile", "after"), [
    ("R7.R8", "R9", "R7.R8.R9"),  # extends a two-tile run at its top (it was put first: R9.R7.R8)
    ("R7.R8", "R6", "R6.R7.R8"),  # or at its bottom
    ("R7.R8.R9", "R10", "R7.R8.R9.R10"),
    ("R8", "R7", "R7.R8"),  # a run being built tile by tile stays in order
    ("R7", "R8", "R7.R8"),
    ("R7.J", "R9", "R7.J.R9"),
    ("R9.R10", "J", "R9.R10.J"),  # a joker ends a run (as the red 11: more points than first, as the 8)
    ("R12.R13", "J", "J.R12.R13"),  # unless the run ends at 13
    ("R7.K7", "B7", "R7.K7.B7"),  # a group: at its end
    ("R7", "K7", "R7.K7"),  # a group being built: at its end
])
def test_a_dropped_tile_goes_where_it_fits(before: str, tile: str, after: str) -> None:
    assert dropped(before, tile) == after
