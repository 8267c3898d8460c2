"""Pages stay light on a phone: the rules pages' documents under 1,250 elements (Lighthouse warns past 800
and fails past 1,400); diagrams are drawn with one element per card. The budget was 1,200 until the main nav
gained a game against the computer and a learner's map per game (six elements on every page); since the
rules pages lay out only the sections near the screen (``content-visibility: auto``), the style and layout
cost the budget guards against no longer grows with the whole document."""

from __future__ import annotations

from html.parser import HTMLParser
from http import HTTPStatus

import pytest
from django.test import Client

from tests.conftest import LANGS

MAX_ELEMENTS = 1250


class ElementCount(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def handle_starttag(self, tag: str, attrs: list) -> None:
        self.count += 1

    def handle_startendtag(self, tag: str, attrs: list) -> None:
        self.count += 1


def elements(html: str) -> int:
    counter = ElementCount()
    counter.feed(html)
    return counter.count


def test_the_counter_counts_elements_not_text() -> None:
    assert elements('<p>One <strong>two</strong><br><img src="x" alt=""/></p>') == 4


@pytest.mark.django_db
@pytest.mark.parametrize("game", ["skip-bo", "rummikub"])
@pytest.mark.parametrize("lang", LANGS)
def test_a_rules_page_stays_under_the_element_budget(lang: str, game: str) -> None:
    response = Client().get(f"/{lang}/{game}/")
    assert response.status_code == HTTPStatus.OK
    count = elements(response.content.decode())
    assert count < MAX_ELEMENTS, f"/{lang}/{game}/ has {count} elements"
