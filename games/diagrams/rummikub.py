"""A Rummikub position as a view model for ``rummikub.html``, one set for ``rummikub_tiles.html`` and a
finished game's scores for ``rummikub_scores.html``, each with its words in the active language.

Only the engine's public API is used (``rummikub.parse``, ``rummikub.parse_tiles``, ``rummikub.result``
and the fields of ``Position`` / ``Seat``), plus the tile integers of ``engine.rummikub.tiles``.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from django.utils.translation import gettext, ngettext, pgettext

from engine import rummikub
from engine.rummikub import tiles as rk_tiles
from games import typography
from games.diagrams.faces import FACE_DOWN_TILE, JOKER, TileFace


@dataclass(slots=True)
class SetView:
    number: int
    tiles: list[TileFace]
    label: str
    words: str


@dataclass(slots=True)
class OtherSeat:
    name: str
    size: int
    words: str


@dataclass(slots=True)
class RummikubView:
    sets: list[SetView]
    rack: list[TileFace]
    rack_size: int
    pool_size: int
    others: list[OtherSeat]
    labels: dict[str, str]
    description: str
    pool_text: str = ""


@dataclass(slots=True)
class ScoreRow:
    name: str
    rack: list[TileFace]
    rack_words: str
    rack_value: int
    points: int
    points_text: str
    winner: bool


@dataclass(slots=True)
class ScoresView:
    rows: list[ScoreRow]
    caption: str
    headers: dict[str, str]


def joker_meanings(tiles: tuple[int, ...]) -> list[int | None]:
    """What each tile of a set stands for if it is a joker in a valid set (from the engine's
    ``set_info``): one tile in a run; in a group the number only (``100 + n``) unless a single
    colour is missing; None for other tiles and in an invalid set.

    >>> t = rk_tiles.tile_from_text
    >>> [rk_tiles.tile_text(x) if x is not None else x for x in joker_meanings((t("R9"), JOKER, t("R11")))]
    [None, 'R10', None]
    >>> joker_meanings((t("K9"), t("B9"), JOKER))[2]
    109
    """
    out: list[int | None] = [None] * len(tiles)
    if JOKER not in tiles:
        return out
    info = rummikub.set_info(tuple(tiles))
    if info is None:
        return out
    jokers = [i for i, t in enumerate(tiles) if t == JOKER]
    for i, options in zip(jokers, info.stands_for, strict=False):
        if len(options) == 1:
            out[i] = next(iter(options))
        elif options:
            out[i] = 100 + rk_tiles.number(next(iter(options)))
    return out


def set_tiles(tiles: tuple[int, ...]) -> list[TileFace]:
    """The tiles of one set in table order, each joker with what it stands for when the set tells."""
    meanings = joker_meanings(tiles)
    return [TileFace(t, meanings[i]) for i, t in enumerate(tiles)]


def tiles_words(faces: list[TileFace]) -> str:
    return ", ".join(f.name for f in faces)


def say_move(pos: rummikub.Position, move: str | rummikub.Move, viewer: int | None = None, /) -> str:
    """Rummikub's move words (``games.moves.MOVE_WORDS``): a whole turn, said the same for every ``viewer``
    (it names no one): "draw a tile", "pass", or the table the turn leaves and how many rack tiles it
    took ("leave the table as 3 sets, with 2 tiles from the rack")."""
    parsed = rummikub.parse_move(move) if isinstance(move, str) else move
    if parsed.kind == "draw":
        return gettext("draw a tile")
    if parsed.kind == "pass":
        return gettext("pass")
    if parsed.kind == "penalty":
        return gettext("time ran out: take your tiles back and draw three")
    placed = len(pos.to_move.rack) - len(rack_after(pos, parsed.table))
    # Translators: a Rummikub turn in words, in the checker's question.
    return ngettext("leave the table as %(sets)s set, with %(count)s tile from the rack",
                    "leave the table as %(sets)s sets, with %(count)s tiles from the rack",
                    placed) % {"sets": len(parsed.table), "count": placed}


def shared_move_text(pos: rummikub.Position, move: str | rummikub.Move, /) -> str:
    """Rummikub's words for a shared position (``games.moves.SHARED_MOVE_WORDS``): the turn the sharer's
    seat (``pos.active``) played from ``pos``, told as a whole sentence to someone who was not at the
    table ("The player who shared this laid 3 tiles from their rack on the table."); "" for a move no game
    against the computer records (the puzzles' timer penalty)."""
    parsed = rummikub.parse_move(move) if isinstance(move, str) else move
    if parsed.kind == "draw":
        # Translators: a shared position of a game against the computer: the turn of the player who shared
        # the link, told to someone who was not at the table (never "you"). Whole sentences, one per move.
        return gettext("The player who shared this drew a tile.")
    if parsed.kind == "pass":
        return gettext("The player who shared this passed.")
    if parsed.kind != "table":
        return ""
    placed = len(pos.to_move.rack) - len(rack_after(pos, parsed.table))
    # Translators: as above; %(count)s is how many tiles went from the rack to the table this turn.
    return ngettext("The player who shared this laid %(count)s tile from their rack on the table.",
                    "The player who shared this laid %(count)s tiles from their rack on the table.",
                    placed) % {"count": placed}


def rack_after(pos: rummikub.Position, table: list[list[int]] | tuple[tuple[int, ...], ...]) -> list[int]:
    """The mover's rack tiles not on ``table`` (the whole table after the turn), in rack order."""
    played = Counter(t for s in table for t in s) - Counter(pos.table_tiles())
    left = []
    for tile in pos.to_move.rack:
        if played[tile]:
            played[tile] -= 1
        else:
            left.append(tile)
    return left


def _player(index: int) -> str:
    # Translators: a seat at the Rummikub table; %(number)s is 1-4.
    return pgettext("seat name", "Player %(number)s") % {"number": index + 1}


def _rack(seat: rummikub.Seat) -> list[TileFace]:
    rack = [TileFace(t) for t in seat.rack]
    if seat.unknown:
        rack.append(TileFace(FACE_DOWN_TILE, count=seat.unknown))
    return rack


def labels() -> dict[str, str]:
    return {
        # Translators: short labels inside a Rummikub table diagram.
        "table": pgettext("Rummikub diagram label", "Table"),
        "rack": pgettext("Rummikub diagram label", "Your rack"),
        # Translators: the face-down tiles players draw from.
        "pool": pgettext("Rummikub diagram label", "Pool"),
        "empty_table": pgettext("Rummikub diagram label", "No sets on the table"),
        "empty": pgettext("rack", "empty"),
    }


def build(pos: rummikub.Position) -> RummikubView:
    sets = []
    for i, tiles in enumerate(pos.table, start=1):
        faces = set_tiles(tiles)
        # Translators: the label of one set on the table in a diagram: "Set 1", "Set 2", ...
        label = gettext("Set %(number)s") % {"number": i}
        sets.append(SetView(i, faces, label, tiles_words(faces)))
    seat = pos.to_move
    rack = _rack(seat)
    others = []
    n = len(pos.seats)
    for k in range(1, n):
        index = (pos.active + k) % n
        size = pos.seats[index].size
        others.append(OtherSeat(_player(index), size, ngettext(
            "%(player)s: %(count)s tile on the rack.", "%(player)s: %(count)s tiles on the rack.", size)
            % {"player": _player(index), "count": size}))
    view = RummikubView(sets, rack, seat.size, pos.pool_size, others, labels(), "")
    view.description = describe(view)
    # Translators: a short count shown beside the pool in a diagram.
    view.pool_text = (ngettext("%(count)s tile", "%(count)s tiles", pos.pool_size) % {"count": pos.pool_size}
                      if pos.pool_size else view.labels["empty"])
    return view


def describe(view: RummikubView) -> str:
    if view.sets:
        out = [ngettext("On the table: %(count)s set.", "On the table: %(count)s sets.", len(view.sets))
               % {"count": len(view.sets)}]
        # Translators: one set on the table and its tiles in order: "Set 1: red 4, red 5, red 6."
        out += [gettext("Set %(number)s: %(tiles)s.") % {"number": s.number, "tiles": s.words}
                for s in view.sets]
    else:
        out = [gettext("The table is empty.")]
    if view.rack:
        out.append(gettext("Your rack: %(tiles)s.") % {"tiles": tiles_words(view.rack)})
    else:
        out.append(gettext("Your rack: empty."))
    out.append(ngettext("Pool: %(count)s tile.", "Pool: %(count)s tiles.", view.pool_size)
               % {"count": view.pool_size} if view.pool_size else gettext("Pool: empty."))
    out += [o.words for o in view.others]
    return " ".join(out)


def scores(pos: rummikub.Position) -> ScoresView:
    game = rummikub.result(pos)
    rows = []
    for index, seat in enumerate(pos.seats):
        faces = _rack(seat)
        words = tiles_words(faces) if faces else pgettext("rack", "empty")
        name = _player(index)
        if index == game.winner:
            # Translators: the winner's row in a score table: "Player 1 (winner)".
            name = gettext("%(player)s (winner)") % {"player": name}
        rows.append(ScoreRow(name, faces, words, game.rack_values[index], game.points[index],
                             typography.signed(game.points[index]), index == game.winner))
    if game.ending is rummikub.Ending.OUT:
        # Translators: caption of a Rummikub score table after a player emptied the rack.
        caption = gettext("Scoring: the winner emptied the rack; the others lose the value of their racks.")
    else:
        # Translators: caption of a Rummikub score table when the pool ran out and nobody could move.
        caption = gettext("Scoring: the pool is empty; the lowest rack wins and the others lose the difference.")
    headers = {
        # Translators: column headings of a Rummikub score table.
        "seat": pgettext("score table heading", "Player"),
        "rack": pgettext("score table heading", "Tiles left on the rack"),
        "value": pgettext("score table heading", "Rack value"),
        # Translators: points won (+45) or lost (−13) in this game.
        "points": pgettext("score table heading", "Result"),
    }
    return ScoresView(rows, caption, headers)
