"""A Skip-Bo position (and optionally one move) as a view model for ``skipbo.html``, with its text
alternative in the active language.

Only the engine's public API is used: ``skipbo.parse``, ``skipbo.parse_move`` and the fields of
``Position`` / ``Seat``. The active seat is "you"; the other seats are "Player N" (seat index + 1).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from django.utils.translation import gettext, ngettext, pgettext

from engine import skipbo
from games.diagrams.faces import CardFace, card_face, card_words
from games.texts.skipbo_words import card_name

SLOTS = 4


@dataclass(slots=True)
class Slot:
    """One building-pile slot (1-4): the number it shows (0 = empty)."""

    number: int
    shows: int
    mark: str = ""

    @property
    def face(self) -> CardFace | None:
        return CardFace(self.shows, mark=self.mark) if self.shows else None


@dataclass(slots=True)
class Pile:
    """One discard pile, bottom first (the last card is the playable top)."""

    number: int
    cards: list[CardFace]
    size: int
    mark: str = ""


@dataclass(slots=True)
class SeatView:
    index: int
    name: str
    you: bool
    partner: bool
    stock: CardFace | None
    stock_size: int
    hand: list[CardFace]
    hand_size: int
    discards: list[Pile]
    stock_mark: str = ""
    stock_text: str = ""
    hand_text: str = ""


@dataclass(slots=True)
class SkipboView:
    building: list[Slot]
    draw_size: int
    completed: int
    you: SeatView
    others: list[SeatView]
    labels: dict[str, str]
    description: str
    move_text: str = ""
    draw_mark: str = ""
    team: bool = False
    draw_text: str = ""
    completed_text: str = ""


def cards_count(count: int) -> str:
    """A short count under a pile in the drawing: "23 cards"."""
    # Translators: a short count shown under a pile in a diagram.
    return ngettext("%(count)s card", "%(count)s cards", count) % {"count": count}


def seat_name(index: int, active: int, partner: int | None) -> str:
    if index == active:
        # Translators: the active player in a Skip-Bo diagram (the reader).
        return pgettext("seat name", "You")
    if index == partner:
        # Translators: a seat in team play that is the reader's partner; %(number)s is 1-6.
        return pgettext("seat name", "Player %(number)s (your partner)") % {"number": index + 1}
    # Translators: another seat at the table; %(number)s is 1-6.
    return pgettext("seat name", "Player %(number)s") % {"number": index + 1}


def _hand(seat: skipbo.Seat) -> list[CardFace]:
    hand = [CardFace(c) for c in seat.hand]
    if seat.hand_unknown:
        hand.append(CardFace(0, count=seat.hand_unknown))
    return hand


def _stock(seat: skipbo.Seat) -> CardFace | None:
    if seat.stock:
        return CardFace(seat.stock[0])
    if seat.stock_unknown:
        return CardFace(0)
    return None


def _seat_view(pos: skipbo.Position, index: int, you: bool) -> SeatView:
    seat = pos.seats[index]
    partner = pos.partner(pos.active)
    if you:
        piles = [Pile(n + 1, [CardFace(c) for c in pile], len(pile)) for n, pile in enumerate(seat.discards)]
    else:
        piles = [Pile(n + 1, [CardFace(pile[-1])] if pile else [], len(pile))
                 for n, pile in enumerate(seat.discards)]
    return SeatView(index, seat_name(index, pos.active, partner), you, index == partner, _stock(seat),
                    seat.stock_size, _hand(seat) if you or seat.hand else [], seat.hand_size, piles,
                    stock_text=cards_count(seat.stock_size) if seat.stock_size else "",
                    hand_text=cards_count(seat.hand_size) if seat.hand_size else "")


def _mark_card(cards: list[CardFace], card: int, mark: str) -> bool:
    for i, face in enumerate(cards):
        if face.card == card:
            cards[i] = CardFace(face.card, face.count, mark)
            return True
    return False


def _apply_move(view: SkipboView, move: skipbo.Move, active: int) -> None:
    """Mark the move's source ``from`` and its target ``to`` (only what the diagram shows)."""
    if move.kind == "draw":
        view.draw_mark = "from"
        return
    if move.kind != "play":
        return
    seats = {s.index: s for s in [view.you, *view.others]}
    src = seats.get(active if move.source_seat is None else move.source_seat)
    if move.source == "b" and 1 <= move.source_index <= SLOTS:
        view.building[move.source_index - 1].mark = "from"
    elif src is not None and move.source == "h":
        _mark_card(src.hand, move.source_index, "from")
    elif src is not None and move.source == "s":
        src.stock_mark = "from"
        if src.stock is not None:
            src.stock = CardFace(src.stock.card, src.stock.count, "from")
    elif src is not None and move.source == "d":
        pile = src.discards[move.source_index - 1]
        pile.mark = "from"
        if pile.cards:
            top = pile.cards[-1]
            pile.cards[-1] = CardFace(top.card, top.count, "from")
    if move.target == "b":
        view.building[move.target_index - 1].mark = "to"
    elif move.target == "d":
        dst = seats.get(active if move.target_seat is None else move.target_seat)
        if dst is not None:
            dst.discards[move.target_index - 1].mark = "to"


