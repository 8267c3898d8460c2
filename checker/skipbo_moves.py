"""The Skip-Bo move picker: every source and target the position offers, named in the reader's language.

Values are the move notation's parts (``h5``, ``s``, ``d2``, ``@1s``, ``b3``), so a picked pair is a
move as it stands: ``h5`` + ``b1`` → ``h5-b1``. Illegal choices are offered on purpose (a building pile
as a source, another player's discard pile as a target): asking about them is what a dispute is.
"""

from __future__ import annotations

from django.utils.translation import gettext, pgettext

from checker.skipbo_builder import seat_label
from engine import skipbo
from engine.skipbo.cards import FACES

Choice = tuple[str, str]


def _card(card: int) -> str:
    if FACES[card] == "SB":
        return pgettext("card name in a list", "Skip-Bo card")
    return FACES[card]


def _pile_top(pile: tuple[int, ...]) -> str:
    return _card(pile[-1]) if pile else pgettext("pile", "empty")


def _stock_top(seat: skipbo.Seat) -> str:
    if seat.stock:
        return _card(seat.stock[0])
    if seat.stock_unknown:
        return pgettext("stockpile top", "face down")
    return pgettext("pile", "empty")


def _first_upper(text: str) -> str:
    """A phrase from a sentence as a list item ("from the stockpile of player 2: 6" → "From …"); unlike
    ``str.capitalize`` it leaves "Skip-Bo" alone."""
    return text[:1].upper() + text[1:]


def seat_name(pos: skipbo.Position, index: int) -> str:
    """The seat as the person checking (seat 0) names it, whoever's turn it is."""
    return seat_label(index, len(pos.seats), pos.team)


def mover_name(pos: skipbo.Position) -> str:
    """Whose turn it is, for the heading over the mover's cards: empty when it is yours."""
    if not pos.active:
        return ""
    # Translators: the heading over the cards of the player whose turn it is ("Player 3 (your partner)").
    return gettext("%(player)s: their turn") % {"player": seat_name(pos, pos.active)}


def sources(pos: skipbo.Position) -> list[tuple[str, list[Choice]]]:
    """Groups of (value, label): the turn's start and end, your cards, each other player's, the
    building piles."""
    you = pos.seats[pos.active]
    own: list[Choice] = [(f"h{FACES[c]}", gettext("Hand: %(card)s") % {"card": _card(c)})
                         for c in sorted(set(you.hand))]
    own.append(("s", gettext("Stockpile: %(card)s") % {"card": _stock_top(you)}))
    own += [(f"d{i}", gettext("Discard pile %(pile)s: %(card)s") % {"pile": i, "card": _pile_top(p)})
            for i, p in enumerate(you.discards, 1)]
    groups: list[tuple[str, list[Choice]]] = [
        # Translators: a group in the Skip-Bo move picker: moves that are not a card being played.
        (gettext("Start or end the turn"), [
            ("draw", gettext("Draw up to five cards")),
            ("pass", pgettext("Skip-Bo move", "end the turn without discarding").capitalize()),
        ]),
        (gettext("Your cards") if not pos.active else seat_name(pos, pos.active), own),
    ]
    n = len(pos.seats)
    for k in range(1, n):
        index = (pos.active + k) % n
        seat = pos.seats[index]
        # A closed picker shows the option, not its group: each one says whose pile it is.
        if index == 0:
            cards = [(f"@{index}s", gettext("from your stockpile: %(card)s") % {"card": _stock_top(seat)})]
            cards += [(f"@{index}d{i}", gettext("from your discard pile %(pile)s: %(card)s") % {
                "pile": i, "card": _pile_top(p)}) for i, p in enumerate(seat.discards, 1)]
        else:
            player = {"player": index + 1}
            cards = [(f"@{index}s", gettext("from the stockpile of player %(player)s: %(card)s") % {
                **player, "card": _stock_top(seat)})]
            cards += [(f"@{index}d{i}", gettext("from discard pile %(pile)s of player %(player)s: %(card)s") % {
                **player, "pile": i, "card": _pile_top(p)}) for i, p in enumerate(seat.discards, 1)]
        groups.append((seat_name(pos, index), [(value, _first_upper(label)) for value, label in cards]))
    groups.append((gettext("Building piles"), [
        (f"b{i}", gettext("Building pile %(pile)s") % {"pile": i}) for i in range(1, 5)]))
    return groups


def targets(pos: skipbo.Position) -> list[tuple[str, list[Choice]]]:
    you = pos.seats[pos.active]
    building = [(f"b{i}", gettext("Building pile %(pile)s: %(card)s") % {
        "pile": i, "card": str(shows) if shows else pgettext("pile", "empty")})
        for i, shows in enumerate(pos.building, 1)]
    mine = not pos.active
    own = [(f"d{i}", (gettext("Your discard pile %(pile)s: %(card)s") if mine
                      else gettext("Discard pile %(pile)s: %(card)s")) % {"pile": i, "card": _pile_top(p)})
           for i, p in enumerate(you.discards, 1)]
    groups = [(gettext("Building piles"), building),
              (gettext("Your discard piles") if mine else seat_name(pos, pos.active), own)]
    n = len(pos.seats)
    for k in range(1, n):
        index = (pos.active + k) % n
        groups.append((seat_name(pos, index), [(f"@{index}d{i}", _first_upper(
            gettext("your discard pile %(pile)s") % {"pile": i} if index == 0
            else gettext("discard pile %(pile)s of player %(player)s") % {"pile": i, "player": index + 1}))
            for i in range(1, 5)]))
    return groups


def with_value(groups: list[tuple[str, list[Choice]]], value: str) -> list[tuple[str, list[Choice]]]:
    """Keep a picked value that the lists do not offer (a card not in hand, from a shared link) visible."""
    if not value or any(value == v for _g, choices in groups for v, _l in choices):
        return groups
    return [*groups, (gettext("As written in the link"), [(value, value)])]
