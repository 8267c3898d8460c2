"""The sections of a game's rules page, as data: the page's headings and contents list are rendered from
them, and the FAQ checks and names its "In the rules" links by them.

A section's ``id`` is its anchor on the rules page (``/<lang>/<game>/#<id>``): the FAQ, the glossary and
shared links point at it, so like a slug it never changes. Its ``title`` is the heading as a lazy
translation. ``subsections`` sit one level down (an h3 inside the section's h2); the page shows them in
the order given here.

>>> page = (Section("setup", "Setting up", (Section("who-starts", "Who starts"),)), Section("turn", "Turn"))
>>> [(depth, section.id) for depth, section in walk(page)]
[(0, 'setup'), (1, 'who-starts'), (0, 'turn')]
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from games.texts.base import Text


@dataclass(frozen=True)
class Section:
    """One section of a rules page: its anchor, its heading and the sections inside it."""

    id: str
    title: Text
    subsections: tuple[Section, ...] = ()


def find(sections: tuple[Section, ...], anchor: str) -> tuple[int, Section]:
    """The section with this anchor and its depth; ``KeyError`` when there is none."""
    for depth, section in walk(sections):
        if section.id == anchor:
            return depth, section
    raise KeyError(anchor)


def walk(sections: tuple[Section, ...], depth: int = 0) -> Iterator[tuple[int, Section]]:
    """Every section with its depth (0 for a top-level section), in page order."""
    for section in sections:
        yield depth, section
        yield from walk(section.subsections, depth + 1)
