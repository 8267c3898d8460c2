"""The rules pages and their section data agree one to one: every section on the rendered page is a
``Section`` of the game's record, at its depth and in its order, headed by its title in the page's
language; the contents list names the top-level sections; headings never skip a level. The FAQ's "In the
rules" links are checked against the same data, so a renamed or moved section cannot leave a dead link."""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest
from django.test import Client
from django.utils import translation

from games.registry import GAMES
from games.sections import walk

LANGS = ("en", "ru", "fi", "sv")
SLUG = r"[a-z0-9]+(-[a-z0-9]+)*"


class RulesPage(HTMLParser):
    """What a rules page's ``<main>`` shows of its structure: sections (id, depth, heading text), the
    contents list's links and the level of every heading."""

    def __init__(self) -> None:
        super().__init__()
        self.sections: list[tuple[str, int, str]] = []
        self.contents: list[str] = []
        self.levels: list[int] = []
        self._open: list[str] = []  # the tags that count for nesting: section, nav
        self._awaiting_heading = False  # a section has opened and its heading has not yet begun
        self._heading: list[str] | None = None  # the text of that heading, while inside it
        self._in_main = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attributes = dict(attrs)
        if tag == "main":
            self._in_main = True
        if not self._in_main:
            return
        if tag in ("section", "nav"):
            self._open.append(tag)
        if tag == "section":
            depth = self._open.count("section") - 1
            self.sections.append((attributes.get("id") or "", depth, ""))
            self._awaiting_heading = True
        elif tag == "a" and "nav" in self._open and (attributes.get("href") or "").startswith("#"):
            self.contents.append((attributes.get("href") or "")[1:])
        elif is_heading(tag):
            self.levels.append(int(tag[1]))
            if self._awaiting_heading:
                self._awaiting_heading, self._heading = False, []

    def handle_endtag(self, tag: str) -> None:
        if tag == "main":
            self._in_main = False
        if tag in ("section", "nav") and self._open:
            self._open.pop()
        if is_heading(tag) and self._heading is not None:
            anchor, depth, _ = self.sections[-1]
            self.sections[-1] = (anchor, depth, " ".join("".join(self._heading).split()))
            self._heading = None

    def handle_data(self, data: str) -> None:
        if self._heading is not None:
            self._heading.append(data)


def is_heading(tag: str) -> bool:
    return len(tag) == 2 and tag[0] == "h" and tag[1] in "123456"


def rules_page(lang: str, game: str) -> RulesPage:
    response = Client().get(f"/{lang}/{game}/")
    page = RulesPage()
    page.feed(response.content.decode())
    return page


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", list(GAMES))
def test_the_page_shows_exactly_the_sections_of_the_game_record(game: str, lang: str) -> None:
    page = rules_page(lang, game)
    with translation.override(lang):
        expected = [(s.id, depth, str(s.title)) for depth, s in walk(GAMES[game].sections)]
    assert page.sections == expected
    assert page.contents == [section.id for section in GAMES[game].sections], "the contents list"


@pytest.mark.parametrize("game", list(GAMES))
def test_headings_do_not_skip_levels(game: str) -> None:
    """Rule entries are h4, so each sits under an h3; sections are h2 and subsections h3."""
    levels = rules_page("en", game).levels
    assert levels[0] == 1
    for before, after in zip(levels, levels[1:], strict=False):
        assert after <= before + 1, levels


@pytest.mark.parametrize("game", list(GAMES))
def test_section_ids_are_unique_ascii_slugs(game: str) -> None:
    ids = [section.id for _depth, section in walk(GAMES[game].sections)]
    assert len(ids) == len(set(ids))
    for anchor in ids:
        assert re.fullmatch(SLUG, anchor), anchor


@pytest.mark.parametrize("lang", LANGS)
def test_a_practise_link_does_not_repeat_an_earlier_sections_puzzle_when_a_rule_has_its_own(lang: str) -> None:
    """"Building piles" shows the start-pile rule (taught first by "Your turn"'s first-turn puzzle) and the
    next-number rule: its link goes to the next-number puzzle, not to first-turn a second time."""
    html = Client().get(f"/{lang}/skip-bo/").content.decode()
    links = re.findall(r'class="practise"><a href="/\w+/skip-bo/puzzles/([a-z-]+)/"', html)
    assert len(links) == len(set(links)) >= 8, links
    assert links[:2] == ["first-turn", "next-number"]
