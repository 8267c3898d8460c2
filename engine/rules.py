"""The rule registry type: one entry per rule id an engine can return.

Each game module lists its rules once (``engine/<game>/rules.py``). The registry is the contract
between the engine (which returns these ids), the rule pages (one anchor per id) and every localized
message (which may use exactly the listed params).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Kind = Literal["allows", "forbids", "both"]


@dataclass(frozen=True)
class Rule:
    id: str
    kind: Kind
    params: tuple[str, ...]
    summary: str


def registry(*rules: Rule) -> dict[str, Rule]:
    ids = [r.id for r in rules]
    if len(ids) != len(set(ids)):
        raise ValueError("duplicate rule id")
    return {r.id: r for r in rules}
