"""The Skip-Bo position: an immutable value that notation writes and ``play`` produces.

A position holds only what notation can say. Simulated games also need the real faces of the cards
on building piles and in completed piles (to reshuffle them into a new draw pile), which notation
deliberately hides (a pile showing 7 is seven cards of unknown face). That knowledge rides along in
an optional :class:`Hidden` layer that is ignored by equality and by ``dump``, so a position written
and read back still compares equal to the one the simulator holds.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from engine.skipbo.cards import FACES, SB

EMPTY_DISCARDS: tuple[tuple[int, ...], ...] = ((), (), (), ())
EMPTY_BUILDING: tuple[int, int, int, int] = (0, 0, 0, 0)
SECTION_SEPARATOR = " / "


# The reader lives in ``notation``, which builds positions and so imports this module: it registers
# itself here (``@reads_notation``) instead of being imported back, which would be an import cycle.
_reader: Callable[[str], Position] | None = None


def reads_notation(reader: Callable[[str], Position]) -> Callable[[str], Position]:
    """Make ``reader`` what ``Position.parse`` calls (``engine.skipbo.notation.parse`` uses this)."""
    global _reader
    _reader = reader
    return reader



@dataclass(frozen=True, slots=True)
class Seat:
    """One player's own cards.

    ``stock`` lists the known stockpile cards top first, ``stock_unknown`` the face-down cards below
    them that nobody knows. ``hand`` is sorted (numbers, then Skip-Bo cards) and ``hand_unknown``
    counts cards whose faces are not known (an opponent's hand). ``discards`` are the four discard
    piles, each bottom first (the last card is the playable top).
    """

    stock: tuple[int, ...]
    stock_unknown: int = 0
    hand: tuple[int, ...] = ()
    hand_unknown: int = 0
    discards: tuple[tuple[int, ...], ...] = EMPTY_DISCARDS

    @property
    def stock_size(self) -> int:
        return len(self.stock) + self.stock_unknown

    @property
    def hand_size(self) -> int:
        return len(self.hand) + self.hand_unknown

    @property
    def stock_top(self) -> int | None:
        """The visible stockpile card, or None when the stockpile is empty or its top is unknown."""
        return self.stock[0] if self.stock else None


@dataclass(frozen=True, slots=True)
class Hidden:
    """Full knowledge that notation does not carry: the real cards on each building pile (bottom
    first), the cards of the completed piles set aside, and the seed that makes reshuffles
    reproducible. Present on positions made by :func:`engine.skipbo.setup.new_game`."""

    building: tuple[tuple[int, ...], ...] = ((), (), (), ())
    completed: tuple[int, ...] = ()
    seed: int = 0
    reshuffles: int = 0


@dataclass(frozen=True, slots=True)
class Position:
    """A Skip-Bo table: four shared building slots (``0`` = empty, else the number shown), the draw
    pile (known cards top first, then ``draw_unknown`` unknown ones), ``completed`` cards set aside in
    finished piles, the active seat, solo or team play, and whether the active seat still has to
    refill the hand (``awaiting_draw``, notation ``t:start``)."""

    seats: tuple[Seat, ...]
    building: tuple[int, ...] = EMPTY_BUILDING
    draw: tuple[int, ...] = ()
    draw_unknown: int = 0
    completed: int = 0
    active: int = 0
    team: bool = False
    awaiting_draw: bool = False
    hidden: Hidden | None = field(default=None, compare=False, hash=False, repr=False)

    def __repr__(self) -> str:
        """The position in notation, as an expression that reads it back (the hidden layer, which
        equality ignores, is left out):

        >>> pos = Position.parse("b:4,-,-,- / s:6+9 h:5 / s:+10"); pos
        Position.parse('b:4,-,-,- / s:6+9 h:5 / s:+10')
        >>> eval(repr(pos)) == pos
        True
        """
        return f"Position.parse({dump(self)!r})"

    @classmethod
    def parse(cls, text: str) -> Position:
        """The position written ``text`` (``engine.skipbo.parse``)."""
        if _reader is None:  # pragma: no cover - engine.skipbo imports its notation module first
            raise RuntimeError("engine.skipbo.notation has not registered its reader")
        return _reader(text)

    @property
    def winner(self) -> int | None:
        """The seat that has won (team play: a seat of the winning team, the active one if it is in
        that team), or None while the game goes on."""
        seats = self.seats
        if not self.team:
            for i, seat in enumerate(seats):
                if not seat.stock and not seat.stock_unknown:
                    return i
            return None
        half = len(seats) // 2
        for i in range(half):
            a, b = seats[i], seats[i + half]
            if not (a.stock or a.stock_unknown or b.stock or b.stock_unknown):
                return self.active if self.active in (i, i + half) else i
        return None

    @property
    def draw_size(self) -> int:
        return len(self.draw) + self.draw_unknown

    def partner(self, seat: int) -> int | None:
        """The partner of ``seat`` in team play (seat i partners seat i + n/2), else None."""
        if not self.team:
            return None
        return (seat + len(self.seats) // 2) % len(self.seats)

    def team_of(self, seat: int) -> tuple[int, ...]:
        p = self.partner(seat)
        return (seat,) if p is None else tuple(sorted((seat, p)))


# ---------------------------------------------------------------- notation (the writer; ``notation`` reads)

def dump_cards(cards: tuple[int, ...]) -> str:
    return ".".join(FACES[c] for c in cards)


def dump_stack(cards: tuple[int, ...], unknown: int) -> str:
    if not cards and not unknown:
        return "-"
    return dump_cards(cards) + (f"+{unknown}" if unknown else "")


def dump_hand(cards: tuple[int, ...], unknown: int) -> str:
    if not cards and not unknown:
        return "-"
    return dump_cards(tuple(sorted(cards))) + (f"#{unknown}" if unknown else "")


def dump(pos: Position) -> str:
    """The canonical text of ``pos``."""
    shared = []
    if pos.building != EMPTY_BUILDING:
        shared.append("b:" + ",".join(str(n) if n else "-" for n in pos.building))
    if pos.draw or pos.draw_unknown:
        shared.append("w:" + dump_stack(pos.draw, pos.draw_unknown))
    if pos.completed:
        shared.append(f"x:{pos.completed}")
    if pos.active:
        shared.append(f"a:{pos.active}")
    if pos.team:
        shared.append("v:team")
    if pos.awaiting_draw:
        shared.append("t:start")
    sections = [" ".join(shared) or "-"]
    for seat in pos.seats:
        fields = ["s:" + dump_stack(seat.stock, seat.stock_unknown)]
        if seat.hand or seat.hand_unknown:
            fields.append("h:" + dump_hand(seat.hand, seat.hand_unknown))
        if any(seat.discards):
            fields.append("d:" + ",".join(dump_cards(p) if p else "-" for p in seat.discards))
        sections.append(" ".join(fields))
    return SECTION_SEPARATOR.join(sections)


def census(pos: Position) -> dict[int, int]:
    """Count every known card of ``pos`` by face, including the hidden layer when present; ``0``
    counts cards of unknown face (building piles without a hidden layer, ``+N``, ``#N``, ``x``).

    The simulator's invariant is ``census(pos) == DECK_COUNTS`` (162 cards, none lost)."""
    counts: dict[int, int] = {}

    def add(cards: tuple[int, ...]) -> None:
        for c in cards:
            counts[c] = counts.get(c, 0) + 1

    unknown = pos.draw_unknown
    add(pos.draw)
    for seat in pos.seats:
        add(seat.stock)
        add(seat.hand)
        for pile in seat.discards:
            add(pile)
        unknown += seat.stock_unknown + seat.hand_unknown
    hidden = pos.hidden
    if hidden is not None:
        for pile in hidden.building:
            add(pile)
        add(hidden.completed)
    else:
        unknown += sum(pos.building) + pos.completed
    if unknown:
        counts[0] = counts.get(0, 0) + unknown
    return counts


__all__ = ["EMPTY_BUILDING", "EMPTY_DISCARDS", "SB", "Hidden", "Position", "Seat", "census", "dump"]
