"""Every FAQ verdict about a move is proved by the engine, and the page draws that very position.

For each answer with a scenario, ``judge(parse(position), move)`` must give the expected legality, the
deciding rule, every expected problem and the params the answer relies on. Change the engine or the
answer so they disagree and this fails, naming the answer.
"""

from __future__ import annotations

import html
import re

import pytest
from django.test import Client
from django.utils import translation

from engine import rummikub, skipbo
from explainer.faq import registry
from explainer.faq.base import Answer
from games.diagrams import render
from tests.explainer.faq_samples import SAMPLES

ENGINES = {"skip-bo": skipbo, "rummikub": rummikub}

# Yes/no answers without a scenario: each states a fact the engine does not judge as a move
# (scoring, the deck and editions, setup, variants, table manners and penalties).
FACT_ANSWERS = {
    "skip-bo/scoring-a-series": "series scoring (points), not a move",
    "skip-bo/exactly-500-wins": "series scoring threshold",
    "skip-bo/short-game": "a variant's stockpile size (setup)",
    "skip-bo/two-players": "player count and setup",
    "skip-bo/card-count-42050-52370": "the deck in two editions",
    "skip-bo/stockpile-always-30": "stockpile size by player count (setup)",
    "skip-bo/over-drawing": "a penalty for a mistake; the engine never over-draws",
    "skip-bo/playing-out-of-turn": "a mistake at the table; the engine has one active seat",
    "rummikub/empty-pool-winner": "end-of-game scoring",
    "rummikub/joker-penalty-at-end": "end-of-game scoring",
    "rummikub/series-winner": "series scoring",
}


def with_scenarios(answers: list[tuple[str, Answer]]) -> list:
    return [pytest.param(game, a, id=f"{game}/{a.slug}") for game, a in answers if a.scenario is not None]


REAL = list(registry.all_answers())
SAMPLE = [(game, a) for game, (_topics, answers) in SAMPLES.items() for a in answers]


def check_scenario(game: str, a: Answer) -> None:
    s = a.scenario
    engine = ENGINES[game]
    verdict = engine.judge(engine.parse(s.position), s.move)
    where = f"{game}/{a.slug}: {s.move} on {s.position}"
    assert verdict.legal is s.legal, f"{where}: engine says legal={verdict.legal} ({verdict.rule})"
    assert verdict.rule == s.rule, f"{where}: engine decides by {verdict.rule}, the answer expects {s.rule}"
    if s.problems:
        assert tuple(p.rule for p in verdict.problems) == s.problems, f"{where}: problems {verdict.problems}"
    for key, value in s.params.items():
        assert verdict.params.get(key) == value, f"{where}: param {key}={verdict.params.get(key)!r}, expected {value!r}"


@pytest.mark.parametrize("game,a", with_scenarios(REAL))
def test_engine_agrees_with_the_answer(game: str, a: Answer) -> None:
    check_scenario(game, a)


@pytest.mark.parametrize("game,a", with_scenarios(SAMPLE))
def test_engine_agrees_with_the_sample_answers(game: str, a: Answer) -> None:
    check_scenario(game, a)


def test_a_wrong_expectation_is_caught() -> None:
    """The check itself bites: flip one sample's expected legality and it fails."""
    import dataclasses

    game, a = SAMPLE[0]
    flipped = dataclasses.replace(a, scenario=dataclasses.replace(a.scenario, legal=not a.scenario.legal))
    with pytest.raises(AssertionError, match="engine says legal"):
        check_scenario(game, flipped)


@pytest.mark.parametrize("game,a", [pytest.param(g, a, id=f"{g}/{a.slug}") for g, a in REAL])
def test_every_yes_or_no_about_a_move_has_a_scenario(game: str, a: Answer) -> None:
    key = f"{game}/{a.slug}"
    if a.verdict == "depends" or key in FACT_ANSWERS:
        return
    assert a.scenario is not None, f"{key} says {a.verdict!r} without a scenario (or list it in FACT_ANSWERS)"


def test_fact_allowlist_is_honest() -> None:
    """Each allowlisted answer exists, says yes or no, and really has no scenario."""
    for key in FACT_ANSWERS:
        game, _sep, slug = key.partition("/")
        a = registry.answer(game, slug)
        assert a is not None, f"{key} is allowlisted but does not exist"
        assert a.scenario is None and a.verdict in ("yes", "no", "disputed"), key


def diagram_html(game: str, position: str, move: str | None) -> str:
    if game == "skip-bo":
        return render.skipbo_diagram(position, None, move)
    return render.rummikub_diagram(position, None)


def check_page_draws_the_scenario(game: str, a: Answer) -> None:
    s = a.scenario
    with translation.override("en"):
        page = Client().get(f"/en/{game}/faq/{a.slug}/").content.decode()
        expected = diagram_html(game, s.position, s.move)
    section = re.search(r'<section class="faq-position"[^>]*>', page).group(0)
    assert f'data-position="{html.escape(s.position)}"' in section
    assert f'data-move="{html.escape(s.move)}"' in section
    assert expected in page, f"{game}/{a.slug}: the page's diagram is not drawn from the scenario position"
    alt = re.search(r'<p class="visually-hidden">(.*?)</p>', expected, re.S).group(1)
    assert alt in page
    assert 'class="proof proof--' in page


@pytest.mark.django_db
@pytest.mark.parametrize("game,a", with_scenarios(REAL))
def test_page_diagram_is_the_scenario_position(game: str, a: Answer) -> None:
    check_page_draws_the_scenario(game, a)


@pytest.mark.django_db
@pytest.mark.parametrize("game,a", with_scenarios(SAMPLE))
def test_sample_page_diagram_is_the_scenario_position(game: str, a: Answer) -> None:
    with registry.use(SAMPLES):
        check_page_draws_the_scenario(game, a)


@pytest.mark.django_db
def test_page_shows_the_engines_own_feedback() -> None:
    with registry.use(SAMPLES), translation.override("en"):
        page = Client().get("/en/skip-bo/faq/stockpile-to-discard/").content.decode()
    assert ("The rules engine checked this position: The 6 on your stockpile can go only to a building pile, "
            "never to discard pile 1.") in page
    assert 'href="/en/skip-bo/#skipbo.stockpile.not-to-discard"' in page
    assert 'href="/en/skip-bo/#discard-piles">Discard piles</a>' in page
