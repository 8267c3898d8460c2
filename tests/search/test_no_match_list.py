"""The "nothing answers this well" list names each section's game only when its title does not already."""

from __future__ import annotations

from django.template.loader import render_to_string


def test_a_rules_page_title_that_names_its_game_gets_no_game_in_brackets() -> None:
    html = render_to_string("explainer/search_no_match.html", {"q": "x", "checkers": [], "nearest": [
        {"url": "/ru/skip-bo/", "title": "Правила Skip-Bo", "game": "Skip-Bo"},
        {"url": "/ru/rummikub/#timer", "title": "Минута на ход", "game": "Руммикуб"},
    ]})
    assert "(Skip-Bo)" not in html and "Правила Skip-Bo</a>" in html
    assert '<span class="search-none__game">(Руммикуб)</span>' in html
