"""The Skip-Bo builder: a plain GET form whose fields describe what is on the table, read onto a
position (and back), and the move picked as a source and a target.

The person checking sits at seat 0 ("you", player 1); "whose turn" (the notation's active seat ``a``)
may be theirs or another player's — a partner's in team play, an opponent's in a dispute. The form
lays the table out from the point of view of the player whose turn it is (their stockpile, hand and
discard piles first, since the move is theirs); the other seats follow in turn order, the mover's
partner first-class in team play. Fields hold only what decides a
verdict (pile tops, stockpile tops and sizes, your hand); whatever else a pasted position knows (cards
under a discard top, known draw-pile cards, other hands) is kept from the position the form was
opened with, as long as the field that shows it is unchanged. The draw pile gives and takes the
cards the fields add or remove (a new position starts with it holding the rest of the 162-card deck).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext, pgettext, pgettext_lazy

from engine import skipbo
from engine.skipbo.cards import DECK_SIZE, FACES, SB

MAX_SEATS = 6
HAND = 5
PILES = 4
EMPTY = "-"
FACE_DOWN = "?"

# Translators: an empty pile or slot in the checker's pickers.
EMPTY_LABEL = pgettext_lazy("pile", "empty")
CARD_CHOICES = [(str(n), str(n)) for n in range(1, 13)] + [("SB", pgettext_lazy("card name in a list", "Skip-Bo card"))]
# A hand or discard slot is a quarter of a phone's width: the Skip-Bo card shows there as the mark the
# diagrams print on it ("SB"), since "карта Skip-Bo" or "Skip-Bo-kortti" would be cut to "карта"/"Skip-B".
SLOT_CHOICES = CARD_CHOICES[:-1] + [("SB", pgettext_lazy("Skip-Bo card face", "SB"))]
PILE_CHOICES = [(EMPTY, EMPTY_LABEL)] + SLOT_CHOICES
# Translators: a stockpile whose top card is face down or not known, in the checker's picker.
STOCK_CHOICES = [(EMPTY, EMPTY_LABEL), (FACE_DOWN, pgettext_lazy("stockpile top", "face down"))] + CARD_CHOICES
BUILDING_CHOICES = [(EMPTY, EMPTY_LABEL)] + [(str(n), str(n)) for n in range(1, 12)]
TURN_CHOICES = [
    # Translators: the stage of the turn in the Skip-Bo checker (whoever's turn it is).
    ("play", _("Under way: hand drawn up to five")),
    # Translators: the stage of the turn in the Skip-Bo checker (whoever's turn it is).
    ("start", _("Just starting: not drawn up yet")),
]


def seat_label(index: int, seats: int, team: bool) -> str:
    """A seat as the person checking (seat 0) names it: "You", "Player 3 (your partner)", "Player 2"."""
    if index == 0:
        return pgettext("seat name", "You")
    if team and seats in (4, 6) and index == seats // 2:
        return pgettext("seat name", "Player %(number)s (your partner)") % {"number": index + 1}
    return pgettext("seat name", "Player %(number)s") % {"number": index + 1}


def _select(choices: list[tuple[str, Any]], label: Any, initial: str = EMPTY) -> forms.ChoiceField:
    return forms.ChoiceField(choices=choices, label=label, initial=initial, required=False)


def _count(label: Any, maximum: int, initial: int) -> forms.IntegerField:
    return forms.IntegerField(label=label, min_value=0, max_value=maximum, initial=initial, required=False,
                              widget=forms.NumberInput(attrs={"inputmode": "numeric"}))


class SkipboBuilder(forms.Form):
    """Field names are short because they travel in the URL: ``b1`` building pile 1, ``s``/``sn`` your
    stockpile top and size, ``h1``-``h5`` your hand, ``d1``-``d4`` your discard tops, ``o2s`` … the
    seat two places after you."""

    n = forms.TypedChoiceField(choices=[(k, str(k)) for k in range(2, MAX_SEATS + 1)], coerce=int, initial=2,
                               label=_("Players"))
    v = forms.BooleanField(required=False, label=_("Partner play (two against two, or three teams of two)"))
    # Translators: the Skip-Bo checker's choice of the player whose move is checked ("You", "Player 2", …).
    a = forms.TypedChoiceField(choices=[(k, str(k + 1)) for k in range(MAX_SEATS)], coerce=int, required=False,
                               empty_value=None, label=_("Whose turn"), error_messages={
                                   "invalid_choice": _("Choose whose turn it is from the list of players.")})
    # Translators: the field for the stage of the turn in the Skip-Bo checker.
    t = forms.ChoiceField(choices=TURN_CHOICES, initial="play", label=_("The turn"))
    x = _count(_("Completed piles set aside"), 13, 0)
    src = forms.CharField(required=False, max_length=8)
    dst = forms.CharField(required=False, max_length=8)

    def __init__(self, *args: Any, seats: int = MAX_SEATS, team: bool = False, seats_before: int | None = None,
                 **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.seats_before = seats_before
        self.fields["a"].choices = [(k, seat_label(k, seats, team)) for k in range(seats)]
        for i in range(1, PILES + 1):
            # Translators: a building pile in the checker; %(pile)s is 1-4.
            self.fields[f"b{i}"] = _select(BUILDING_CHOICES, _("Building pile %(pile)s") % {"pile": i})
        self.fields["s"] = _select(STOCK_CHOICES, _("Stockpile: top card"), FACE_DOWN)
        self.fields["sn"] = _count(_("Stockpile: cards"), 30, 30)
        for i in range(1, HAND + 1):
            # Translators: one of the five hand cards in the checker; %(number)s is 1-5.
            self.fields[f"h{i}"] = _select(PILE_CHOICES, _("Hand card %(number)s") % {"number": i})
        for i in range(1, PILES + 1):
            # Translators: the top card of one of your discard piles; %(pile)s is 1-4.
            self.fields[f"d{i}"] = _select(PILE_CHOICES, _("Discard pile %(pile)s: top card") % {"pile": i})
        for k in range(1, seats):
            self.fields[f"o{k}s"] = _select(STOCK_CHOICES, _("Stockpile: top card"), FACE_DOWN)
            self.fields[f"o{k}n"] = _count(_("Stockpile: cards"), 30, 30)
            for i in range(1, PILES + 1):
                self.fields[f"o{k}d{i}"] = _select(
                    PILE_CHOICES, _("Discard pile %(pile)s: top card") % {"pile": i})

    def clean(self) -> dict[str, Any]:
        data = super().clean()
        if data.get("v") and data.get("n") not in (4, 6):
            self.add_error("v", _("Partner play needs four or six players."))
        n, active = data.get("n"), data.get("a")
        if n is not None:
            # Seats the form did not show (more players were just picked) join with a full, face-down
            # stockpile rather than an empty one (which would read as a game already won).
            for prefix, size in [("s", "sn"), *((f"o{k}s", f"o{k}n") for k in range(1, n))]:
                if prefix not in self.data and size not in self.data:
                    data[prefix], data[size] = FACE_DOWN, 30 if n <= 4 else 20
        if n is not None and active is not None and active >= n:
            if self.seats_before not in (None, n):
                data["a"] = 0  # fewer players picked: the turn goes back to you rather than to an empty chair
            else:
                self.add_error("a", ngettext(
                    "There is no player %(number)s: %(count)s player is at the table.",
                    "There is no player %(number)s: %(count)s players are at the table.", n)
                    % {"number": active + 1, "count": n})
        return data


# -- Position → form ---------------------------------------------------------------------------------

def _top(pile: tuple[int, ...]) -> str:
    return FACES[pile[-1]] if pile else EMPTY


def _stock_top(seat: skipbo.Seat) -> str:
    if seat.stock:
        return FACES[seat.stock[0]]
    return FACE_DOWN if seat.stock_unknown else EMPTY


def initial(pos: skipbo.Position, move: str = "") -> dict[str, Any]:
    """The form's values showing ``pos`` (and the move split into source and target)."""
    n = len(pos.seats)
    values: dict[str, Any] = {"n": n, "v": pos.team, "a": pos.active,
                              "t": "start" if pos.awaiting_draw else "play", "x": pos.completed // 12}
    for i, shows in enumerate(pos.building, 1):
        values[f"b{i}"] = str(shows) if shows else EMPTY
    you = pos.seats[pos.active]
    values["s"], values["sn"] = _stock_top(you), you.stock_size
    hand = list(you.hand)
    for i in range(1, HAND + 1):
        values[f"h{i}"] = FACES[hand[i - 1]] if i <= len(hand) else EMPTY
    for i, pile in enumerate(you.discards, 1):
        values[f"d{i}"] = _top(pile)
    for k in range(1, n):
        seat = pos.seats[(pos.active + k) % n]
        values[f"o{k}s"], values[f"o{k}n"] = _stock_top(seat), seat.stock_size
        for i, pile in enumerate(seat.discards, 1):
            values[f"o{k}d{i}"] = _top(pile)
    src, _dash, dst = move.partition("-")
    values["src"], values["dst"] = src, dst
    return values


def blank() -> skipbo.Position:
    """The position a new checker starts from: two players, empty building piles, 30-card stockpiles,
    hands not yet known (mid-turn a hand is never empty while cards can be drawn)."""
    return skipbo.parse("w:+92 / s:+30 h:#5 / s:+30 h:#5")


# -- Form → position ---------------------------------------------------------------------------------

def _card(text: str) -> int:
    return FACES.index(text)


def _stock(top: str, size: int | None, base: skipbo.Seat | None) -> tuple[tuple[int, ...], int]:
    if top == EMPTY:
        return (), 0
    size = max(1, size if size is not None else 1)
    if base is not None and _stock_top(base) == top and base.stock_size == size:
        return base.stock, base.stock_unknown
    if top == FACE_DOWN:
        return (), size
    return (_card(top),), size - 1


def _discards(data: dict[str, Any], prefix: str, base: skipbo.Seat | None) -> tuple[tuple[int, ...], ...]:
    piles = []
    for i in range(1, PILES + 1):
        top = data.get(f"{prefix}d{i}") or EMPTY
        old = base.discards[i - 1] if base is not None else ()
        if top == _top(old):
            piles.append(old)
        else:
            piles.append(() if top == EMPTY else (_card(top),))
    return tuple(piles)


def build(data: dict[str, Any], base: skipbo.Position | None) -> skipbo.Position:
    """The position the cleaned form describes, keeping what it does not show from ``base``.

    The fields were laid out around the seat whose turn it was in ``base``; "whose turn" (``a``) then
    hands the turn to any seat without moving anyone's cards. Raises ``NotationError`` (from the
    engine's own check) when the cards do not fit the deck.
    """
    n = data["n"]
    same_table = base is not None and len(base.seats) == n
    laid_out = base.active if same_table and base is not None else 0
    active = laid_out if data.get("a") is None else data["a"]
    seats: list[skipbo.Seat | None] = [None] * n
    for k in range(n):
        index = (laid_out + k) % n
        old = base.seats[index] if same_table and base is not None else None
        prefix = "" if k == 0 else f"o{k}"
        stock, unknown = _stock(data.get(f"{prefix}s") or EMPTY,
                                data.get(f"{prefix}sn" if k == 0 else f"{prefix}n"), old)
        if k == 0:
            hand = tuple(sorted(_card(data[f"h{i}"]) for i in range(1, HAND + 1)
                                if data.get(f"h{i}") not in (None, "", EMPTY)))
            # A hand left blank keeps the cards the link did not name (``h:#5``): mid-turn a hand is never
            # empty while cards can be drawn, so a blank hand means "not filled in yet", not "no cards"
            # (also when the number of players changed and the seat starts afresh).
            hand_unknown = (old.hand_unknown if old is not None else HAND) if not hand else 0
        else:
            hand, hand_unknown = (old.hand, old.hand_unknown) if old is not None else ((), HAND)
        seats[index] = skipbo.Seat(stock, unknown, hand, hand_unknown, _discards(data, prefix, old))
    building = tuple(int(data.get(f"b{i}") or 0) if data.get(f"b{i}") not in (None, "", EMPTY) else 0
                     for i in range(1, PILES + 1))
    pos = skipbo.Position(tuple(s for s in seats if s is not None), building, (), 0,
                          12 * (data.get("x") or 0), active, bool(data.get("v")), data.get("t") == "start")
    if base is None:
        pos = replace(pos, draw_unknown=max(DECK_SIZE - _cards_out(pos), 0))
    else:
        # Cards that came onto the table came from the draw pile (and go back to it when removed).
        moved = _cards_out(pos) - _cards_out(base)
        if moved == 0:
            pos = replace(pos, draw=base.draw, draw_unknown=base.draw_unknown)
        else:
            pos = replace(pos, draw_unknown=max(base.draw_size - moved, 0))
    # The engine's parse checks the deck and the winners and names the field that is wrong.
    return skipbo.parse(skipbo.dump(pos))


def _cards_out(pos: skipbo.Position) -> int:
    """Cards not in the draw pile: stockpiles, hands, discard piles, building and completed piles."""
    total = sum(pos.building) + pos.completed
    for seat in pos.seats:
        total += seat.stock_size + seat.hand_size + sum(len(p) for p in seat.discards)
    return total


def move(data: dict[str, Any]) -> str:
    """``src`` and ``dst`` as one move (``h5-b1``, ``draw``); empty when no move is picked."""
    src, dst = (data.get("src") or "").strip(), (data.get("dst") or "").strip()
    if src in ("draw", "pass"):
        return src
    if not src or not dst:
        return ""  # half a move (a source picked, no target yet) asks nothing
    return f"{src}-{dst}"


__all__ = ["SkipboBuilder", "initial", "build", "move", "blank", "SB"]
