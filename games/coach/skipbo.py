"""The Skip-Bo coach: missed stockpile plays, help on request, and why a computer player moved.

The measure is the solver's (``engine.skipbo.solve``): the most stockpile cards playable this turn.
The coach looks only through the player's own ``view`` (their stockpile top, their hand, the table), so
it never knows more than the player could. A turn is judged move by move: a move *loses* cards when the
best plan before it plays more stockpile cards than the move itself plus the best plan after it (with
the same knowledge), so an equally good order of plays is never blamed, and a card revealed later is
never held against a move made before it was seen.

>>> from engine.skipbo import parse
>>> start = parse("b:4,-,-,- w:+30 / s:7+9 h:1.5.6.10.12 / s:8+9 h:#5")
>>> [note.code for note in missed(start, ["h12-d1"])]
['skipbo.coach.stock-playable']
>>> missed(start, ["h5-b1", "h6-b1", "s-b1", "h12-d1"])
[]
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from engine.skipbo import Plan, Position, dump, judge, parse_move, play, solve, view
from engine.skipbo.cards import FACES, SB
from engine.skipbo.moves import outcome
from games.coach.notes import Note
from games.coach.plans import Plans

__all__ = ["missed", "ask", "reasons", "DEFAULT_BUDGET_MS"]

DEFAULT_BUDGET_MS = 40
PLANS: Plans[Position, Plan] = Plans(lambda seen, budget_ms: solve(seen, budget_ms=budget_ms))
"""The solver's exact plans per view, shared by the notes, the help and the reasons (``games.coach.plans``)."""
Step = list[str]
"""One move of a plan with the face of the card it plays: ``["h5-b1", "5"]``."""


def card_of(pos: Position, move: str) -> str:
    """The face (``"7"``, ``"SB"``) of the card ``move`` takes, from the active seat's point of view."""
    m = parse_move(move)
    if m.source == "h":
        return FACES[m.source_index]
    seat = pos.seats[pos.active if m.source_seat is None else m.source_seat]
    if m.source == "s":
        return FACES[seat.stock[0]] if seat.stock else "?"
    if m.source == "d":
        pile = seat.discards[m.source_index - 1]
        return FACES[pile[-1]] if pile else "?"
    return "?"


def steps_of(pos: Position, moves: Sequence[str]) -> tuple[list[Step], str, str]:
    """The plan's moves with their cards, the first stockpile card it plays, and that play's rule id."""
    steps: list[Step] = []
    stock_card, rule = "", ""
    for move in moves:
        if move == "draw":
            pos = play(pos, move)
            continue
        card = card_of(pos, move)
        steps.append([move, card])
        if not stock_card and parse_move(move).source == "s":
            stock_card, rule = card, judge(pos, move).rule
        pos = play(pos, move)
    return steps, stock_card, rule


def partners(steps: Sequence[Step]) -> bool:
    """Whether the first stockpile card the steps play is the partner's (team play: ``@2s-b1``)."""
    return next((parse_move(move).source_seat is not None for move, _ in steps if parse_move(move).source == "s"),
                False)


def _ends_turn(before: Position, after: Position) -> bool:
    return after.active != before.active or outcome(after) is not None


def missed(start: Position, moves: Sequence[str], *, seat: int | None = None,
           budget_ms: float = DEFAULT_BUDGET_MS) -> list[Note]:
    """What the player of ``seat`` (default: the active seat) left on the table in the turn ``moves``
    played from ``start``; nothing when every move kept the best plan's value.

    ``start`` is the position as the game holds it (the coach looks at each step through ``view``); the
    moves are the player's, in order (a leading ``draw`` included or not), all legal.
    """
    seat = start.active if seat is None else seat
    pos = start
    notes: list[Note] = []
    plans: dict[Position, Plan] = {}  # a view met twice (nothing new revealed) is planned once

    def best_plan(seen: Position) -> Plan:
        if seen not in plans:
            plans[seen] = PLANS(seen, budget_ms)
        return plans[seen]

    for move in moves:
        if pos.active != seat or outcome(pos) is not None:
            break
        if pos.awaiting_draw:
            pos = play(pos, move)
            continue
        seen = view(pos, seat)
        best = best_plan(seen)
        if best.stock_played:
            note = _judge_step(seen, move, best, best_plan)
            if note is not None:
                notes.append(note)
        pos = play(pos, move)
    return notes


