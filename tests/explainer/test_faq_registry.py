"""The FAQ registry: the real answers pass validation, broken answers are caught with a clear message,
the counts the issue asks for are there in every language, and published slugs never stop resolving."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from django.core.exceptions import ImproperlyConfigured
from django.utils import translation

from explainer.faq import registry
from explainer.faq.redirects import REDIRECTS
from explainer.parts import FAQ
from games.registry import GAMES
from tests.conftest import TRANSLATED
from tests.explainer.faq_samples import SAMPLES, SKIPBO_ANSWERS, SKIPBO_TOPICS

MINIMUM = {"skip-bo": 20, "rummikub": 15}
PUBLISHED = Path(registry.__file__).with_name("published.txt")


def published() -> list[str]:
    lines = PUBLISHED.read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


@pytest.mark.parametrize("game", list(GAMES))
def test_real_answers_pass_validation(game: str) -> None:
    faq = registry.faq(game)  # raises ImproperlyConfigured listing every problem
    source = GAMES[game].part(FAQ)
    topics, answers = source.topics, source.answers
    assert registry.problems(game, topics, answers) == []
    assert len(faq.answers) == len(answers), "every answer belongs to a topic in TOPICS"


@pytest.mark.parametrize("game", list(GAMES))
def test_each_game_has_enough_answers(game: str) -> None:
    assert len(registry.faq(game).answers) >= MINIMUM[game]


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("game", list(GAMES))
def test_every_answer_is_translated(game: str, lang: str) -> None:
    """The same set of answers in every language: each text reads differently from the English one."""
    untranslated = []
    for a in registry.faq(game).answers:
        texts = [a.question, a.verdict_text, *a.explanation, *([a.edition_note] if a.edition_note else []),
                 *(said.text for said in a.by_leaflet.values())]
        with translation.override("en"):
            english = [str(t) for t in texts]
        with translation.override(lang):
            local = [str(t) for t in texts]
        untranslated += [f"{a.slug}: {e[:50]}" for e, t in zip(english, local, strict=True) if e == t]
    assert len(registry.faq(game).answers) >= MINIMUM[game]
    assert not untranslated, f"{len(untranslated)} {game} FAQ texts untranslated in {lang}: {untranslated[:5]}"


def test_samples_pass_validation() -> None:
    for game, (topics, answers) in SAMPLES.items():
        assert registry.problems(game, topics, answers) == []


def _broken(**changes) -> list[str]:
    answers = [dataclasses.replace(SKIPBO_ANSWERS[0], **changes), *SKIPBO_ANSWERS[1:]]
    return registry.problems("skip-bo", SKIPBO_TOPICS, answers)


@pytest.mark.parametrize("changes,message", [
    ({"slug": "Stockpile_to_discard"}, "slug must be lowercase ASCII"),
    ({"slug": "käsi"}, "slug must be lowercase ASCII"),
    ({"slug": "skip-bo-card-as-five"}, "slug used twice"),
    ({"topic": "nowhere"}, "unknown topic 'nowhere'"),
    ({"verdict": "maybe"}, "verdict 'maybe'"),
    ({"rules": ("skipbo.build.no-such-rule",)}, "rule id 'skipbo.build.no-such-rule' is not in engine.skipbo"),
    ({"rules": ("rummikub.run.gap",)}, "rule id 'rummikub.run.gap' is not in engine.skipbo"),
    ({"sections": ("no-such-section",)}, "section 'no-such-section' is not a section of the skipbo rules page"),
    ({"diagram": "b:4"}, "has a scenario and a diagram"),
    ({"explanation": ()}, "no explanation"),
])
def test_validation_names_the_problem(changes: dict, message: str) -> None:
    found = _broken(**changes)
    assert any(message in line for line in found), found


def test_validation_checks_scenario_rule_ids_and_notation() -> None:
    scenario = SKIPBO_ANSWERS[0].scenario
    wrong_rule = _broken(scenario=dataclasses.replace(scenario, rule="skipbo.nope"))
    assert any("scenario rule id 'skipbo.nope'" in p for p in wrong_rule)
    bad_position = _broken(scenario=dataclasses.replace(scenario, position="b:99"))
    assert any(p.startswith("skip-bo/stockpile-to-discard scenario:") for p in bad_position), bad_position
    assert any("diagram" in p for p in registry.problems("skip-bo", SKIPBO_TOPICS, [
        dataclasses.replace(SKIPBO_ANSWERS[2], diagram="b:4,4,4,4,4")]))


def test_a_broken_answer_stops_the_registry() -> None:
    bad = [dataclasses.replace(SKIPBO_ANSWERS[0], topic="nowhere")]
    with pytest.raises(ImproperlyConfigured, match="unknown topic"), registry.use({"skip-bo": (SKIPBO_TOPICS, bad)}):
        registry.faq("skip-bo")


def test_answers_are_grouped_in_topic_order() -> None:
    with registry.use(SAMPLES):
        faq = registry.faq("skip-bo")
        assert [t.key for t in faq.topics] == list(SKIPBO_TOPICS)
        assert [a.slug for a in faq.answers] == ["stockpile-to-discard", "skip-bo-card-as-five", "how-many-cards"]
        assert registry.answer("skip-bo", "how-many-cards") is SKIPBO_ANSWERS[2]
        assert registry.answer("skip-bo", "nope") is None


def test_section_links_are_titled_by_the_rules_page_section_data() -> None:
    with translation.override("en"):
        assert str(GAMES["skip-bo"].section("scoring").title) == "Scoring a series"
        assert str(GAMES["rummikub"].section("initial-meld-rules").title) == "Initial meld rules"
    with translation.override("fi"), pytest.raises(KeyError, match="no-such-section"):
        GAMES["rummikub"].section("no-such-section")


# -- Slugs never change ----------------------------------------------------------------------------------

def test_published_list_has_no_duplicates_and_names_known_games() -> None:
    entries = published()
    assert len(entries) == len(set(entries))
    for entry in entries:
        game, _sep, slug = entry.partition("/")
        assert game in GAMES and registry.SLUG.match(slug), entry


@pytest.mark.parametrize("entry", published())
def test_published_slug_still_resolves(entry: str) -> None:
    """A published answer keeps its address: it exists, or a redirect leads to one that does."""
    game, _sep, slug = entry.partition("/")
    if registry.answer(game, slug) is None:
        target = REDIRECTS.get(entry)
        assert target is not None, f"{entry} was published but no longer exists; add it to redirects.py"
        assert registry.answer(game, target) is not None, f"{entry} redirects to a missing answer {target}"


def test_every_live_answer_is_published() -> None:
    listed = set(published())
    missing = [f"{game}/{a.slug}" for game, a in registry.all_answers() if f"{game}/{a.slug}" not in listed]
    assert not missing, f"add these to explainer/faq/published.txt (append only): {missing}"


def test_redirects_point_from_dead_slugs_to_live_answers() -> None:
    for old, new in REDIRECTS.items():
        game, _sep, slug = old.partition("/")
        assert game in GAMES, old
        assert registry.answer(game, slug) is None, f"{old} is live; a redirect would hide it"
        assert registry.answer(game, new) is not None, f"{old} → {new}: no such answer"
