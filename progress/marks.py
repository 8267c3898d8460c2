"""A rule's mark on the learner's map, from its stored counts, and the honest words that explain it.

- **new**: nothing yet;
- **met**: seen in other players' moves (or help asked for), never played by the learner;
- **applied**: legal moves of the learner needed it (or the learner marked it as known);
- **needs practice**: an illegal try named it or the coach noted it, and fewer than ``RECOVER`` legal
  moves have needed it since (after that it is applied again). Marking it as known clears earlier
  mistakes; a later one counts again.

>>> from types import SimpleNamespace as Row
>>> from datetime import datetime, timedelta
>>> row = Row(used=3, mistakes=1, notes=0, seen=0, streak=1, last_used=None, last_mistake=datetime.now(), known=None)
>>> mark_of(row), mark_of(Row(**{**row.__dict__, "streak": 2})), mark_of(None)
(<Mark.PRACTICE: 'practice'>, <Mark.APPLIED: 'applied'>, <Mark.NEW: 'new'>)
"""

from __future__ import annotations

from datetime import datetime, timedelta
from enum import StrEnum
from typing import Any

from django.utils import timezone
from django.utils.timesince import timesince
from django.utils.translation import gettext, ngettext, pgettext_lazy

JUST_NOW = timedelta(minutes=1)
RECOVER = 2
"""Legal moves needing a rule after a mistake on it that make it applied again."""


class Mark(StrEnum):
    NEW = "new"
    MET = "met"
    APPLIED = "applied"
    PRACTICE = "practice"

    @property
    def label(self) -> str:
        return str(LABELS[self])


LABELS = {
    # Translators: a rule's mark on the learner's map: nothing done with the rule yet.
    Mark.NEW: pgettext_lazy("rule mark", "New"),
    # Translators: a rule's mark on the learner's map: seen in other players' moves, not played yet.
    Mark.MET: pgettext_lazy("rule mark", "Met"),
    # Translators: a rule's mark on the learner's map: your own legal moves used it.
    Mark.APPLIED: pgettext_lazy("rule mark", "Applied"),
    # Translators: a rule's mark on the learner's map: recent mistakes on it.
    Mark.PRACTICE: pgettext_lazy("rule mark", "Needs practice"),
}


def _mistaken_since_known(row: Any) -> bool:
    return row.last_mistake is not None and (row.known is None or row.last_mistake > row.known)


def mark_of(row: Any) -> Mark:
    """The mark of a stored row (None: nothing stored)."""
    if row is None:
        return Mark.NEW
    if _mistaken_since_known(row) and (row.mistakes or row.notes) and row.streak < RECOVER:
        return Mark.PRACTICE
    if row.used or row.known is not None:
        return Mark.APPLIED
    if row.seen or row.mistakes or row.notes:
        return Mark.MET
    return Mark.NEW


def _ago(when: datetime, now: datetime) -> str:
    """"2 days" (in the active language; "0 minutes" for just now)."""
    return timesince(when, now, depth=1)


def explain(row: Any, now: datetime | None = None) -> str:
    """Why the rule has its mark, in real numbers: sentences in the active language."""
    now = now or timezone.now()
    mark = mark_of(row)
    if row is None or mark is Mark.NEW:
        return gettext("You have not met this rule in a puzzle or a game yet.")
    parts: list[str] = []
    if row.used:
        parts.append(ngettext("%(count)s legal move of yours used this rule.",
                              "%(count)s legal moves of yours used this rule.", row.used) % {"count": row.used})
        if row.last_used is not None and now - row.last_used >= JUST_NOW:
            # Translators: %(time)s is a span of time in your language, e.g. "2 days".
            parts.append(gettext("Last used: %(time)s ago.") % {"time": _ago(row.last_used, now)})
    if row.known is not None:
        parts.append(gettext("You marked it as known."))
    if row.mistakes:
        parts.append(ngettext("%(count)s try was refused by this rule.",
                              "%(count)s tries were refused by this rule.", row.mistakes) % {"count": row.mistakes})
    if row.notes:
        parts.append(ngettext("The coach noted it %(count)s time.",
                              "The coach noted it %(count)s times.", row.notes) % {"count": row.notes})
    if row.last_mistake is not None:
        if now - row.last_mistake < JUST_NOW:
            parts.append(gettext("Last mistake: just now."))
        else:
            # Translators: %(time)s is a span of time in your language, e.g. "2 days".
            parts.append(gettext("Last mistake: %(time)s ago.") % {"time": _ago(row.last_mistake, now)})
    if mark is Mark.PRACTICE:
        left = RECOVER - row.streak
        # Translators: the rule may never have been "Applied" before: not "again".
        parts.append(ngettext("After %(count)s more legal move with this rule, it will be marked as applied.",
                              "After %(count)s more legal moves with this rule, it will be marked as applied.",
                              left) % {"count": left})
    if row.seen and not row.used:
        parts.append(ngettext("You saw it used in %(count)s move of another player.",
                              "You saw it used in %(count)s moves of other players.", row.seen) % {"count": row.seen})
    return " ".join(parts)
