"""The header marks where the reader is: the section of the page shown, in the group of its own game only
(the view is handed the Game record by the URL converter, and the nav compares records, not slugs)."""

from __future__ import annotations

import re

from django.test import Client


def current_links(page: str) -> list[str]:
    return re.findall(r'<a href="([^"]+)" aria-current="(?:page|true)"', page)


def test_the_faq_page_marks_its_own_games_faq_link_only(client: Client) -> None:
    page = client.get("/en/skip-bo/faq/").content.decode()
    assert current_links(page) == ["/en/skip-bo/faq/"]


def test_the_same_section_of_the_other_game_is_not_marked(client: Client) -> None:
    page = client.get("/ru/rummikub/faq/").content.decode()
    assert current_links(page) == ["/ru/rummikub/faq/"]
