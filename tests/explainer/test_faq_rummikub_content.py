"""The Rummikub FAQ answers as data: well formed, linked to real rule ids and anchors, proved by the engine.

Every scenario is judged by ``rummikub.judge``; the test fails if the engine's verdict, its deciding rule,
its list of problems or the params an answer relies on change -- or if an answer's scenario does.
"""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from django.utils import translation
from django.utils.functional import Promise

from engine import rummikub
from engine.rummikub.rules import RULES
from explainer.faq.base import Answer
from explainer.faq.rummikub import ANSWERS, TOPICS
from games.registry import RUMMIKUB
from games.sections import walk

SLUG = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
MOVE = re.compile(r"^(?:draw|pass|penalty|t:.+)$")

# Yes/no answers about facts that no move can show (scoring, the series): they carry no scenario.
FACT_ONLY = {"empty-pool-winner", "joker-penalty-at-end", "series-winner"}

# Finished games drawn as diagrams, with the points their explanations quote.
DIAGRAM_SCORES = {
    "empty-pool-winner": (18, -5, -13),
    "joker-penalty-at-end": (47, -32, -15),
}

# The disputes of issue 5, point 1 (and the myths it names), each answered by one of these slugs.
REQUIRED = {
    "initial-meld-with-table-tiles", "play-drawn-tile", "group-same-colour-twice", "joker-to-rack",
    "joker-in-initial-meld", "run-12-13-1", "joker-penalty-at-end", "series-winner", "add-to-table-in-meld-turn",
    "must-add-own-tile", "time-runs-out", "empty-pool", "rearrange-without-adding", "split-a-run",
    "joker-before-initial-meld", "joker-zero-in-initial-meld", "run-13-1-2",
}
MYTHS = {"play-drawn-tile", "joker-zero-in-initial-meld", "run-13-1-2"}

BY_SLUG = {answer.slug: answer for answer in ANSWERS}
WITH_SCENARIO = [answer for answer in ANSWERS if answer.scenario is not None]


def texts(answer: Answer) -> list:
    out = [answer.question, answer.verdict_text, *answer.explanation]
    if answer.edition_note is not None:
        out.append(answer.edition_note)
    return out


def anchors() -> set[str]:
    """The rules page's section anchors, from the game record the page is rendered from."""
    return {section.id for _depth, section in walk(RUMMIKUB.sections)}


def test_enough_answers_and_myths():
    assert len(ANSWERS) >= 18
    assert sum(answer.myth for answer in ANSWERS) >= 3


def test_every_disputed_point_is_answered():
    assert REQUIRED <= set(BY_SLUG)
    assert all(BY_SLUG[slug].myth for slug in MYTHS)


def test_slugs_are_unique_short_ascii():
    slugs = [answer.slug for answer in ANSWERS]
    assert len(slugs) == len(set(slugs))
    for slug in slugs:
        assert SLUG.match(slug), slug
        assert len(slug) <= 40, slug


def test_topics_are_used_and_exist():
    assert 4 <= len(TOPICS) <= 6
    assert all(isinstance(title, Promise) for title in TOPICS.values())
    used = {answer.topic for answer in ANSWERS}
    assert used == set(TOPICS)


def test_rule_ids_and_sections_exist():
    ids = anchors()
    for answer in ANSWERS:
        assert answer.rules or answer.sections, answer.slug
        for rule_id in answer.rules:
            assert rule_id in RULES, (answer.slug, rule_id)
        for section in answer.sections:
            assert section in ids, (answer.slug, section)


@pytest.mark.parametrize("answer", ANSWERS, ids=lambda a: a.slug)
def test_answer_shape_and_english_text(answer):
    assert answer.verdict in ("yes", "no", "depends")
    assert 1 <= len(answer.explanation) <= 3
    for text in texts(answer):
        assert isinstance(text, Promise), answer.slug  # lazy, so each reader gets their language
    with translation.override("en"):
        question = str(answer.question)
        verdict = str(answer.verdict_text)
        assert question.endswith("?")
        # One sentence that stands alone in a chat preview; the page adds the verdict word itself.
        assert verdict.endswith(".") and ". " not in verdict and len(verdict) <= 140, verdict
        assert not re.match(r"(?i)(yes|no|it depends)\b", verdict), verdict
        for text in texts(answer):
            assert "<" not in str(text) and ">" not in str(text), answer.slug  # no markup
            assert "  " not in str(text), answer.slug


