"""The Skip-Bo words match the engine: one text per rule id, every feedback fills, one anchor each, and
every diagram on the rules page is a position the engine accepts."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from django.test import Client
from django.utils import translation

from engine.skipbo.rules import RULES
from games.registry import SKIP_BO
from games.texts.base import Text
from games.texts.base import fill as fill_in
from games.texts.skipbo import GLOSSARY, RULE_TEXTS

TEMPLATE = Path(__file__).resolve().parents[2] / "explainer/templates/explainer/rules/skipbo.html"
LANGS = ("en", "ru", "fi", "sv")

# A sample value for every param name the registry uses, shaped as the engine sends it.
SAMPLES = {
    "card": "7",
    "pile": 2,
    "shows": 4,
    "needs": 5,
    "becomes": 5,
    "tops": [3, 5, 8, 11],
    "drawn": 3,
    "hand": 5,
    "seat": 1,
    "source": "d2",
    "target": "b1",
    "move": "h5-b1",
    "winner": 0,
}
COUNTS = ("drawn", "hand")


def fill(template: Text | None, params: dict[str, Any]) -> str:
    """A Skip-Bo sentence filled as its pages fill it, with the game's own param words."""
    return fill_in(template, params, SKIP_BO.param_words)


def sample_params(rule_id: str, number: int | None = None, card: str | None = None) -> dict:
    params = {name: SAMPLES[name] for name in RULES[rule_id].params}
    if number is not None:
        for name in COUNTS:
            if name in params:
                params[name] = number
    if card is not None and "card" in params:
        params["card"] = card
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


def distinct_inputs() -> list[tuple[str, int | None, str | None]]:
    """Each rule with every count and card variation that changes its params (a rule without a count
    or a card param gets the plain sample once, not the same params twelve times)."""
    cases = []
    for rule_id in sorted(RULES):
        names = RULES[rule_id].params
        numbers = [None, 0, 1, 2, 5, 21] if any(name in names for name in COUNTS) else [None]
        cards = [None, "SB"] if "card" in names else [None]
        cases += [(rule_id, number, card) for number in numbers for card in cards]
    return cases


@pytest.mark.parametrize(("rule_id", "number", "card"), distinct_inputs())
def test_feedback_fills_from_the_registry_params(rule_id, number, card):
    """Only the registry's params are given, so a placeholder the engine never sends is a KeyError; each
    distinct set of params is filled in every language."""
    params = sample_params(rule_id, number, card)
    for lang in LANGS:
        with translation.override(lang):
            for template in (RULE_TEXTS[rule_id].forbidden, RULE_TEXTS[rule_id].allowed):
                if template is None:
                    continue
                filled = fill(template, params)
                assert filled and "%(" not in filled, (lang, filled)


def test_feedback_examples_read_naturally():
    with translation.override("en"):
        next_number = RULE_TEXTS["skipbo.build.next-number"]
        params = {"card": "7", "pile": 1, "shows": 4, "needs": 5}
        assert fill(next_number.forbidden, params) == (
            "Building pile 1 shows 4, so the next card there must be 5 — your 7 cannot go there.")
        assert fill(RULE_TEXTS["skipbo.build.four-piles"].forbidden,
                    {"card": "1", "tops": [3, 5, 8, 11]}) == (
            "All four building piles are in use (they show 3, 5, 8, 11), and there is no fifth pile — "
            "your 1 has nowhere to go.")
        assert fill(RULE_TEXTS["skipbo.build.start-pile"].allowed, {"card": "SB", "pile": 3}) == (
            "Your Skip-Bo card starts building pile 3. The next card there must be 2.")


def test_counts_choose_their_plural_form():
    with translation.override("en"):
        refill = RULE_TEXTS["skipbo.turn.refill-hand"].allowed
        assert fill(refill, {"drawn": 1, "hand": 5}).startswith("You draw 1 card from")
        assert fill(refill, {"drawn": 3, "hand": 5}).startswith("You draw 3 cards from")
        end = RULE_TEXTS["skipbo.turn.end-by-discard"].forbidden
        assert fill(end, {"hand": 1}).startswith("You still hold 1 card,")
        assert fill(end, {"hand": 4}).startswith("You still hold 4 cards,")


def test_titles_need_no_html_escaping():
    """The rule-page anchor test looks for the title verbatim inside the link."""
    with translation.override("en"):
        for rule_id, text in RULE_TEXTS.items():
            assert not set(str(text.title)) & set("&<>\"'"), rule_id


def test_glossary_slugs_are_unique_ascii_anchors():
    slugs = [entry.slug for entry in GLOSSARY]
    assert len(slugs) == len(set(slugs))
    for slug in slugs:
        assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", slug), slug


def test_glossary_has_every_term_of_the_terms_table():
    slugs = {entry.slug for entry in GLOSSARY}
    assert {"stockpile", "draw-pile", "building-pile", "discard-pile", "hand", "skip-bo-card",
            "completed-pile", "short-game", "partner-play", "series"} <= slugs
    for entry in GLOSSARY:
        assert set(entry.other_names) == set(LANGS), entry.slug


def test_glossary_names_from_the_leaflets():
    names = {lang: {name for entry in GLOSSARY for name, _source, *_lang in entry.other_names[lang]}
             for lang in LANGS}
    assert {"личный запас", "колода игрока", "общий добор", "колода для добора", "общая стопка",
            "стопка сброса", "личный сброс", "вспомогательная стопка", "джокер"} <= names["ru"]
    assert {"aloituspino", "nostopakka", "rakennuspino", "poistopino", "jokeri"} <= names["fi"]
    assert {"stockpile", "draw pile", "draghög", "building pile", "discard pile"} <= names["sv"]


def test_the_false_friend_is_flagged_on_both_piles():
    by_slug = {entry.slug: entry for entry in GLOSSARY}
    with translation.override("en"):
        for slug in ("building-pile", "discard-pile"):
            assert "стопка сброса" in str(by_slug[slug].warning), slug


def test_glossary_points_to_anchors_on_the_page():
    ids = set(re.findall(r'\bid="([^"]+)"', Client().get("/en/skip-bo/").content.decode()))
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


def test_blocktranslate_holds_no_template_variables():
    for block in re.findall(r"{%\s*blocktranslate[^%]*%}(.*?){%\s*endblocktranslate\s*%}", template_source(),
                            flags=re.S):
        assert "{{" not in block and "{%" not in block, block


DIAGRAM = re.compile(r'{%\s*skipbo_diagram\s+"([^"]+)"(?:\s+move="([^"]+)")?')


def diagrams() -> list[tuple[str, str | None]]:
    return [(m.group(1), m.group(2)) for m in DIAGRAM.finditer(template_source())]


def test_the_required_diagrams_are_drawn():
    notations = [text for text, _move in diagrams()]
    assert any(text.startswith("b:3,5,8,11 ") for text in notations), "four full slots 3 5 8 11"
    assert any(" x:12 " in text for text in notations), "a completed pile set aside"
    moves = {move for _text, move in diagrams() if move}
    assert "hSB-b1" in moves and "s-b1" in moves, "Skip-Bo card as next number; stockpile chain"
    assert any(move.startswith("h") and "-d" in move for move in moves), "a discard ending the turn"


@pytest.mark.parametrize("text,move", diagrams())
def test_every_diagram_is_a_canonical_position_and_its_move_is_legal(text, move):
    from engine import skipbo

    assert skipbo.dump(skipbo.parse(text)) == text
    if move is None:
        return
    verdict = skipbo.judge(skipbo.parse(text), move)
    assert verdict.legal, (text, move, verdict.rule, verdict.params)
