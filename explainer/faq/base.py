"""The shape of a FAQ answer and of the engine scenario that proves it.

Each game's answers live in ``explainer/faq/<game>.py`` as ``ANSWERS: list[Answer]`` and
``TOPICS: dict[str, Text]`` (topic key → translated heading, in display order). Texts are lazy
translations; slugs are ASCII and never change once published (``explainer/faq/published.txt``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from games.texts.base import Text

Verdict = Literal["yes", "no", "depends", "unstated", "disputed"]
"""``depends``: on the reader's leaflet; ``unstated``: our sources for the reader's leaflet say nothing on
the point; ``disputed``: our sources contradict each other and the site does not settle it."""


@dataclass(frozen=True)
class Scenario:
    """A position and a move in notation, and what the engine must say about it.

    ``rule`` is the verdict's deciding rule id; ``problems`` (Rummikub tables) lists every problem's
    rule id when more than one is expected; ``params`` holds the params the answer relies on
    (a subset check).
    """

    position: str
    move: str
    legal: bool
    rule: str
    problems: tuple[str, ...] = ()
    params: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class LeafletVerdict:
    """What one leaflet answers to an "it depends" question: a verdict word and its sentence."""

    verdict: Verdict
    text: Text


@dataclass(frozen=True)
class Answer:
    """One FAQ answer.

    ``question``: as a player would ask it. ``verdict``: yes / no / depends (on your edition) / disputed.
    ``verdict_text``: the one sentence after the verdict word (shown first, and as og:description).
    ``explanation``: short paragraphs. ``edition_note``: where leaflets differ, naming them;
    ``point``: for an "it depends" answer, the point whose answer the reader's own leaflet gives first;
    ``by_leaflet``: then, for every leaflet code, the verdict and its sentence for a reader holding that
    leaflet (each sentence names the leaflet), shown instead of "it depends" once the reader has chosen.
    ``scenario``: the engine check behind a legal/illegal claim (its position is the diagram).
    ``diagram``: a position to draw when there is no scenario (notation). ``rules``: rule ids to link;
    ``sections``: rules-page section anchors to link (facts without a rule id). ``myth``: a common
    belief this answer corrects.
    """

    slug: str
    topic: str
    question: Text
    verdict: Verdict
    verdict_text: Text
    explanation: tuple[Text, ...]
    rules: tuple[str, ...] = ()
    sections: tuple[str, ...] = ()
    scenario: Scenario | None = None
    diagram: str | None = None
    edition_note: Text | None = None
    point: str | None = None  # a point the leaflets answer differently (games.leaflets.POINTS)
    by_leaflet: Mapping[str, LeafletVerdict] = field(default_factory=dict)
    myth: bool = False

    def verdict_for(self, leaflet: str | None) -> LeafletVerdict:
        """The verdict a reader holding this leaflet sees (None: they have not chosen one)."""
        if leaflet is not None and leaflet in self.by_leaflet:
            return self.by_leaflet[leaflet]
        return LeafletVerdict(self.verdict, self.verdict_text)

