"""What the Skip-Bo checker board shows for a position, a move and the builder's state: the building
piles, the cards of the player whose turn it is, the other players' piles (the mover's partner first),
the seats and the turn, and — while a pile is picked — the card palette. Each pile is a button whose
``tap`` picks it (laying out) or plays from or to it (the move); names say whose pile it is."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext, pgettext

from checker import skipbo_board as sb
from checker.skipbo_builder import HAND, seat_label
from engine import skipbo
from engine.skipbo.cards import DECK_COUNTS, FACES, SB
from games.diagrams.faces import card_face, card_words
from games.registry import SKIP_BO


def _words(card: int | None) -> str:
    if card is None:
        return pgettext("pile", "empty")
    if card == 0:
        return pgettext("stockpile top", "face down")
    return card_words(card)


def _pile(slot: str, card: int | None, label: str, *, move: bool, chosen: bool, picked: bool,
          part: str | None = None, marks: dict[str, str] | None = None) -> dict[str, Any]:
    """A pile or slot as a button: ``tap`` picks it while laying out, plays from/to it in the move; the
    move asked is marked on its source and target, as on the rule pages' diagrams."""
    go = part if part is not None else slot
    mark = (marks or {}).get(go, "") if move else ""
    return {"slot": slot, "face": card_face(card, mark=mark) if card is not None else None, "label": label,
            "tap": f"go:{go}" if move else f"sel:{slot}", "pressed": picked or chosen, "mark": mark}


def _seat(pos: skipbo.Position, index: int, ui: dict[str, str], moving: bool,
          marks: dict[str, str]) -> dict[str, Any]:
    seat = pos.seats[index]
    mover = index == pos.active
    at = "" if mover else f"@{index}"
    player = {"player": index + 1}
    sel, src = ui.get("sel", ""), ui.get("src", "")
    stock_card = sb.slot_card(pos, f"{at}s")
    if mover:
        stock_label = gettext("Stockpile: %(card)s") % {"card": _words(stock_card)}
    elif index == 0:
        # Translators: your own pile on the Skip-Bo checker board while another player is to move.
        stock_label = gettext("Your stockpile: %(card)s") % {"card": _words(stock_card)}
    else:
        # Translators: a pile on the Skip-Bo checker board (its button's name).
        stock_label = gettext("Stockpile of player %(player)s: %(card)s") % {**player, "card": _words(stock_card)}
    shown: dict[str, Any] = {
        "index": index, "name": seat_label(index, len(pos.seats), pos.team),
        "partner": pos.team and index == pos.partner(pos.active) and not mover,
        "stock": _pile(f"{at}s", stock_card, stock_label, move=moving, chosen=src == f"{at}s",
                       picked=sel == f"{at}s", marks=marks),
        "stock_size": seat.stock_size,
        "discards": [],
    }
    for i in range(1, 5):
        card = sb.slot_card(pos, f"{at}d{i}")
        label = (gettext("Discard pile %(pile)s: %(card)s") % {"pile": i, "card": _words(card)} if mover else
                 gettext("Your discard pile %(pile)s: %(card)s") % {"pile": i, "card": _words(card)} if index == 0 else
                 # Translators: a pile on the Skip-Bo checker board (its button's name).
                 gettext("Discard pile %(pile)s of player %(player)s: %(card)s") % {
                     **player, "pile": i, "card": _words(card)})
        shown["discards"].append(_pile(f"{at}d{i}", card, label, move=moving, chosen=src == f"{at}d{i}",
                                       picked=sel == f"{at}d{i}", marks=marks))
    if mover:
        hand = []
        for i in range(1, HAND + 1):
            card = sb.slot_card(pos, f"h{i}")
            # Translators: one of the five hand cards on the Skip-Bo checker board (its button's name).
            label = gettext("Hand card %(number)s: %(card)s") % {
                "number": i, "card": pgettext("hand card", "not filled in") if card == 0 else _words(card)}
            part = f"h{FACES[card]}" if card else ""
            if moving and not card:
                continue  # a move plays a card that is known
            hand.append(_pile(f"h{i}", card, label, move=moving, chosen=bool(part) and src == part,
                              picked=sel == f"h{i}", part=part, marks=marks))
            if part and marks.get(part) == "from":
                marks = {k: v for k, v in marks.items() if k != part}  # one card of a pair in hand is played
        shown["hand"] = hand
    return shown


