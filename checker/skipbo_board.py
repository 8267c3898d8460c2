"""The Skip-Bo checker board, built by taps: the board is the builder. Lay out the table (tap a pile,
then a card from the palette: building piles, the stockpile's top and size, the hand, discard piles,
other players' piles; how many play, partner play, whose turn, the turn's stage), then make the move
as in the puzzles: tap the source, then the target.

Every tap is one GET parameter, ``tap``, read against the position ``p`` and the move ``m`` of the
link; the builder's own state — the stage (``st``), the picked pile (``sel``) and half a move
(``src``) — travels beside them, out of the canonical link. Slots of the player whose turn it is are
named as the move notation names their piles (``s``, ``d2``, ``h3`` the third hand card), other
players' with their seat (``@1s``, ``@1d2``), building piles ``b1``-``b4``. The palette never offers
a 13th card of a number (or a 19th Skip-Bo card); the engine checks the rest of every position a tap
makes and names what is impossible (``NotationError``).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from checker.skipbo_builder import HAND, cards_out, seat_for
from config.parsing import grammar
from engine import skipbo
from engine.skipbo.cards import DECK_COUNTS, FACES, SB
from engine.verdict import NotationError, Place
from games.registry import SKIP_BO

STAGES = ("set", "move")
SLOT = r"b[1-4]|s|d[1-4]|h[1-5]|@\d(?:s|d[1-4])"
"""A slot of the builder (``h3``: the third hand card), not a move's part."""
PART = rf"(?:{skipbo.SOURCE.pattern})|(?:{skipbo.TARGET.pattern})"
"""Half a move, tapped in the move stage: a source or a target, in the engine's move grammar."""
SEATS = "|".join(str(n) for n in SKIP_BO.seats)
"""How many may play (the ``n:`` tap) and whose turn it may be (``a:``), from the game's record."""
ACTIVE = "|".join(str(i) for i in range(max(SKIP_BO.seats)))
UI = {"st": grammar(r"set|move"), "sel": grammar(SLOT), "src": grammar(PART)}
TAP = grammar(rf"sel:(?:{SLOT})|card:(?:1[0-2]|[1-9]|SB|-|\?)|size:[+-]\d{{1,2}}|n:(?:{SEATS})|team|a:(?:{ACTIVE})"
              rf"|t:(?:play|start)|st:(?:set|move)|go:(?:{PART}|draw|pass)")
EMPTY, FACE_DOWN = "-", "?"
MAX_STOCK = 30


def stage(pos: skipbo.Position, move: str, ui: dict[str, str]) -> str:
    if ui.get("st") in STAGES:
        return ui["st"]
    return "move" if move or ui.get("src") else "set"


def left_of(pos: skipbo.Position) -> Counter[int]:
    """Cards of each face the palette can still lay (the deck has 12 of each number, 18 Skip-Bo cards;
    cards on the building piles are counted only in the total, as the notation does)."""
    seen: Counter[int] = Counter(pos.draw)
    for seat in pos.seats:
        seen.update(seat.stock)
        seen.update(seat.hand)
        for pile in seat.discards:
            seen.update(pile)
    return Counter({c: DECK_COUNTS[c] - seen[c] for c in DECK_COUNTS})


def slot_card(pos: skipbo.Position, slot: str) -> int | None:
    """The card a slot shows (0 face down, None empty)."""
    if slot.startswith("b"):
        return pos.building[int(slot[1]) - 1] or None
    seat_index, part = _seat_part(pos, slot)
    seat = pos.seats[seat_index]
    if part == "s":
        return seat.stock[0] if seat.stock else (0 if seat.stock_unknown else None)
    if part.startswith("d"):
        pile = seat.discards[int(part[1]) - 1]
        return pile[-1] if pile else None
    index = int(part[1]) - 1
    return seat.hand[index] if index < len(seat.hand) else (0 if index < seat.hand_size else None)


def _seat_part(pos: skipbo.Position, slot: str) -> tuple[int, str]:
    if slot.startswith("@"):
        return int(slot[1]), slot[2:]
    return pos.active, slot


def _set_card(pos: skipbo.Position, slot: str, face: str) -> skipbo.Position:
    card = None if face == EMPTY else 0 if face == FACE_DOWN else FACES.index(face)
    if slot.startswith("b"):
        building = list(pos.building)
        if card == SB:
            raise NotationError("skipbo.building-wild", Place("b"), slot=int(slot[1]))
        if card == 0 or (card or 0) > 11:
            code = "skipbo.building-full" if card == 12 else "skipbo.building-number"
            raise NotationError(code, Place("b"), slot=int(slot[1]), text=face)
        building[int(slot[1]) - 1] = card or 0
        return replace(pos, building=tuple(building))
    index, part = _seat_part(pos, slot)
    seat = pos.seats[index]
    if part == "s":
        size = seat.stock_size
        if card is None:
            seat = replace(seat, stock=(), stock_unknown=0)
        elif card == 0:
            seat = replace(seat, stock=(), stock_unknown=max(size, 1))
        else:
            seat = replace(seat, stock=(card, *seat.stock[1:]) if seat.stock else (card,),
                           stock_unknown=seat.stock_unknown - (0 if seat.stock or not seat.stock_unknown else 1))
    elif part.startswith("d"):
        piles = list(seat.discards)
        pile = piles[int(part[1]) - 1]
        piles[int(part[1]) - 1] = () if card is None else (*pile[:-1], card) if pile else (card,)
        seat = replace(seat, discards=tuple(piles))
    else:
        seat = _set_hand(seat, int(part[1]) - 1, card)
    seats = list(pos.seats)
    seats[index] = seat
    return replace(pos, seats=tuple(seats))


