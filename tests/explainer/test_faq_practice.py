"""FAQ answers link to a puzzle that practises one of their rules, when one exists."""

from __future__ import annotations

import pytest
from django.test import Client

from explainer.faq import registry
from tutorial.puzzles import practising, puzzles

ANSWERS = [(game, a) for game in ("skip-bo", "rummikub") for a in registry.faq(game).answers]


@pytest.mark.django_db
@pytest.mark.parametrize("game,answer", ANSWERS, ids=[f"{g}/{a.slug}" for g, a in ANSWERS])
def test_answer_links_the_first_puzzle_that_teaches_its_rules(game: str, answer) -> None:
    html = Client().get(f"/en/{game}/faq/{answer.slug}/").content.decode()
    teaching = [p for p in puzzles(game) if set(answer.rules) & set(p.teaches)]
    if not teaching:
        assert "faq-practice" not in html
        return
    assert practising(game, answer.rules) == teaching[0]
    assert f'href="/en/{game}/puzzles/{teaching[0].slug}/"' in html


def test_most_answers_have_a_puzzle_to_practise() -> None:
    linked = [a for g, a in ANSWERS if practising(g, a.rules)]
    assert len(linked) >= len(ANSWERS) // 2
