"""The rule ids of a game's rules page in the order the page shows them, each with the anchor of the
top-level section it stands in (read from the template's ``{% rules_section %}`` and ``{% rule %}`` tags,
once per template): the learner's map lists the rules as the page does, under the page's headings.

>>> from games.registry import GAMES
>>> page_order(GAMES["skip-bo"])[:2]
(('turn', 'skipbo.turn.refill-hand'), ('turn', 'skipbo.turn.draw-first'))
"""

from __future__ import annotations

import re
from functools import cache

from django.template.loader import get_template

from explainer.parts import RULES_PAGE
from games.registry import Game
from games.sections import find

_TAG = re.compile(r"""\{%\s*(rules_section|rule)\s+["']([^"']+)["']\s*%\}""")


def page_order(game: Game) -> tuple[tuple[str, str], ...]:
    """(section anchor, rule id) for every rule of the page, in page order ("" before any section)."""
    page = game.find(RULES_PAGE)
    return () if page is None else _order(game, page.template)


@cache
def _order(game: Game, template: str) -> tuple[tuple[str, str], ...]:
    source: str = get_template(template).template.source  # type: ignore[attr-defined]  # the Django backend's
    section, found = "", dict[str, str]()
    for tag, value in _TAG.findall(source):
        if tag == "rules_section":
            try:
                depth, _section = find(game.sections, value)
            except KeyError:
                continue
            if depth == 0:
                section = value
        else:
            found.setdefault(value, section)
    return tuple((anchor, rule) for rule, anchor in found.items())
