"""``rules_used``: every rule a legal Skip-Bo move needed, not only the one its verdict names.

A verdict names one rule by priority (``judge``'s docstring); a learner who plays a Skip-Bo card as the
12 used three: the wild card, the next number and the completed pile. The site counts a rule as
*applied* for each legal move that needed it, so this lists them all, the verdict's own rule first.
An illegal move used none.

>>> from engine.skipbo.notation import parse
>>> pos = parse("b:11,-,-,- w:3.3.11.2.SB+30 / s:SB.4+10 h:1.5.7.9.12 / s:8+19 h:#5")
>>> rules_used(pos, "s-b1")
('skipbo.build.complete', 'skipbo.wild.next-number', 'skipbo.build.next-number')
>>> rules_used(pos, "h1-b2")
('skipbo.build.start-pile',)
>>> rules_used(pos, "h7-d1")
('skipbo.discard.ends-turn', 'skipbo.turn.end-by-discard')
>>> rules_used(pos, "h9-b1")
()
"""

from __future__ import annotations

from engine.skipbo.cards import PILE_TOP, SB
from engine.skipbo.judge import judge
from engine.skipbo.notation import Move, parse_move
from engine.skipbo.position import Position
from engine.verdict import Verdict

_FOLLOWS = {
    "skipbo.turn.refill-hand": ("skipbo.turn.draw-first",),
    "skipbo.discard.ends-turn": ("skipbo.turn.end-by-discard",),
}
"""Rules a legal move of this verdict always obeyed as well (a draw first, a turn ended by a discard)."""


def rules_used(pos: Position, move: str | Move, verdict: Verdict | None = None) -> tuple[str, ...]:
    """The rule ids a legal ``move`` needed in ``pos``, the verdict's rule first; () when illegal.
    ``verdict``: the judge's verdict on this move when the caller has it already (saves judging twice)."""
    m = parse_move(move)
    verdict = verdict or judge(pos, m)
    if not verdict.legal:
        return ()
    used = [verdict.rule, *_FOLLOWS.get(verdict.rule, ())]
    if m.kind not in ("draw", "pass") and m.target == "b":
        shows = pos.building[m.target_index - 1]
        owner = pos.active if m.source_seat is None else m.source_seat
        seat = pos.seats[owner]
        if m.source == "h":
            card = m.source_index
        else:
            card = seat.stock[0] if m.source == "s" else seat.discards[m.source_index - 1][-1]
        if owner != pos.active:
            used.append("skipbo.team.partner-piles")
        if shows + 1 == PILE_TOP:
            used.append("skipbo.build.complete")
        if card == SB:
            used.append("skipbo.wild.next-number")
        used.append("skipbo.build.start-pile" if shows == 0 else "skipbo.build.next-number")
    return tuple(dict.fromkeys(used))
