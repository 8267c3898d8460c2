"""Diagrams drawn from notation: what each tag draws, what it says in words, and how it fails."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator

import pytest
from django.template import Context, Template, TemplateSyntaxError
from django.template.loader import render_to_string
from django.utils import translation

from games.diagrams import card_face, render, tile_face
from games.diagrams.faces import UNKNOWN_CARD

SKIPBO = "b:4,-,-,- w:3.3.11.2.SB+30 / s:6.8+22 h:1.5.7.9.12 / s:8+19 h:#5"
SKIPBO_BUSY = ("b:3,5,8,11 w:+40 x:24 / s:10+20 h:1.2.7.12.SB d:12.9.7,-,4,- "
               "/ s:2+25 h:#5 d:5,-,-,11")
SKIPBO_TEAM = "b:6,-,-,- w:+40 v:team / s:9+20 h:1.3.3.10.11 / s:2+20 h:#5 / s:7+20 h:#5 d:8,-,-,- / s:4+20 h:#5"
RUMMIKUB = "t:R4.R5.R6.R7.R8,B9.R9.K9,R9.J.R11 p:+60 / r:R6.B8.B10.J m:1 / r:#14"
FINISHED = "- / r:- / r:R5.K8 / r:J.B2"


@pytest.fixture(autouse=True)
def fresh_cache(settings) -> Iterator[None]:
    settings.DEBUG = False
    render.clear_cache()
    yield
    render.clear_cache()


def draw(source: str, **context: object) -> str:
    return Template("{% load diagrams %}" + source).render(Context(context))


def alternative(output: str) -> str:
    """The text alternative(s): the visually hidden text of the diagram."""
    found = re.findall(r'<(?:p|span) class="visually-hidden">(.*?)</(?:p|span)>', output, re.S)
    assert found, "a diagram needs a text alternative"
    return html.unescape(" ".join(found))


def visible_text(output: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", output))


# ------------------------------------------------------------------ Skip-Bo


def test_a_skipbo_table_says_every_pile_in_words() -> None:
    out = draw('{% skipbo_diagram notation %}', notation=SKIPBO)
    text = alternative(out)
    assert text.startswith("Building piles: 4, empty, empty, empty. Draw pile: 35 cards. "
                           "Your stockpile: 6 on top, 24 cards. Your hand: 1, 5, 7, 9, 12.")
    assert "Your discard piles: all empty." in text
    assert "Player 2 — stockpile: 8 on top, 20 cards." in text
    assert "Player 2 — 5 cards in hand." in text


def test_a_skipbo_table_is_a_figure_with_a_hidden_drawing_and_a_caption() -> None:
    out = draw('{% skipbo_diagram notation caption="Mid-game" %}', notation=SKIPBO)
    assert out.strip().startswith('<figure class="diagram diagram--skipbo')
    assert '<div class="diagram__visual sb-table" aria-hidden="true">' in out
    assert '<figcaption class="diagram__caption">Mid-game</figcaption>' in out
    assert "<figcaption" not in draw('{% skipbo_diagram notation %}', notation=SKIPBO)


def test_discard_piles_are_fanned_bottom_first_with_the_top_last() -> None:
    out = draw('{% skipbo_diagram notation %}', notation=SKIPBO_BUSY)
    fan = re.search(r'<span class="sb-fan">(.*?)</span></li>', out, re.S)
    assert fan is not None
    assert re.findall(r'data-index="(\d+)">\1<', fan.group(1)) == ["12", "9", "7"]
    text = alternative(out)
    assert "Your discard piles: 1: 12, 9, 7 (top: 7); 2: empty; 3: 4; 4: empty." in text
    assert "Completed piles set aside: 24 cards." in text
    assert "Building piles: 3, 5, 8, 11." in text
    assert "Your hand: 1, 2, 7, 12, Skip-Bo card." in text
    # Another seat shows only its discard tops.
    assert "Player 2 — discard piles: 5, empty, empty, 11." in text


def test_cards_carry_their_range_and_always_their_number() -> None:
    out = draw('{% skipbo_cards "1 5 9 12 SB" %}')
    assert re.findall(r'class="sb-card sb-card--([\w-]+)" data-index="(\w+)">(?:<span class="sb-card__num">)?\2<',
                      out) == [
        ("1-4", "1"), ("5-8", "5"), ("9-12", "9"), ("9-12", "12"), ("sb", "SB")]
    assert alternative(out) == "1, 5, 9, 12, Skip-Bo card"


def test_face_down_cards_are_a_back_with_a_count() -> None:
    out = draw('{% skipbo_cards "6 #3" %}')
    assert '<span class="sb-card sb-card--back"><span class="sb-card__count">3</span></span>' in out
    assert alternative(out) == "6, 3 face-down cards"


def test_a_move_marks_its_source_and_target_and_says_it() -> None:
    out = draw('{% skipbo_diagram notation move="h5-b1" %}', notation=SKIPBO)
    assert '<li class="sb-slot is-to" data-n="1">' in out
    assert 'sb-card sb-card--5-8 is-from" data-index="5">5<' in out
    assert "5 from your hand → building pile 1" in visible_text(out)


@pytest.mark.parametrize(("move", "words"), [
    ("s-b1", "10 from your stockpile → building pile 1"),
    ("h12-d2", "12 from your hand → your discard pile 2"),
    ("d1-b2", "7 from your discard pile 1 → building pile 2"),
    ("hSB-b3", "Skip-Bo card from your hand → building pile 3"),
    ("@1s-b1", "2 from the stockpile of player 2 → building pile 1"),
])
def test_every_kind_of_move_is_said_in_words(move: str, words: str) -> None:
    out = draw('{% skipbo_diagram notation move=move %}', notation=SKIPBO_BUSY, move=move)
    assert words in visible_text(out)
    assert "is-from" in out and "is-to" in out


def test_team_play_names_the_partner() -> None:
    out = draw('{% skipbo_diagram notation move="@2s-b1" %}', notation=SKIPBO_TEAM)
    text = alternative(out)
    assert "Player 3 (your partner) — stockpile: 7 on top, 21 cards." in text
    assert "Player 3 (your partner) — discard piles: 8, empty, empty, empty." in text
    assert "sb-seat--partner" in out
    assert "7 from the stockpile of player 3 → building pile 1" in visible_text(out)


def test_a_won_game_says_who_won() -> None:
    text = alternative(draw('{% skipbo_diagram "b:4,9,-,- w:+40 / s:- h:3.7.11 / s:2.7+12 h:#5" %}'))
    assert "Your stockpile: empty." in text and "you have won" in text


def test_a_turn_not_yet_begun_is_said() -> None:
    text = alternative(draw('{% skipbo_diagram "b:4,-,-,- w:+40 t:start / s:6+20 h:1.2 / s:2+20 h:#5" %}'))
    assert "Your turn has not begun" in text


# ------------------------------------------------------------------ Rummikub


def test_a_rummikub_table_names_each_set_and_the_rack() -> None:
    out = draw('{% rummikub_diagram notation caption="Table" %}', notation=RUMMIKUB)
    assert out.strip().startswith('<figure class="diagram diagram--rummikub">')
    assert re.findall(r'rk-set__label">([^<]+)<', out) == ["Set 1", "Set 2", "Set 3"]
    assert alternative(out) == (
        "On the table: 3 sets. Set 1: red 4, red 5, red 6, red 7, red 8. Set 2: blue 9, red 9, black 9. "
        "Set 3: red 9, joker (as red 10), red 11. Your rack: red 6, blue 8, blue 10, joker. "
        "Pool: 60 tiles. Player 2: 14 tiles on the rack.")


def test_each_tile_colour_has_its_own_symbol() -> None:
    out = draw('{% rummikub_tiles "K5.B5.R5.O5" %}')
    assert re.findall(r'rk-tile rk-tile--(\w+)"><span class="rk-tile__number">5</span>'
                      r'<svg class="rk-symbol rk-symbol--(\w+)"', out) == [
        ("black", "square"), ("blue", "circle"), ("red", "triangle"), ("orange", "diamond")]
    assert alternative(out) == "black 5, blue 5, red 5, orange 5"


def test_a_joker_is_drawn_as_a_joker_with_what_it_stands_for() -> None:
    out = draw('{% rummikub_tiles "R9.J.R11" %}')
    assert 'class="rk-tile rk-tile--joker"><svg class="rk-joker"' in out
    assert re.search(r'rk-tile__stands rk-tile--red">.*?rk-symbol--triangle.*?10</span>', out, re.S)
    assert alternative(out) == "red 9, joker (as red 10), red 11"
    group = alternative(draw('{% rummikub_tiles "K9.B9.J" %}'))
    assert group == "black 9, blue 9, joker (as a 9)"
    lone = alternative(draw('{% rummikub_tiles "R9.J" %}'))
    assert lone == "red 9, joker"


def test_an_empty_table_and_an_empty_pool_are_said() -> None:
    text = alternative(draw('{% rummikub_diagram "- / r:R1 / r:#3" %}'))
    assert text == "The table is empty. Your rack: red 1. Pool: empty. Player 2: 3 tiles on the rack."


def test_the_score_table_is_a_real_table() -> None:
    out = draw('{% rummikub_scores notation %}', notation=FINISHED)
    assert "<caption>" in out and out.count('<th scope="col"') == 4 and out.count('<th scope="row">') == 3
    rows = re.findall(r'<th scope="row">([^<]+)</th>.*?<td class="num">(\d+)</td>'
                      r'<td class="num rk-points">([^<]+)</td>', out, re.S)
    assert rows == [("Player 1 (winner)", "0", "+45"), ("Player 2", "13", "\u221213"),
                    ("Player 3", "32", "\u221232")]
    assert "red 5, black 8" in alternative(out) and "blue 2, joker" in alternative(out)


# ------------------------------------------------------------------ failures, markup rules


@pytest.mark.parametrize("source", [
    '{% skipbo_diagram "b:4,-,- / s:1" %}',
    '{% skipbo_diagram "b:4,-,-,- / s:6 / s:8" move="h13-b1" %}',
    '{% skipbo_diagram "b:4,-,-,- / s:6 / s:8" move="h5-b7" %}',
    '{% skipbo_cards "6 13" %}',
    '{% skipbo_cards "" %}',
    '{% rummikub_diagram "t:R4.X5 / r:- / r:R1" %}',
    '{% rummikub_tiles "R9.J.R14" %}',
    '{% rummikub_tiles "R1.R2.R3,K4.K5.K6" %}',
    '{% rummikub_scores "p:+10 / r:R1 / r:R2" %}',
])
def test_bad_notation_is_a_template_error(source: str) -> None:
    with pytest.raises(TemplateSyntaxError):
        draw(source)


def test_the_template_error_carries_the_notation_message() -> None:
    with pytest.raises(TemplateSyntaxError, match="b:"):
        draw('{% skipbo_diagram "b:4,-,- / s:1" %}')


def test_no_inline_style_or_script_anywhere() -> None:
    out = draw(
        '{% skipbo_diagram a move="h5-b1" caption="c" %}{% skipbo_diagram b %}{% skipbo_diagram t %}'
        '{% skipbo_cards "6 8 SB #2" %}{% rummikub_diagram r caption="c" %}{% rummikub_tiles "R9.J.R11" %}'
        '{% rummikub_scores f %}', a=SKIPBO, b=SKIPBO_BUSY, t=SKIPBO_TEAM, r=RUMMIKUB, f=FINISHED)
    assert "style=" not in out and "<script" not in out and "<style" not in out


def test_captions_are_escaped() -> None:
    out = draw('{% skipbo_diagram notation caption=c %}', notation=SKIPBO, c="<b>x</b>")
    assert "&lt;b&gt;x&lt;/b&gt;" in out


def test_the_card_and_tile_partials_draw_one_face_for_the_boards() -> None:
    card = render_to_string("games/diagrams/card.html", {"card": card_face("SB", mark="from")})
    assert card == ('<span class="sb-card sb-card--sb is-from" data-index="SB">'
                    '<span class="sb-card__num">SB</span></span>')
    five = render_to_string("games/diagrams/card.html", {"card": card_face(5)})
    assert five == '<span class="sb-card sb-card--5-8" data-index="5">5</span>'  # one element: the rules pages draw 120
    unknown = render_to_string("games/diagrams/card.html", {"card": card_face(UNKNOWN_CARD)})
    assert 'class="sb-card sb-card--unknown"' in unknown and ">?<" in unknown
    tile = render_to_string("games/diagrams/tile.html", {"tile": tile_face("O13", mark="to")})
    assert tile.startswith('<span class="rk-tile rk-tile--orange is-to"><span class="rk-tile__number">13</span>')
    assert tile_face("O13").name == "orange 13" and card_face(7).name == "7"


def test_a_cards_html_is_the_card_partial_in_each_language() -> None:
    """The live board draws ``face.html`` (card.html rendered once per face and language), not the include."""
    faces = (card_face(5), card_face("SB", mark="from"), card_face(0, count=12), card_face(UNKNOWN_CARD))
    for language in ("en", "ru", "fi", "sv"):
        with translation.override(language):
            for face in faces:
                assert face.html == render_to_string("games/diagrams/card.html", {"card": face})


# ------------------------------------------------------------------ languages


def _pseudo(message: str) -> str:
    """A fake translation: every Latin letter outside the %(name)s placeholders becomes a Cyrillic ж."""
    return re.sub(r"(%\(\w+\)[sd])|[A-Za-z]", lambda m: m.group(1) or "ж", message)


@pytest.fixture
def pseudo_language(monkeypatch: pytest.MonkeyPatch) -> None:
    trans = translation._trans
    monkeypatch.setattr(trans, "gettext", _pseudo)
    monkeypatch.setattr(trans, "ngettext", lambda s, p, n: _pseudo(s if n == 1 else p))
    monkeypatch.setattr(trans, "pgettext", lambda context, message: _pseudo(message))
    monkeypatch.setattr(trans, "npgettext", lambda context, s, p, n: _pseudo(s if n == 1 else p))


def test_every_word_of_every_diagram_goes_through_the_catalog(pseudo_language: None) -> None:
    out = draw(
        '{% skipbo_diagram a move="h5-b1" %}{% skipbo_diagram b move="@1s-b1" %}{% skipbo_diagram t %}'
        '{% skipbo_cards "6 8 SB #2" %}{% rummikub_diagram r %}{% rummikub_tiles "K9.B9.J" %}'
        '{% rummikub_scores f %}{% skipbo_diagram "b:4,-,-,- w:+40 t:start / s:- h:1.2 / s:2+20 h:#5" %}',
        a=SKIPBO, b=SKIPBO_BUSY, t=SKIPBO_TEAM, r=RUMMIKUB, f=FINISHED)
    english = re.findall(r"[A-Za-z]+", visible_text(out))
    assert english == [], f"untranslatable English in a diagram: {sorted(set(english))}"


@pytest.mark.parametrize("lang", ["ru", "fi", "sv"])
def test_no_english_in_a_translated_diagram(lang: str) -> None:
    with translation.override(lang):
        out = draw('{% skipbo_diagram a move="h5-b1" %}{% rummikub_diagram r %}{% rummikub_scores f %}',
                   a=SKIPBO_BUSY, r=RUMMIKUB, f=FINISHED)
    # Phrases, not single words: Swedish "hand" or "joker" are Swedish too.
    for phrase in ("Building piles", "Draw pile", "Your hand", "Your stockpile", "discard pile", "cards in hand",
                   "Player 2", "On the table", "Your rack", "tiles on the rack", "from your hand",
                   "building pile", "Rack value", "Tiles left", "Set aside", "empty"):
        assert phrase not in visible_text(out), f"{phrase!r} in the {lang} diagram"


def test_russian_counts_use_three_plural_forms() -> None:
    with translation.override("ru"):
        one, few, many = (alternative(draw('{% rummikub_diagram n %}', n=f"p:+{k} / r:R1 / r:R2"))
                          for k in (21, 22, 25))
    assert len({re.sub(r"\d+", "", s) for s in (one, few, many)}) == 3


def test_the_cache_keeps_languages_apart() -> None:
    with translation.override("en"):
        english = draw('{% skipbo_diagram a %}', a=SKIPBO)
    with translation.override("ru"):
        russian = draw('{% skipbo_diagram a %}', a=SKIPBO)
    assert english != russian
    with translation.override("en"):
        assert draw('{% skipbo_diagram a %}', a=SKIPBO) == english


def test_a_table_is_one_element_per_card_with_labels_numbers_and_counts_as_data() -> None:
    """Zone labels, pile numbers and counts are drawn by the stylesheet from data-* attributes, so the
    Skip-Bo rules page (a dozen tables) stays a small document; they are still in the page language."""
    out = draw('{% skipbo_diagram notation %}', notation=SKIPBO)
    assert 'data-label="Building piles"' in out and 'data-label="Stockpile"' in out
    assert re.findall(r'<li class="sb-slot" data-n="(\d)">', out) == ["1", "2", "3", "4"]
    assert 'data-count="24 cards"' in out and 'data-count="35 cards"' in out
    assert out.count("<span") == out.count('<span class="sb-card') + out.count(
        "sb-hand") + out.count("sb-fan")
