"""The newcomer's path: every rules page opens with "learn in two minutes" (the goal, a turn, how you win,
one picture), which ends with the next step — a first game with the coach where one exists, else the
game's first puzzle — and the home page leads there."""

from __future__ import annotations

import re

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import translation

from explainer.links import first_game
from games import nav
from games.registry import GAMES
from play.parts import PLAY
from tests.conftest import LANGS
from tutorial.links import first_puzzle
from tutorial.puzzles import puzzles

pytestmark = pytest.mark.django_db

# Not a <section>: the page's sections are the game record's, listed in the contents; this comes before them.
QUICK = re.compile(r'<div class="quick-start" id="quick-start">(.*?)</div>\s*<(?:p|nav) class="(?:leaflet-intro|toc)"',
                   re.S)


def quick_start(lang: str, slug: str) -> tuple[str, str]:
    page = Client().get(f"/{lang}/{slug}/").content.decode()
    found = QUICK.search(page)
    assert found, f"/{lang}/{slug}/ has no quick start"
    return page, found.group(1)


@pytest.mark.parametrize("slug", list(GAMES))
@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_page_opens_with_the_goal_a_turn_and_how_you_win(lang: str, slug: str) -> None:
    page, quick = quick_start(lang, slug)
    main = page[page.index("<main"):]
    assert main.index("<h1") < main.index('class="quick-start"') < main.index('class="toc"')  # at the top
    assert len(re.findall(r"<p><strong>", quick)) == 3  # the goal, a turn, how you win
    assert quick.count('class="diagram diagram--inline') == 1  # one picture, drawn with the diagram faces
    with translation.override(lang):
        if GAMES[slug].find(PLAY) is not None:  # a game to play against the computer: the first game
            assert f'href="{reverse("play_start", kwargs={"game": slug})}"' in quick
        else:  # else the first puzzle
            first = reverse("puzzle", kwargs={"game": slug, "slug": puzzles(slug)[0].slug})
            assert f'href="{first}"' in quick


def test_a_first_game_with_the_coach_comes_before_the_first_puzzle(monkeypatch: pytest.MonkeyPatch) -> None:
    playable = {"skip-bo"}
    monkeypatch.setattr(nav, "_first_steps", {})
    nav.register_first_step(first_puzzle, nav.FIRST_PUZZLE_RANK)
    nav.register_first_step(lambda game: nav.Link(f"/en/{game.slug}/play/", nav.FIRST_GAME_TITLE)
                            if game.slug in playable else None, nav.FIRST_GAME_RANK)
    _, quick = quick_start("en", "skip-bo")
    assert '<a href="/en/skip-bo/play/">Play your first game with a coach</a>' in quick
    _, quick = quick_start("en", "rummikub")  # no game to play yet: the first puzzle stays
    assert '<a href="/en/rummikub/puzzles/groups-and-runs/">Now try your first puzzle</a>' in quick


def test_the_first_game_is_offered_exactly_for_the_games_the_play_app_can_play() -> None:
    for game in GAMES.values():
        link = first_game(game)
        assert (link is not None) == (game.find(PLAY) is not None)


@pytest.mark.parametrize("lang", LANGS)
def test_the_home_page_leads_a_newcomer_to_each_quick_start(lang: str) -> None:
    page = Client().get(f"/{lang}/").content.decode()
    for slug in GAMES:
        with translation.override(lang):
            assert f'href="{reverse("rules", kwargs={"game": slug})}#quick-start"' in page
