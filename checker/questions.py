"""The question a checker link asks, as a player would ask it at the table ("Can I take the joker with my
red 7 and add it to red 4-5-6?"): the og:title of a shared verdict, its preview picture's headline and
the verdict's heading. Read from the move: which tiles left the rack and where they went, which joker
was freed and where it went; which card goes from which pile to which. Each kind of move is one whole
translated sentence; the tile and set phrases come in the case that sentence needs
(``games.texts.phrases``). A move no sentence fits is asked in the general form (``None`` here)."""

from __future__ import annotations

from collections import Counter

from django.utils.translation import gettext, ngettext

from checker.core import rack_after
from engine import rummikub, skipbo
from engine.rummikub.tiles import JOKER
from engine.skipbo.cards import SB
from games.texts import phrases
from games.texts.rummikub_words import tile_name

# -- Rummikub ----------------------------------------------------------------------------------------


def _swapped(start: tuple[tuple[int, ...], ...], after: tuple[tuple[int, ...], ...], played: Counter[int]
             ) -> int | None:
    """The rack tile that took a joker's place in a set (the set otherwise unchanged), if any."""
    for old in start:
        if JOKER not in old:
            continue
        for new in after:
            if len(new) != len(old) or JOKER in new:
                continue
            gone, came = Counter(old) - Counter(new), Counter(new) - Counter(old)
            if gone == Counter({JOKER: 1}) and sum(came.values()) == 1:
                tile = next(iter(came))
                if played[tile]:
                    return tile
    return None


def _joker_went(start: tuple[tuple[int, ...], ...], after: tuple[tuple[int, ...], ...],
                played: Counter[int]) -> tuple[str, tuple[int, ...]] | None:
    """Where the freed joker went: ("added", the set it joined as it stood) or ("new", the rack tiles it
    was laid with)."""
    for new in after:
        if JOKER not in new or new in start:
            continue
        rest = list(new)
        rest.remove(JOKER)
        for old in start:
            if sorted(old) == sorted(rest):
                return "added", old
        if rest and not Counter(rest) - played:
            return "new", tuple(rest)
    return None


def rummikub_question(pos: rummikub.Position, move: str) -> str | None:
    if move == "draw":
        return gettext("Can I draw a tile instead of playing?")
    if move == "pass":
        return gettext("The pool is empty: can I pass?")
    if move == "penalty":
        return gettext("Time ran out and I cannot put the table back: do I take my tiles back and draw three?")
    start, after = pos.table, rummikub.parse_move(move).table
    played = Counter(pos.to_move.rack) - Counter(rack_after(pos, after))
    count = sum(played.values())
    swap = _swapped(start, after, played)
    if swap is not None:
        went = _joker_went(start, after, played)
        if went and went[0] == "added":
            return gettext("Can I take the joker with %(tile)s and add it to %(set)s?") % {
                "tile": phrases.tool(swap), "set": phrases.target_set(went[1])}
        if went and went[0] == "new":
            return gettext("Can I take the joker with %(tile)s and lay it down with %(tiles)s?") % {
                "tile": phrases.tool(swap), "tiles": _listed(went[1])}
        return gettext("Can I take the joker with %(tile)s?") % {"tile": phrases.tool(swap)}
    if count == 1:
        tile = next(iter(played))
        for old in start:
            if Counter(old) + Counter({tile: 1}) in [Counter(s) for s in after] and old not in after:
                return gettext("Can I add %(tile)s to %(set)s?") % {"tile": phrases.thing(tile),
                                                                   "set": phrases.target_set(old)}
    new_sets = [s for s in after if s not in start]
    if count and all(s in after for s in start) and all(not Counter(s) - played for s in new_sets):
        return ngettext("Can I lay down this set from my rack: %(sets)s?",
                        "Can I lay down these sets from my rack: %(sets)s?", len(new_sets)) % {
                            "sets": "; ".join(_listed(s) for s in new_sets)}
    return None


def _listed(tiles: tuple[int, ...]) -> str:
    return ", ".join(tile_name(rummikub.tiles_text((t,))) for t in tiles)


# -- Skip-Bo -----------------------------------------------------------------------------------------

def _card(card: int) -> str:
    # Translators: a card as the object of a question ("Can I play the 7 …", "… the Skip-Bo card …").
    return gettext("the Skip-Bo card") if card == SB else gettext("the %(number)s") % {"number": card}


def skipbo_question(pos: skipbo.Position, move: str) -> str | None:
    """Your own plays, in your words; a move on another player's turn or from another player's pile is
    asked in the general form."""
    if pos.active or move in ("draw", "pass"):
        return None
    parsed = skipbo.parse_move(move)
    if parsed.source_seat not in (None, 0) or parsed.target_seat not in (None, 0):
        return None
    you = pos.seats[0]
    source, target = parsed.source, parsed.target
    card: int | None
    if source == "h":
        card = parsed.source_index
    elif source == "s":
        card = you.stock[0] if you.stock else None
    elif source == "d":
        pile = you.discards[parsed.source_index - 1]
        card = pile[-1] if pile else None
    else:
        return None
    if card is None:
        return None
    words = {"card": _card(card), "pile": parsed.target_index, "from": parsed.source_index}
    sentences = {
        ("h", "b"): gettext("Can I play %(card)s from my hand on building pile %(pile)s?"),
        ("s", "b"): gettext("Can I play %(card)s from my stockpile on building pile %(pile)s?"),
        ("d", "b"): gettext("Can I play %(card)s from my discard pile %(from)s on building pile %(pile)s?"),
        ("h", "d"): gettext("Can I put %(card)s from my hand on my discard pile %(pile)s?"),
        ("s", "d"): gettext("Can I put %(card)s from my stockpile on my discard pile %(pile)s?"),
        ("d", "d"): gettext("Can I move %(card)s from my discard pile %(from)s to my discard pile %(pile)s?"),
    }
    sentence = sentences.get((source, target))
    return sentence % words if sentence else None