def test_every_yes_no_answer_has_a_scenario_or_is_a_listed_fact():
    assert FACT_ONLY <= set(BY_SLUG)
    for answer in ANSWERS:
        if answer.slug in FACT_ONLY:
            assert answer.scenario is None, answer.slug
        elif answer.verdict in ("yes", "no"):
            assert answer.scenario is not None, answer.slug


@pytest.mark.parametrize("answer", WITH_SCENARIO, ids=lambda a: a.slug)
def test_scenario_is_confirmed_by_the_engine(answer):
    scenario = answer.scenario
    position = rummikub.parse(scenario.position)
    assert rummikub.dump(position) == scenario.position, "write the diagram in canonical notation"
    assert MOVE.match(scenario.move)
    assert scenario.rule in answer.rules, "link the deciding rule"
    verdict = rummikub.judge(position, scenario.move)
    assert verdict.legal is scenario.legal
    assert verdict.rule == scenario.rule
    expected = list(scenario.problems) if scenario.problems else ([] if scenario.legal else [scenario.rule])
    assert [problem.rule for problem in verdict.problems] == expected
    for name, value in scenario.params.items():
        assert verdict.params.get(name) == value, name


@pytest.mark.parametrize("answer", WITH_SCENARIO, ids=lambda a: a.slug)
def test_scenario_position_is_a_realistic_picture(answer):
    position = rummikub.parse(answer.scenario.position)
    assert position.winner is None
    assert 2 <= len(position.seats) <= 4
    me = position.seats[position.active]
    assert me.rack and not me.unknown, "the player's own rack is shown"
    if position.table:
        assert any(seat.melded for seat in position.seats), "somebody laid the table"
        # The table before the turn is a table a game can reach: every set valid.
        for tile_set in position.table:
            assert not rummikub.check_set(list(tile_set)), answer.slug


@pytest.mark.parametrize("slug", sorted(DIAGRAM_SCORES))
def test_fact_diagrams_score_as_the_answer_says(slug):
    answer = BY_SLUG[slug]
    assert answer.diagram is not None
    position = rummikub.parse(answer.diagram)
    assert rummikub.dump(position) == answer.diagram
    assert rummikub.score(position) == DIAGRAM_SCORES[slug]


def test_other_diagrams_parse():
    for answer in ANSWERS:
        if answer.diagram is not None:
            assert rummikub.dump(rummikub.parse(answer.diagram)) == answer.diagram, answer.slug
            assert answer.scenario is None, "a scenario's position is the diagram"


def test_joker_retrieval_answers_name_the_edition():
    for slug in ("joker-to-rack", "free-a-joker"):
        note = BY_SLUG[slug].edition_note
        assert note is not None
        with translation.override("en"):
            assert "2018" in str(note) and "Руммикуб. Без границ" in str(note)


def test_the_empty_pool_ending_shows_a_table_where_really_nobody_can_play():
    """Issue 11: the lowest-rack answer must picture a finished game, not one where someone could still
    lay a tile (the solver, which rearranges the whole table, places nothing for any seat)."""
    position = rummikub.parse(BY_SLUG["empty-pool-winner"].diagram)
    assert position.pool_size == 0
    for seat in range(len(position.seats)):
        assert rummikub.solve(replace(position, active=seat), budget_ms=5000).placed == 0, seat


def test_our_rulings_are_labelled_as_ours():
    """The empty-pool joker price and passing when you could play are not in the booklet."""
    with translation.override("en"):
        for slug in ("empty-pool-winner", "empty-pool"):
            assert any(str(p).startswith("Our ruling") for p in BY_SLUG[slug].explanation), slug