def _card_list(cards: list[CardFace]) -> str:
    return ", ".join(c.name for c in cards)


def _top_name(pos: skipbo.Position, seat_index: int | None, source: str, index: int) -> str | None:
    at = pos.active if seat_index is None else seat_index
    if not 0 <= at < len(pos.seats):
        return None
    seat = pos.seats[at]
    if source == "s":
        return card_words(seat.stock[0]) if seat.stock else None
    if source == "d":
        pile = seat.discards[index - 1]
        return card_words(pile[-1]) if pile else None
    return None


def move_text(pos: skipbo.Position, move: skipbo.Move) -> str:
    """The move in words: "from your hand: 5 → building pile 1"."""
    if move.kind == "draw":
        # Translators: a Skip-Bo move at the start of a turn.
        return gettext("draw cards until your hand holds five")
    if move.kind == "pass":
        # Translators: a Skip-Bo move: the player holds no card and nothing is left to draw.
        return pgettext("Skip-Bo move", "end the turn without discarding")
    own_source = move.source_seat is None or move.source_seat == pos.active
    card = card_words(move.source_index) if move.source == "h" else _top_name(
        pos, move.source_seat, move.source, move.source_index)
    return played_text(move, card, own_source=own_source, own_target=move.target_seat in (None, pos.active))


def played_text(move: skipbo.Move, card: str | None, *, own_source: bool = True, own_target: bool = True) -> str:
    """A play in words from the card's name (``card``; None when the position does not show it)."""
    # Translators: a whole move, e.g. "from your hand: 5 → building pile 1". Keep the arrow.
    return gettext("%(source)s → %(target)s") % {"source": source_text(move, card, own=own_source),
                                                   "target": target_text(move, own=own_target)}


def source_text(move: skipbo.Move, card: str | None, *, own: bool = True) -> str:
    """Where a play's card comes from, the card first: "5 from your hand", "7 from your stockpile"."""
    player = {"player": (move.source_seat or 0) + 1}
    if move.source == "h":
        name = card or ""
        # Translators: a move's source, the card first ("9 from your hand → building pile 1"): the move
        # follows a colon in the checker's question, so it has no colon of its own.
        return (gettext("%(card)s from your hand") % {"card": name} if own
                # Translators: a move's source; %(player)s is a seat number.
                else gettext("%(card)s from the hand of player %(player)s") % {**player, "card": name})
    if move.source == "s":
        if own:
            return (gettext("%(card)s from your stockpile") % {"card": card} if card
                    else gettext("from your stockpile"))
        return (gettext("%(card)s from the stockpile of player %(player)s") % {**player, "card": card}
                if card else gettext("from the stockpile of player %(player)s") % player)
    if move.source == "d":
        pile = {"pile": move.source_index}
        if own:
            return (gettext("%(card)s from your discard pile %(pile)s") % {**pile, "card": card} if card
                    else gettext("from your discard pile %(pile)s") % pile)
        return (gettext("%(card)s from discard pile %(pile)s of player %(player)s")
                % {**pile, **player, "card": card} if card
                else gettext("from discard pile %(pile)s of player %(player)s") % {**pile, **player})
    # Translators: a move's source (never legal, but a diagram may show the attempt).
    return gettext("from building pile %(pile)s") % {"pile": move.source_index}


