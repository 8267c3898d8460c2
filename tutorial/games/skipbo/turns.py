"""What a legal Skip-Bo move caused, and how a scripted turn is finished: the game's turn hooks for
``tutorial.core.TutorialGame`` (which judges, applies and plays the scripted opponents). A move's events
(a new stockpile top, a refill, a reshuffle, the opponents' moves) are plain data for
``tutorial.games.skipbo.words``."""

from __future__ import annotations

from engine import skipbo
from engine.skipbo.cards import FACES
from games.boards.skipbo import source_card
from tutorial.core import Replay, Step
from tutorial.records import Event, EventKind


def is_over(pos: skipbo.Position) -> bool:
    """Won or blocked: no scripted move follows."""
    return skipbo.outcome(pos) is not None


def finish_scripted_turn(pos: skipbo.Position) -> skipbo.Move | None:
    """The move that finishes a scripted turn the script left open: draw, else discard, else pass."""
    legal = skipbo.legal_moves(pos)
    first = ([m for m in legal if m.kind == "draw"] or [m for m in legal if m.target == "d"]
             or [m for m in legal if m.kind == "pass"])
    return first[0] if first else None


def consequences(replay: Replay[skipbo.Position], step: Step[skipbo.Position]) -> list[Event]:
    """What a legal move caused beyond itself (nothing once the game is won)."""
    learner = replay.learner
    m: skipbo.Move = step.move
    before, after = step.before, step.after
    events: list[Event] = []
    if after.winner is not None:
        return events
    partner = before.partner(learner)
    for seat, kind in ((learner, EventKind.STOCK), (partner, EventKind.PARTNER_STOCK)):
        if seat is None:
            continue
        was, now = before.seats[seat], after.seats[seat]
        if now.stock_size < was.stock_size:
            top = now.stock_top
            events.append(Event(kind, {"card": FACES[top] if top else None, "count": now.stock_size}))
    if m.kind == "play" and m.target == "b":
        played_from_hand = 1 if m.source == "h" and m.source_seat in (None, learner) else 0
        drawn = after.seats[learner].hand_size - (before.seats[learner].hand_size - played_from_hand)
        if drawn > 0:
            hand = [FACES[c] for c in after.seats[learner].hand]
            events.append(Event(EventKind.DREW, {"count": drawn, "hand": hand}))
        if after.completed < before.completed:
            events.append(Event(EventKind.RESHUFFLE))
    return events


def opponent_event(before: skipbo.Position, move: str) -> Event:
    """A scripted move, with the card it took (so its sentence can name it)."""
    return Event(EventKind.OPPONENT, {"seat": before.active, "move": move, "card": source_card(before, move)})

