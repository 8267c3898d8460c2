"""The learner's edits of the working table (move, split, put back) as the tutorial's records. The working
table itself (``Work``), the chosen tiles and the edits' mechanics are the shared board's
(``games.boards.rummikub``); here an edit becomes a record, and a tile or set that is not there is
``BadAction`` (400).
"""

from __future__ import annotations

from engine import rummikub
from engine.rummikub.tiles import tile_text
from games.boards.rummikub import BadTiles, Tile, Work, move_tiles, split, to_rack_refused
from tutorial.core import BadAction
from tutorial.games.rummikub.actions import Edit, PutBack, Split, TileMove
from tutorial.games.rummikub.records import PutBackRecord, SplitRecord, TilesMovedRecord
from tutorial.records import MoveRecord, Record, jsonable


def texts(tiles: list[Tile]) -> tuple[str, ...]:
    """The tiles' faces in the notation (``R7``, ``J``), for records."""
    return tuple(tile_text(t) for t, _f in tiles)


def edit(pos: rummikub.Position, work: Work, learner: int, action: Edit) -> tuple[Record, Work | None]:
    """One edit of the working table (put back, split or a tile move): its record and the new working
    table, or None when the engine refuses it (a table tile sent to the rack). BadAction when the action
    names a tile or set that is not there."""
    match action:
        case PutBack():
            return PutBackRecord(), Work.start(pos, learner)
        case Split(set_number=number, at=p):
            try:
                new = split(work, number, p)
            except BadTiles as error:
                raise BadAction("split") from error
            return SplitRecord(number, texts(new.sets[number - 1]), texts(new.sets[number])), new
        case TileMove(selection=selection, target=target):
            pass
    try:
        new, taken, landed = move_tiles(work, selection, target)
    except BadTiles as error:
        raise BadAction(str(error)) from error
    if target == "rack" and (missing := to_rack_refused(pos, new)):
        return MoveRecord("", False, missing[0].rule, jsonable(missing[0].params),
                          tuple((p.rule, jsonable(p.params)) for p in missing)), None
    if landed is None:
        return TilesMovedRecord(tuple(taken), target), new
    return TilesMovedRecord(tuple(taken), target, landed + 1, texts(new.sets[landed])), new
