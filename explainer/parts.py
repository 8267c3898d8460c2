"""What a game registers with the explainer, read from its record (``game.part(RULES_PAGE)``):

- ``RULES_PAGE``: the rules page's template, and the points where printed leaflets differ that the page
  shows in the reader's own leaflet (``games.leaflets``), by the context name the template reads;
- ``FAQ``: its answers (``explainer.faq.base``) grouped by topic, and how a scenario is drawn on the
  answer page (``scenario_template``, given ``position``, ``move`` and what ``scenario`` adds); its preview
  picture draws the scenario with the game's own panel (``games.preview.PICTURE``).

The games the site ships register theirs in ``ExplainerConfig.ready()`` (``explainer.games.register``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from explainer.faq.base import Answer
from games.parts import Part
from games.texts.base import Text


@dataclass(frozen=True)
class RulesPage:
    template: str
    leaflet_points: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class FaqSource:
    topics: Mapping[str, Text]
    answers: Sequence[Answer]
    scenario_template: str
    scenario: Callable[[str], Mapping[str, Any]] = lambda move: {}
    """More context for ``scenario_template`` about the scenario's move (Rummikub: the table it leaves)."""


RULES_PAGE = Part[RulesPage]("rules page")
FAQ = Part[FaqSource]("FAQ")