def target_text(move: skipbo.Move, *, own: bool = True) -> str:
    """Where a play's card goes: "building pile 1", "your discard pile 2"."""
    if move.target == "b":
        # Translators: a move's target.
        return gettext("building pile %(pile)s") % {"pile": move.target_index}
    if own or move.target_seat is None:
        return gettext("your discard pile %(pile)s") % {"pile": move.target_index}
    return gettext("discard pile %(pile)s of player %(player)s") % {
        "pile": move.target_index, "player": move.target_seat + 1}


def say_move(pos: skipbo.Position, move: str | skipbo.Move, viewer: int | None = None, /) -> str:
    """Skip-Bo's move words (``games.moves.MOVE_WORDS``): ``move`` from ``pos`` as seat ``viewer`` sees it.

    For the player to move (``viewer`` None or the active seat) this is ``move_text``. For anyone else the
    mover's own cards are named with the mover's number ("9 from the hand of player 3 → building pile
    1"), and "your" is only ever the viewer's.
    """
    parsed = skipbo.parse_move(move) if isinstance(move, str) else move
    if viewer is None or viewer == pos.active:
        return move_text(pos, parsed)
    if parsed.kind == "draw":
        # Translators: a Skip-Bo move at the start of another player's turn.
        return gettext("draw cards until the hand holds five")
    mover = pos.active
    seen = parsed.with_seats(
        source_seat=mover if parsed.source_seat is None and parsed.source != "b" else None,
        target_seat=mover if parsed.target_seat is None and parsed.target == "d" else None)
    return move_text(replace(pos, active=viewer), seen)


def shared_move_text(pos: skipbo.Position, move: str | skipbo.Move, /) -> str:
    """Skip-Bo's words for a shared position (``games.moves.SHARED_MOVE_WORDS``): the move the sharer's
    seat (``pos.active``) made from ``pos``, told as a whole sentence to someone who was not at the table:
    "The player who shared this played 2 from their hand onto their discard pile 1." "" for a move no
    record holds (a play onto another seat's pile, a card the position does not show)."""
    m = skipbo.parse_move(move) if isinstance(move, str) else move
    if m.kind == "draw":
        # Translators: a shared position of a game against the computer: the move of the player who shared
        # the link, told to someone who was not at the table (never "you"). Whole sentences, one per move.
        return gettext("The player who shared this drew cards until their hand held five.")
    if m.kind == "pass":
        return gettext("The player who shared this had no card left and ended the turn without discarding.")
    own = m.source_seat is None or m.source_seat == pos.active
    card = _shown_card(pos, m)
    if card is None or m.target_seat not in (None, pos.active):
        return ""
    words = {"card": card_name(card), "pile": m.target_index, "discard": m.source_index}
    if m.target == "d":
        if m.source != "h":
            return ""
        # Translators: as above; %(card)s is a card ("7", "Skip-Bo card"), %(pile)s a discard pile 1-4.
        return gettext("The player who shared this played %(card)s from their hand onto their discard pile "
                       "%(pile)s.") % words
    if m.source == "h":
        # Translators: as above; %(pile)s is a building pile 1-4.
        return gettext("The player who shared this played %(card)s from their hand onto building pile "
                       "%(pile)s.") % words
    if m.source == "s" and own:
        return gettext("The player who shared this played %(card)s from their stockpile onto building pile "
                       "%(pile)s.") % words
    if m.source == "s":
        # Translators: as above, in team play: from the stockpile of the sharer's partner.
        return gettext("The player who shared this played %(card)s from their partner's stockpile onto "
                       "building pile %(pile)s.") % words
    if own:
        # Translators: as above; %(discard)s is the discard pile 1-4 the card came from.
        return gettext("The player who shared this played %(card)s from their discard pile %(discard)s onto "
                       "building pile %(pile)s.") % words
    # Translators: as above, in team play: from a discard pile of the sharer's partner.
    return gettext("The player who shared this played %(card)s from their partner's discard pile %(discard)s "
                   "onto building pile %(pile)s.") % words


