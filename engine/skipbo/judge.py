"""``judge``: the verdict on one move — legal or not, the deciding rule id and its params.

Every rule lives in exactly one check here, named by its id in ``rules.py``. The order of the checks
is the order in which a player would want to hear about problems: the game being over, the turn not
begun, who owns the cards, what kind of pile the card comes from and goes to, whether the card is
there, and finally whether it fits the building pile.

A legal verdict names the rule that allows the move, by priority: ``win.stockpile-empty`` >
``build.complete`` > ``team.partner-piles`` > ``wild.next-number`` > ``build.start-pile`` >
``build.next-number``.

>>> from engine.skipbo.notation import parse
>>> pos = parse("b:4,-,-,- w:3.3.11.2.SB+30 / s:6.8+22 h:1.5.7.9.12 / s:8+19 h:#5")
>>> v = judge(pos, "h5-b1"); v.legal, v.rule, dict(v.params)
(True, 'skipbo.build.next-number', {'card': '5', 'pile': 1, 'shows': 4, 'needs': 5})
>>> v = judge(pos, "h9-b1"); v.legal, v.rule, v.params["needs"]
(False, 'skipbo.build.next-number', 5)
>>> judge(pos, "s-d1").rule
'skipbo.stockpile.not-to-discard'
"""

from __future__ import annotations

from engine.skipbo.cards import FACES, HAND_SIZE, PILE_TOP, SB
from engine.skipbo.moves import outcome
from engine.skipbo.notation import Move, parse_move
from engine.skipbo.position import Position, Seat
from engine.verdict import Problem, Verdict


def judge(pos: Position, move: str | Move) -> Verdict:
    """The verdict on ``move`` in ``pos``; raises ``NotationError`` only for a malformed move."""
    m = parse_move(move)
    ended = outcome(pos)
    if ended is not None:
        return Verdict.forbid([Problem("skipbo.game.over", {"winner": ended.winner})])
    kind = m.kind
    if kind == "draw":
        if not pos.awaiting_draw:
            return Verdict.forbid([Problem("skipbo.turn.no-redraw", {})])
        seat = pos.seats[pos.active]
        held = seat.hand_size
        drawn = min(HAND_SIZE - held, pos.draw_size + pos.completed) if held < HAND_SIZE else 0
        return Verdict.allow("skipbo.turn.refill-hand", drawn=drawn, hand=held + drawn)
    if pos.awaiting_draw:
        first = Problem("skipbo.turn.draw-first", {"move": m.text})
        rest = judge_in_turn(pos, m)
        return Verdict.forbid([first, *rest.problems])
    return judge_in_turn(pos, m)