def _set_hand(seat: skipbo.Seat, index: int, card: int | None) -> skipbo.Seat:
    hand = list(seat.hand)
    unknown = seat.hand_unknown
    if index < len(hand):
        if card is None or card == 0:
            del hand[index]
            unknown += 1 if card == 0 else 0
        else:
            hand[index] = card
    elif card is None:
        unknown = max(unknown - 1, 0)
    elif card:
        hand.append(card)
        unknown = max(unknown - 1, 0)
    if len(hand) + unknown > HAND:
        unknown = HAND - len(hand)
    return replace(seat, hand=tuple(sorted(hand)), hand_unknown=max(unknown, 0))


def _settled(old: skipbo.Position, new: skipbo.Position) -> skipbo.Position:
    """Cards the tap brought onto the table came from the draw pile (and go back to it); the engine then
    reads the position back and names anything impossible."""
    moved = cards_out(new) - cards_out(old)
    if moved:
        new = replace(new, draw=(), draw_unknown=max(old.draw_size - moved, 0))
    return skipbo.parse(skipbo.dump(new))


def _next_slot(slot: str) -> str:
    """After a hand card the next hand slot is picked, so a hand is five taps; other piles are done."""
    if slot.startswith("h") and int(slot[1]) < HAND:
        return f"h{int(slot[1]) + 1}"
    return ""


def _lay(pos: skipbo.Position, ui: dict[str, str], tap: str) -> tuple[skipbo.Position, dict[str, str]]:
    verb, _colon, arg = tap.partition(":")
    sel = ui.get("sel", "")
    new = pos
    if verb == "sel":
        return pos, {**ui, "sel": "" if arg == sel else arg}
    if verb == "card" and sel:
        if arg not in (EMPTY, FACE_DOWN) and left_of(pos)[FACES.index(arg)] <= 0 \
                and slot_card(pos, sel) != FACES.index(arg):
            deck = DECK_COUNTS[FACES.index(arg)]
            if arg == "SB":
                raise NotationError("skipbo.deck-wild", Place("cards"), count=deck + 1, deck=deck)
            raise NotationError("skipbo.deck-copies", Place("cards"), count=deck + 1, card=arg, deck=deck)
        new = _set_card(pos, sel, arg)
        ui = {**ui, "sel": _next_slot(sel)}
    elif verb == "size" and sel and _seat_part(pos, sel)[1] == "s":
        index, _part = _seat_part(pos, sel)
        seat = pos.seats[index]
        size = min(max(seat.stock_size + int(arg), 1 if seat.stock else 0), MAX_STOCK)
        seat = replace(seat, stock_unknown=size - len(seat.stock))
        new = replace(pos, seats=tuple(seat if i == index else s for i, s in enumerate(pos.seats)))
    elif verb == "n":
        n = int(arg)
        # Stockpiles still as dealt (face down, untouched) follow the deal for the new number of players.
        dealt = seat_for(len(pos.seats)).stock_unknown
        seats = [replace(s, stock_unknown=seat_for(n).stock_unknown) if not s.stock and s.stock_unknown == dealt
                 else s for s in pos.seats[:n]] + [seat_for(n)] * (n - len(pos.seats))
        new = replace(pos, seats=tuple(seats), active=pos.active if pos.active < n else 0,
                      team=pos.team and n in (4, 6))
        ui = {**ui, "sel": ""}
    elif verb == "team":
        if len(pos.seats) not in (4, 6):
            raise NotationError("skipbo.team-seats", Place("v"), count=len(pos.seats))
        new = replace(pos, team=not pos.team)
    elif verb == "a":
        if int(arg) >= len(pos.seats):
            raise NotationError("skipbo.no-such-seat", Place("a"), seat=int(arg), last=len(pos.seats) - 1)
        new = replace(pos, active=int(arg))
        ui = {**ui, "sel": ""}
    elif verb == "t":
        new = replace(pos, awaiting_draw=arg == "start")
    return _settled(pos, new), ui


def _go(pos: skipbo.Position, move: str, ui: dict[str, str], part: str) -> tuple[str, dict[str, str]]:
    """A tap in the move stage: the source, then the target (or draw / pass, a whole move at once)."""
    if part in ("draw", "pass"):
        return part, {k: v for k, v in ui.items() if k != "src"}
    src = ui.get("src", "")
    if not src:
        return "", {**ui, "src": part}
    if src == part:
        return "", {k: v for k, v in ui.items() if k != "src"}
    return f"{src}-{part}", {k: v for k, v in ui.items() if k != "src"}


def tap(pos: skipbo.Position, move: str, ui: dict[str, str], tap: str) -> tuple[skipbo.Position, str, dict[str, str]]:
    """The position, move and builder state after one tap (see the module's docstring)."""
    verb = tap.partition(":")[0]
    if verb == "st":
        return pos, move, {k: v for k, v in ui.items() if k not in ("sel", "src")} | {"st": tap[3:]}
    if verb == "go":
        new_move, ui = _go(pos, move, {**ui, "st": "move"}, tap[3:])
        return pos, new_move, {k: v for k, v in ui.items() if k != "sel"}
    new, ui = _lay(pos, {**ui, "st": "set"}, tap)
    return new, move, {k: v for k, v in ui.items() if k != "src" and v}