def _shown_card(pos: skipbo.Position, m: skipbo.Move) -> int | None:
    """The card a play takes, as ``pos`` shows it (None when it does not, or for a pile that is no source)."""
    if m.kind != "play":
        return None
    if m.source == "h":
        return m.source_index
    at = pos.active if m.source_seat is None else m.source_seat
    if not 0 <= at < len(pos.seats):
        return None
    seat = pos.seats[at]
    if m.source == "s":
        return seat.stock_top
    if m.source == "d":
        pile = seat.discards[m.source_index - 1]
        return pile[-1] if pile else None
    return None


def their_move_text(seat: int, move: str | skipbo.Move, card: str | int = "") -> str:
    """Another player's move told to the reader, "Player 2 plays 8 onto building pile 1": a scripted
    opponent in a puzzle and a computer player in a game say it the same way. ``card`` is the card that
    moved ("" when none did: a draw, a pass)."""
    m = skipbo.parse_move(move)
    words = {"player": seat_name(seat, -1, None), "card": card_name(card) if card else ""}
    if m.kind == "draw":
        # Translators: another player's move; %(player)s is "Player 2", %(card)s a card, %(pile)s 1-4.
        return gettext("%(player)s draws up to five cards.") % words
    if m.kind == "pass":
        return gettext("%(player)s has no card left and ends the turn.") % words
    if m.target == "d":
        return gettext("%(player)s discards %(card)s and ends the turn.") % words
    if m.source == "s":
        return gettext("%(player)s plays %(card)s from the stockpile onto building pile %(pile)s.") % {
            **words, "pile": m.target_index}
    return gettext("%(player)s plays %(card)s onto building pile %(pile)s.") % {**words, "pile": m.target_index}


def _stock_sentence(view: SeatView) -> str:
    n = view.stock_size
    if view.you:
        if not n:
            return gettext("Your stockpile: empty.")
        if view.stock is not None and not view.stock.back:
            return ngettext("Your stockpile: %(card)s on top, %(count)s card.",
                            "Your stockpile: %(card)s on top, %(count)s cards.", n) % {
                "card": view.stock.name, "count": n}
        return ngettext("Your stockpile: %(count)s card, face down.",
                        "Your stockpile: %(count)s cards, face down.", n) % {"count": n}
    who = {"player": view.name}
    if not n:
        # Translators: %(player)s is a seat name such as "Player 2".
        return gettext("%(player)s — stockpile: empty.") % who
    if view.stock is not None and not view.stock.back:
        return ngettext("%(player)s — stockpile: %(card)s on top, %(count)s card.",
                        "%(player)s — stockpile: %(card)s on top, %(count)s cards.", n) % {
            **who, "card": view.stock.name, "count": n}
    return ngettext("%(player)s — stockpile: %(count)s card, face down.",
                    "%(player)s — stockpile: %(count)s cards, face down.", n) % {**who, "count": n}


def _hand_sentence(view: SeatView) -> str:
    if view.you:
        if not view.hand_size:
            return gettext("Your hand: empty.")
        return gettext("Your hand: %(cards)s.") % {"cards": _card_list(view.hand)}
    if view.hand:
        return gettext("%(player)s — hand: %(cards)s.") % {"player": view.name, "cards": _card_list(view.hand)}
    n = view.hand_size
    return ngettext("%(player)s — %(count)s card in hand.", "%(player)s — %(count)s cards in hand.", n) % {
        "player": view.name, "count": n}


def _empty() -> str:
    # Translators: an empty pile or slot, in a list ("Building piles: 4, empty, empty, empty").
    return pgettext("pile", "empty")


def _discard_sentence(view: SeatView) -> str:
    if view.you:
        if not any(p.cards for p in view.discards):
            return gettext("Your discard piles: all empty.")
        parts = []
        for pile in view.discards:
            if not pile.cards:
                cards = _empty()
            elif len(pile.cards) == 1:
                cards = pile.cards[0].name
            else:
                # Translators: one discard pile's cards, bottom first, then which card is on top.
                cards = gettext("%(cards)s (top: %(top)s)") % {
                    "cards": _card_list(pile.cards), "top": pile.cards[-1].name}
            # Translators: one discard pile in a list: "2: 9, 7 (top: 7)".
            parts.append(pgettext("discard pile in a list", "%(pile)s: %(cards)s") % {
                "pile": pile.number, "cards": cards})
        return gettext("Your discard piles: %(piles)s.") % {"piles": "; ".join(parts)}
    tops = ", ".join(p.cards[-1].name if p.cards else _empty() for p in view.discards)
    # Translators: the visible top card of each of a player's four discard piles.
    return gettext("%(player)s — discard piles: %(tops)s.") % {"player": view.name, "tops": tops}


