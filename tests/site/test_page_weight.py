"""Pages stay light on a phone: the rules pages' documents under 1,200 elements (Lighthouse warns past 800
and fails past 1,400); diagrams are drawn with one element per card."""

from __future__ import annotations

from html.parser import HTMLParser
from http import HTTPStatus

import pytest
from django.test import Client

from tests.conftest import LANGS

MAX_ELEMENTS = 1200


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
def test_a_rules_page_has_fewer_than_1200_elements(lang: str, game: str) -> None:
    response = Client().get(f"/{lang}/{game}/")
    assert response.status_code == HTTPStatus.OK
    count = elements(response.content.decode())
    assert count < MAX_ELEMENTS, f"/{lang}/{game}/ has {count} elements"
