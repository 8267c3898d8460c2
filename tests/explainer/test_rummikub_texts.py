"""The Rummikub words match the engine: one text per rule id, every feedback fills, one anchor each."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from django.test import Client
from django.utils import translation

from engine.rummikub.rules import RULES
from games.registry import RUMMIKUB
from games.texts.base import Text
from games.texts.base import fill as fill_in
from games.texts.rummikub import GLOSSARY, RULE_TEXTS

TEMPLATE = Path(__file__).resolve().parents[2] / "explainer/templates/explainer/rules/rummikub.html"
LANGS = ("en", "ru", "fi", "sv")

# A sample value for every param name the registry uses, shaped as the engine sends it.
SAMPLES = {
    "set": 2,
    "sets": [1, 3],
    "tiles": ["R9", "J", "R11"],
    "colour": "R",
    "count": 2,
    "total": 27,
    "missing": [10],
    "drawn": 3,
    "winner": 0,
    "from_set": 1,
    "from_tiles": ["K6", "R6", "J"],
    "stood_for": ["B6", "O6"],
    "freed_by": "replaced",
    "table": "changed",
}


def fill(template: Text | None, params: dict[str, Any]) -> str:
    """A Rummikub sentence filled as its pages fill it, with the game's own param words."""
    return fill_in(template, params, RUMMIKUB.param_words)


def sample_params(rule_id: str, number: int | None = None) -> dict:
    params = {name: SAMPLES[name] for name in RULES[rule_id].params}
    if number is not None:
        for name in ("count", "total", "drawn"):
            if name in params:
                params[name] = number
    return params


def template_source() -> str:
    return TEMPLATE.read_text(encoding="utf-8")


def test_every_engine_rule_has_a_text_and_no_other():
    assert set(RULE_TEXTS) == set(RULES)


@pytest.mark.parametrize("rule_id", sorted(RULES))
def test_feedback_exists_exactly_for_the_rules_kind(rule_id):
    kind = RULES[rule_id].kind
    text = RULE_TEXTS[rule_id]
    assert (text.allowed is not None) == (kind in ("allows", "both")), "allowed text vs kind " + kind
    assert (text.forbidden is not None) == (kind in ("forbids", "both")), "forbidden text vs kind " + kind
    assert str(text.title).strip() and str(text.rule).strip()


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("rule_id", sorted(RULES))
def test_feedback_fills_from_the_registry_params(rule_id, lang):
    """Only the registry's params are given, so a placeholder the engine never sends is a KeyError.

    Several numbers, so every plural form (Russian has three) is filled at least once."""
    with translation.override(lang):
        for template in (RULE_TEXTS[rule_id].forbidden, RULE_TEXTS[rule_id].allowed):
            if template is None:
                continue
            for number in (None, 0, 1, 2, 5, 21, 30):
                filled = fill(template, sample_params(rule_id, number))
                assert filled and "%(" not in filled, filled


def test_feedback_example_reads_naturally():
    with translation.override("en"):
        filled = fill(RULE_TEXTS["rummikub.group.duplicate-colour"].forbidden,
                      {"set": 2, "tiles": ["R7", "B7", "R7"], "colour": "R"})
    assert filled == "Set 2 (red 7, blue 7, red 7) has red twice: a group needs different colours."


@pytest.mark.parametrize("lang", LANGS)
def test_no_tile_added_says_whether_the_table_changed(lang):
    """An untouched table ended as a turn did not change: its sentence says no tile was placed instead."""
    template = RULE_TEXTS["rummikub.turn.no-tile-added"].forbidden
    with translation.override(lang):
        changed, unchanged = (fill(template, {"table": table}) for table in ("changed", "unchanged"))
    assert changed and unchanged and changed != unchanged
    if lang == "en":
        assert changed.startswith("The table changed, but no tile from your rack was added")
        assert unchanged == "You have not placed any tiles: place at least one from your rack, or draw."


def test_glossary_slugs_are_unique_ascii_anchors():
    slugs = [entry.slug for entry in GLOSSARY]
    assert len(slugs) == len(set(slugs))
    for slug in slugs:
        assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", slug), slug


def test_glossary_has_the_core_terms():
    slugs = {entry.slug for entry in GLOSSARY}
    assert {"tile", "rack", "pool", "group", "run", "set", "initial-meld", "joker", "table"} <= slugs


def test_glossary_russian_names_come_from_the_booklet():
    russian = {name for entry in GLOSSARY for name, _source in entry.other_names["ru"]}
    # «магазин» is the Russian term itself (in quotes), so it is not listed again as another name.
    assert {"фишка", "подставка", "группа", "ряд", "комбинация", "первый выход", "джокер",
            "стол"} <= russian
    for entry in GLOSSARY:
        assert set(entry.other_names) == set(LANGS), entry.slug


def test_glossary_lists_the_names_finnish_and_swedish_players_meet():
    names = {lang: {entry.slug: {name for name, _source in entry.other_names[lang]} for entry in GLOSSARY}
             for lang in ("fi", "sv")}
    assert "sarja" in names["fi"]["run"] and "pidike" in names["fi"]["rack"]
    assert {"stege"} <= names["sv"]["run"] and {"ställ", "brickhållare"} <= names["sv"]["rack"]
    assert "startdrag" in names["sv"]["initial-meld"]
    assert not any("«" in name for entry in GLOSSARY for names_ in entry.other_names.values()
                   for name, *_ in names_), "the page adds the quotation marks"


def test_glossary_points_to_sections_on_the_page():
    ids = set(re.findall(r'\bid="([^"]+)"', Client().get("/en/rummikub/").content.decode()))
    for entry in GLOSSARY:
        assert entry.see in ids or entry.see in RULES, f"{entry.slug} -> #{entry.see}"


def test_every_rule_id_appears_exactly_once_on_the_page():
    placed = re.findall(r'{%\s*rule\s+"([^"]+)"\s*%}', template_source())
    assert sorted(placed) == sorted(RULES), "rule ids placed on the page vs the engine registry"
    assert len(placed) == len(set(placed))


def test_template_has_no_inline_style_or_script():
    source = template_source()
    assert "style=" not in source and "<style" not in source
    assert all("src=" in tag for tag in re.findall(r"<script[^>]*>", source)), "an inline script"