def describe(view: SkipboView, pos: skipbo.Position) -> str:
    """The full text alternative, sentence by sentence, in the active language."""
    slots = ", ".join(str(s.shows) if s.shows else _empty() for s in view.building)
    out = [gettext("Building piles: %(slots)s.") % {"slots": slots}]
    if view.draw_size:
        out.append(ngettext("Draw pile: %(count)s card.", "Draw pile: %(count)s cards.", view.draw_size)
                   % {"count": view.draw_size})
    else:
        out.append(gettext("Draw pile: empty."))
    if view.completed:
        out.append(ngettext("Completed piles set aside: %(count)s card.",
                            "Completed piles set aside: %(count)s cards.", view.completed)
                   % {"count": view.completed})
    if pos.awaiting_draw:
        out.append(gettext("Your turn has not begun: first fill your hand up to five cards."))
    for seat in [view.you, *view.others]:
        out += [_stock_sentence(seat), _hand_sentence(seat), _discard_sentence(seat)]
    winner = pos.winner
    if winner is not None:
        if winner in pos.team_of(pos.active):
            out.append(gettext("Your stockpile is empty: you have won."))
        else:
            out.append(gettext("%(player)s has won.") % {
                "player": seat_name(winner, pos.active, pos.partner(pos.active))})
    return " ".join(out)


def labels() -> dict[str, str]:
    """The short visible labels of the drawing (the drawing itself is hidden from screen readers)."""
    return {
        # Translators: short labels inside a Skip-Bo table diagram; use the terms of spec/terms.md.
        "building": pgettext("Skip-Bo diagram label", "Building piles"),
        # Translators: the face-down pile players draw from (not a discard pile).
        "draw": pgettext("Skip-Bo diagram label", "Draw pile"),
        # Translators: the completed piles (1 to 12) taken off the table.
        "completed": pgettext("Skip-Bo diagram label", "Set aside"),
        "stock": pgettext("Skip-Bo diagram label", "Stockpile"),
        "hand": pgettext("Skip-Bo diagram label", "Hand"),
        "discards": pgettext("Skip-Bo diagram label", "Discard piles"),
        "empty": _empty(),
    }


def build(pos: skipbo.Position, move: skipbo.Move | None = None) -> SkipboView:
    you = _seat_view(pos, pos.active, True)
    n = len(pos.seats)
    others = [_seat_view(pos, (pos.active + k) % n, False) for k in range(1, n)]
    view = SkipboView(
        building=[Slot(i + 1, shows) for i, shows in enumerate(pos.building)],
        draw_size=pos.draw_size, completed=pos.completed, you=you, others=others, labels=labels(),
        description="", team=pos.team,
        draw_text=cards_count(pos.draw_size) if pos.draw_size else "",
        completed_text=cards_count(pos.completed) if pos.completed else "")
    view.description = describe(view, pos)
    if move is not None:
        _apply_move(view, move, pos.active)
        view.move_text = move_text(pos, move)
    return view


def inline_cards(text: str) -> list[CardFace]:
    """``"6 8 SB"`` (or ``6.8.SB``) → card faces; ``#3`` is three face-down cards.

    Raises ValueError naming the bad face.
    """
    faces: list[CardFace] = []
    for part in text.replace(".", " ").split():
        if part.startswith("#") and part[1:].isdigit() and int(part[1:]) > 0:
            faces.append(CardFace(0, count=int(part[1:])))
        elif skipbo_is_card(part):
            faces.append(card_face(part))
        else:
            raise ValueError(f"{part!r} is not a Skip-Bo card (1-12, SB or #N)")
    if not faces:
        raise ValueError("no cards given")
    return faces


def skipbo_is_card(text: str) -> bool:
    return text == "SB" or (text.isdigit() and not text.startswith("0") and 1 <= int(text) <= 12)