def _judge_step(seen: Position, move: str, best: Plan, best_plan: Callable[[Position], Plan]) -> Note | None:
    """A note when ``move`` gives up stockpile cards the best plan from ``seen`` plays."""
    after = play(seen, move)
    if after.winner is not None:
        return None
    gain = 1 if parse_move(move).source == "s" else 0
    rest = Plan() if _ends_turn(seen, after) else best_plan(after)
    loss = best.stock_played - gain - rest.stock_played
    if loss <= 0 or not rest.exact:
        return None
    steps, stock_card, rule = steps_of(seen, best.moves)
    params: dict[str, Any] = {"card": stock_card, "steps": steps, "count": best.stock_played}
    whose = "partner-" if partners(steps) else ""
    if best.wins:
        code, rule = "skipbo.coach.win-missed", "skipbo.win.stockpile-empty"
    elif _ends_turn(seen, after):
        code = f"skipbo.coach.{whose}stock-playable"
    else:
        code = f"skipbo.coach.{whose}stock-blocked"
        params["played"] = [move, card_of(seen, move)]
    return Note(code, rule, params, left=loss, position=dump(seen), move=move)


def ask(pos: Position, level: int, *, seat: int | None = None, budget_ms: float = DEFAULT_BUDGET_MS) -> Note:
    """Help for the player to move, ``level`` 1 (a nudge: which pile to look at), 2 (the card to start
    with) or 3 (the whole plan); a level above 3 is 3."""
    seat = pos.active if seat is None else seat
    seen = view(pos, seat)
    best = PLANS(seen, budget_ms)
    where = dump(seen)
    if not best.stock_played:
        choice = discard_choice(seen)
        if level <= 1 or choice is None:
            return Note("skipbo.help.no-stock", "skipbo.discard.ends-turn", {}, position=where)
        return Note("skipbo.help.discard", "skipbo.discard.ends-turn",
                    {**discard_params(seen, choice), "discard": choice}, position=where, move=choice)
    steps, stock_card, rule = steps_of(seen, best.moves)
    if level <= 1:
        stock_move = next(step[0] for step in steps if parse_move(step[0]).source == "s")
        pile = parse_move(stock_move).target_index
        shows = seen.building[pile - 1]
        if best.wins:
            return Note("skipbo.help.can-win", "skipbo.win.stockpile-empty", {"count": best.stock_played},
                        position=where)
        code = ("skipbo.help.look" if shows else "skipbo.help.look-empty") + ("-partner" if partners(steps) else "")
        return Note(code, rule, {"card": stock_card, "pile": pile, "shows": shows}, position=where)
    first = steps[0]
    if level == 2:
        return Note("skipbo.help.first", judge(view_after_draw(seen), first[0]).rule,
                    {"step": first, "card": stock_card}, position=where, move=first[0])
    return Note("skipbo.help.plan", rule, {"steps": steps, "count": best.stock_played, "wins": best.wins},
                position=where, move=first[0])


def view_after_draw(seen: Position) -> Position:
    return play(seen, "draw") if seen.awaiting_draw else seen


# --- discards -------------------------------------------------------------------------------------

def discard_kind(card: int, pile: tuple[int, ...]) -> tuple[str, int]:
    """How a discard of ``card`` onto ``pile`` sits, and what it costs (lower spoils less): on an equal
    card or one higher (a falling pile plays back in order), on an empty pile, on a higher card, or
    covering a lower card or a Skip-Bo card (the worst: it buries a card that was easy to play)."""
    if not pile:
        return "discard-empty", 10
    top = pile[-1]
    if top == SB:
        return "discard-covers", 90
    if top == card:
        return "discard-same", 0
    if top == card + 1:
        return "discard-down", 0
    if top > card:
        return "discard-higher", 10 + top - card
    return "discard-covers", 40 + card - top