def _palette(pos: skipbo.Position, sel: str) -> list[dict[str, Any]]:
    """The cards the picked slot can show, each with how many are left in the deck (0: not offered)."""
    if not sel:
        return []
    left = sb.left_of(pos)
    current = sb.slot_card(pos, sel)
    if sel.startswith("b"):
        faces = [str(n) for n in range(1, 12)]
    else:
        faces = [str(n) for n in range(1, 13)] + ["SB"]
    cards = [{"tap": f"card:{f}", "face": card_face(f), "name": card_words(FACES.index(f)),
              "left": left[FACES.index(f)] + (1 if current == FACES.index(f) else 0),
              "full": DECK_COUNTS[FACES.index(f)]} for f in faces]
    if sel.startswith("b"):
        for c in cards:
            c["left"] = c["full"] = 1  # a building pile shows a number: no copy is taken from the deck
    extra = [{"tap": "card:-", "name": pgettext("pile", "empty"), "left": 1}]
    if sel.endswith("s"):
        extra.append({"tap": "card:?", "name": pgettext("stockpile top", "face down"), "left": 1, "back": True})
    return cards + extra


def _slot_name(pos: skipbo.Position, sel: str) -> str:
    if not sel:
        return ""
    if sel.startswith("b"):
        return gettext("Building pile %(pile)s") % {"pile": sel[1]}
    index, part = sb._seat_part(pos, sel)
    seat = seat_label(index, len(pos.seats), pos.team)
    if part == "s":
        # Translators: the pile picked on the Skip-Bo checker board, over the card palette ("You: stockpile").
        return gettext("%(seat)s: stockpile") % {"seat": seat}
    if part.startswith("d"):
        return gettext("%(seat)s: discard pile %(pile)s") % {"seat": seat, "pile": part[1]}
    return gettext("%(seat)s: hand card %(number)s") % {"seat": seat, "number": part[1]}


def _marks(move: str) -> dict[str, str]:
    """The move's source and target as board parts: ``{"d1": "from", "d2": "to"}``."""
    if not move:
        return {}
    m = skipbo.parse_move(move)  # the view's Move as it is (read once, in checker.views)
    return {m.source_text: "from", m.target_text: "to"} if m.kind == "play" else {}


def board(pos: skipbo.Position, move: str, ui: dict[str, str]) -> dict[str, Any]:
    stage = sb.stage(pos, move, ui)
    moving = stage == "move"
    sel = "" if moving else ui.get("sel", "")
    src = ui.get("src", "") if moving else ""
    n = len(pos.seats)
    marks = _marks(move)
    building = [_pile(f"b{i}", shows or None, gettext("Building pile %(pile)s: %(card)s") % {
        "pile": i, "card": str(shows) if shows else pgettext("pile", "empty")}, move=moving,
        chosen=src == f"b{i}", picked=sel == f"b{i}", marks=marks) for i, shows in enumerate(pos.building, 1)]
    others = [_seat(pos, (pos.active + k) % n, {"sel": sel, "src": src}, moving, marks) for k in range(1, n)]
    others.sort(key=lambda o: not o["partner"])
    return {
        "stage": stage, "sel": sel, "src": src, "ui": {k: v for k, v in ui.items() if k in sb.UI},
        "building": building, "draw_size": pos.draw_size, "completed": pos.completed // 12,
        "mover": _seat(pos, pos.active, {"sel": sel, "src": src}, moving, marks), "others": others,
        "players": [{"n": k, "current": k == n} for k in SKIP_BO.seats],
        "team_allowed": n in (4, 6), "team": pos.team,
        "seats": [{"index": i, "name": seat_label(i, n, pos.team), "current": i == pos.active} for i in range(n)],
        "awaiting_draw": pos.awaiting_draw,
        "palette": _palette(pos, sel), "picked_name": _slot_name(pos, sel),
        "stock_picked": sel.endswith("s") and bool(sel),
        "picked_size": pos.seats[sb._seat_part(pos, sel)[0]].stock_size if sel.endswith("s") and sel else None,
        "move_kind": move if move in ("draw", "pass") else "",
        "sb": SB,
    }