def judge_in_turn(pos: Position, m: Move) -> Verdict:
    """The verdict on a ``pass`` or a play once the hand has been refilled."""
    a = pos.active
    seats = pos.seats
    seat = seats[a]
    if m.kind == "pass":
        if seat.hand or seat.hand_unknown or pos.draw or pos.draw_unknown or pos.completed:
            return Verdict.forbid([Problem("skipbo.turn.end-by-discard", {"hand": seat.hand_size})])
        return Verdict.allow("skipbo.corner.empty-draw-pile")
    if m.kind == "draw":
        return Verdict.forbid([Problem("skipbo.turn.no-redraw", {})])

    n = len(seats)
    source = m.source
    target = m.target
    # Whose cards: the target first (only your own discard piles), then the source.
    if target == "d" and m.target_seat is not None and m.target_seat != a:
        if m.target_seat >= n:
            return _no("skipbo.seat.unknown", seat=m.target_seat)
        return _no("skipbo.discard.own-piles-only", seat=m.target_seat)
    owner = a if m.source_seat is None else m.source_seat
    from_partner = owner != a
    if from_partner:
        if owner >= n:
            return _no("skipbo.seat.unknown", seat=owner)
        if not pos.team or owner != (a + n // 2) % n:
            return _no("skipbo.reach.other-seat", seat=owner)
        if source == "h":
            return _no("skipbo.team.partner-hand", seat=owner)
    # What kind of pile the card comes from and goes to.
    if source == "b":
        if target == "b":
            return _no("skipbo.move.between-building-piles", source=m.source_text, target=m.target_text)
        return Verdict.forbid([Problem("skipbo.source.building-pile", {"pile": m.source_index}),
                               Problem("skipbo.discard.hand-only", {"source": m.source_text})])
    cards: Seat = seats[owner]
    if target == "d":
        if source == "s":
            top = FACES[cards.stock[0]] if cards.stock else None
            return _no("skipbo.stockpile.not-to-discard", card=top, pile=m.target_index)
        if source == "d":
            if from_partner:
                return _no("skipbo.discard.hand-only", source=m.source_text)
            return _no("skipbo.move.between-discard-piles", source=m.source_text, target=m.target_text)
        c = m.source_index
        if c not in cards.hand:
            if cards.hand_unknown:
                return _no("skipbo.source.unknown-face", source=m.source_text)
            return _no("skipbo.source.not-in-hand", card=FACES[c])
        return Verdict.allow("skipbo.discard.ends-turn", card=FACES[c], pile=m.target_index)
    # A play to a building pile: is the card there?
    missing: Problem | None = None
    if source == "h":
        c = m.source_index
        if c not in cards.hand:
            if cards.hand_unknown:
                missing = Problem("skipbo.source.unknown-face", {"source": m.source_text})
            else:
                missing = Problem("skipbo.source.not-in-hand", {"card": FACES[c]})
    elif source == "s":
        if cards.stock:
            c = cards.stock[0]
        elif cards.stock_unknown:
            return _no("skipbo.source.unknown-face", source=m.source_text)
        else:
            return _no("skipbo.source.empty", source=m.source_text)
    else:
        pile = cards.discards[m.source_index - 1]
        if not pile:
            return _no("skipbo.source.empty", source=m.source_text)
        c = pile[-1]
    # Does it fit the building pile?
    slot = m.target_index
    shows = pos.building[slot - 1]
    fit: Problem | None = None
    if c != SB and c != shows + 1:
        if shows == 0:
            fit = Problem("skipbo.build.start-pile", {"card": FACES[c], "pile": slot})
        elif c == 1 and all(pos.building):
            fit = Problem("skipbo.build.four-piles", {"card": "1", "tops": list(pos.building)})
        else:
            fit = Problem("skipbo.build.next-number",
                          {"card": FACES[c], "pile": slot, "shows": shows, "needs": shows + 1})
    if missing is not None:
        return Verdict.forbid([missing] if fit is None else [missing, fit])
    if fit is not None:
        return Verdict.forbid([fit])
    # Legal: name the rule that allows it, by priority.
    if source == "s" and cards.stock_unknown == 0 and len(cards.stock) == 1:
        partner = pos.partner(a)
        other = seats[a if partner is None else (partner if owner == a else a)]
        if partner is None or not (other.stock or other.stock_unknown):
            return Verdict.allow("skipbo.win.stockpile-empty", seat=a)
    if shows + 1 == PILE_TOP:
        return Verdict.allow("skipbo.build.complete", card=FACES[c], pile=slot)
    if from_partner:
        return Verdict.allow("skipbo.team.partner-piles", seat=owner, card=FACES[c], pile=slot)
    if c == SB:
        return Verdict.allow("skipbo.wild.next-number", pile=slot, becomes=shows + 1)
    if shows == 0:
        return Verdict.allow("skipbo.build.start-pile", card=FACES[c], pile=slot)
    return Verdict.allow("skipbo.build.next-number", card=FACES[c], pile=slot, shows=shows, needs=shows + 1)


def _no(rule: str, **params: object) -> Verdict:
    return Verdict.forbid([Problem(rule, params)])
