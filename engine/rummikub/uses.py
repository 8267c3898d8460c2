"""``rules_used``: every rule a legal Rummikub turn needed, not only the one its verdict names.

A verdict names one rule (the initial meld, a reused joker or simply a valid table); the learner who
laid a new run next to a group also kept a run to one colour without gaps and a group to different
colours, and one who rearranged the table kept every table tile on it. The site counts a rule as
*applied* for each legal turn that needed it, so this lists them all, the verdict's own rule first.
An illegal turn used none.

>>> from engine.rummikub.notation import parse
>>> pos = parse("t:R1.R2.R3 p:+50 / r:K9.B9.R9.R4.R5.R6 m:1 / r:#14")
>>> rules_used(pos, "t:R1.R2.R3,K9.B9.R9")
('rummikub.turn.table-valid', 'rummikub.set.no-pattern', 'rummikub.group.duplicate-colour')
>>> rules_used(pos, "t:R1.R2.R3.R4.R5")[-2:]
('rummikub.table.tile-missing', 'rummikub.set.too-short')
>>> rules_used(pos, "t:R1.R2.R3,R4.R5.R6")[1:]
('rummikub.set.no-pattern', 'rummikub.run.mixed-colours', 'rummikub.run.gap')
>>> rules_used(pos, "t:R1.R2.R3.R4,R5.R6")
()
>>> rules_used(pos, "draw")
('rummikub.draw.ends-turn',)
"""

from __future__ import annotations

from engine.rummikub.judge import judge
from engine.rummikub.notation import Move, parse_move
from engine.rummikub.position import Position
from engine.rummikub.sets import VALID_SETS, normalise, same_set
from engine.verdict import Verdict

_KINDS = {
    "group": ("rummikub.group.duplicate-colour",),
    "run": ("rummikub.run.mixed-colours", "rummikub.run.gap"),
}
"""What a new valid set of each kind kept to."""


def rules_used(position: Position, move: str | Move, verdict: Verdict | None = None) -> tuple[str, ...]:
    """The rule ids a legal turn ``move`` needed in ``position``, the verdict's rule first; () when
    illegal. ``verdict``: the judge's verdict on this move when the caller has it already."""
    m = parse_move(move)
    verdict = verdict or judge(position, m)
    if not verdict.legal:
        return ()
    used = [verdict.rule]
    if m.kind != "table":
        return tuple(used)
    if verdict.rule == "rummikub.meld.initial":
        used.append("rummikub.meld.below-30")
    used.append("rummikub.turn.table-valid")
    old = [normalise(tile_set) for tile_set in position.table]
    new = [normalise(tile_set) for tile_set in m.table]
    fresh = [tile_set for tile_set in new if not any(same_set(tile_set, before) for before in old)]
    for tile_set in fresh:
        info = VALID_SETS.get(tile_set)
        if info is not None:
            used += ["rummikub.set.no-pattern", *_KINDS.get(info.kind, ())]
    kept = [before for before in old if any(same_set(before, after) for after in new)]
    if len(kept) < len(old):  # a table set was extended or taken apart: its tiles stayed on the table,
        used += ["rummikub.table.tile-missing", "rummikub.set.too-short"]  # in sets of three or more
    return tuple(dict.fromkeys(used))