def discard_choice(pos: Position) -> str | None:
    """The discard that spoils the least, keeping a Skip-Bo card while another card can go."""
    hand = pos.seats[pos.active].hand
    if not hand:
        return None
    candidates = sorted({c for c in hand if c != SB} or set(hand), reverse=True)
    piles = pos.seats[pos.active].discards
    cost, card, index = min((discard_kind(c, pile)[1], -c, k) for c in candidates for k, pile in enumerate(piles))
    return f"h{FACES[-card]}-d{index + 1}"


def discard_params(pos: Position, move: str) -> dict[str, Any]:
    m = parse_move(move)
    pile = pos.seats[pos.active].discards[m.target_index - 1]
    return {"card": FACES[m.source_index], "pile": m.target_index, "top": FACES[pile[-1]] if pile else ""}


# --- a computer player's reasons -----------------------------------------------------------------

def reasons(before: Position, move: str, plan: Plan | None = None, *,
            budget_ms: float = DEFAULT_BUDGET_MS) -> list[Note]:
    """Why the active seat of ``before`` played ``move``, from its plan (``plan``: the one it chose the
    move by, planned on its own view; worked out here the same way when not given). Each note's params
    carry ``seat``, the player who moved."""
    return [replace(note, params={**note.params, "seat": before.active})
            for note in _reasons(before, move, plan, budget_ms)]


def _reasons(before: Position, move: str, plan: Plan | None, budget_ms: float) -> list[Note]:
    m = parse_move(move)
    seat = before.seats[before.active]
    if m.kind == "draw":
        count = 5 - seat.hand_size
        return [Note("skipbo.bot.draw", "skipbo.turn.refill-hand", {"count": count})]
    if m.kind == "pass":
        return [Note("skipbo.bot.pass", "skipbo.corner.empty-draw-pile")]
    card = card_of(before, move)
    pile = m.target_index
    if m.target == "d":
        kind, _ = discard_kind(m.source_index, seat.discards[pile - 1])
        params = discard_params(before, move)
        notes = [Note(f"skipbo.bot.{kind}", "skipbo.discard.ends-turn", params)]
        if SB in seat.hand and m.source_index != SB:
            notes.append(Note("skipbo.bot.kept-wild", "skipbo.wild.next-number", {"card": card}))
        return notes
    rule = judge(before, move).rule
    params = {"card": card, "pile": pile, "shows": before.building[pile - 1]}
    if m.source == "s":
        if play(before, move).winner is not None:
            return [Note("skipbo.bot.stock-wins", "skipbo.win.stockpile-empty", params)]
        if m.source_seat is not None:  # partner play: the partner's stockpile top
            return [Note("skipbo.bot.partner-stock", rule, params)]
        return [Note("skipbo.bot.stock", rule, params)]
    seen = view(before, before.active)
    if plan is None:
        plan = PLANS(seen, budget_ms)
    steps = _clears_way_for(seen, m, plan, budget_ms)
    stock_card = next((card for move, card in steps if parse_move(move).source == "s"), "")
    if stock_card:
        code = "skipbo.bot.toward-partner-stock" if partners(steps) else "skipbo.bot.toward-stock"
        return [Note(code, rule, {**params, "stock": stock_card})]
    return [Note("skipbo.bot.build", rule, params)]


def _clears_way_for(seen: Position, move: str, plan: Plan, budget_ms: float) -> list[Step]:
    """The steps toward the stockpile card that ``move``, a building play from hand or a discard pile,
    clears the way for ([] when none): ``plan``'s (made on ``seen``) when the move starts it.
    A move found later in the plan (a learning bot keeping the game moving plays a move the plan holds
    for after others) is judged by the best plan after it: its stockpile card, if that plan still plays
    all the stockpile cards. A plan is replayed only from the position it was made on: its tail played
    without the moves before it can be illegal (issue 25's 500: a 2 onto an empty pile whose 1 was left
    out)."""
    if not plan.stock_played or move not in plan.moves:
        return []
    if plan.moves[0] == move:
        return steps_of(seen, plan.moves)[0]
    after = play(seen, move)
    if _ends_turn(seen, after):
        return []
    rest = PLANS(after, budget_ms)
    return steps_of(after, rest.moves)[0] if rest.stock_played >= plan.stock_played else []
