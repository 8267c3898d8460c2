"""The learner's map page and what the visitor controls on it: every rule in the rules page's order and
words with an honest mark; reset with a confirmation; "I know this rule"; a code that carries the map to
another device (altered: 400, expired: 404); nobody else sees it."""

from __future__ import annotations

import re
import time

import pytest
from django.core import signing
from django.test import Client

from games import nav
from games.learning import rule_order
from games.registry import GAMES
from progress import carrying
from progress.models import RuleMark

pytestmark = pytest.mark.django_db
HX = {"HTTP_HX_REQUEST": "true"}
PUZZLE = "/en/skip-bo/puzzles/next-number/"
MAP = "/en/skip-bo/progress/"
NEXT = "skipbo.build.next-number"


def token(html: str) -> str:
    return re.search(r'name="step" value="(\d+)"', html).group(1)


def wrong_try(client: Client, url: str = PUZZLE) -> None:
    """The 6 onto a pile showing 4: the next-number rule refuses it."""
    client.post(url, {"from": "s", "to": "b1", "step": token(client.get(url).content.decode())}, **HX)


def entry(html: str, rule: str) -> str:
    return re.search(rf'<li class="rule-mark[^"]*" id="{re.escape(rule)}".*?</li>\s*(?=<li class="rule-mark|</ol>)',
                     html, re.S).group(0)


def test_the_map_lists_every_rule_in_the_rules_pages_order_with_its_words_and_links() -> None:
    response = Client().get(MAP)
    html = response.content.decode()
    assert response.status_code == 200
    assert "private" in response["Cache-Control"] and "Cookie" in response["Vary"]
    # One address for everyone, a newcomer's empty map for a crawler: indexed, with its canonical link.
    assert 'name="robots"' not in html and f'<link rel="canonical" href="http://testserver{MAP}">' in html
    shown = re.findall(r'<li class="rule-mark rule-mark--new" id="([^"]+)"', html)
    game = GAMES["skip-bo"]
    assert shown == rule_order(game) and set(shown) == set(game.engine.RULES)
    rules_page = Client().get("/en/skip-bo/").content.decode()
    page_order = [rule for rule in re.findall(r'<div class="rule" id="([^"]+)"', rules_page)]
    assert [rule for rule in shown if rule in page_order] == list(dict.fromkeys(page_order))
    mine = entry(html, NEXT)
    assert str(game.texts.RULE_TEXTS[NEXT].title) in mine
    assert f'href="/en/skip-bo/#{NEXT}"' in mine
    assert 'href="/en/skip-bo/puzzles/' in mine and 'href="/en/skip-bo/faq/' in mine


def test_a_mistake_in_a_puzzle_marks_the_rule_with_real_numbers_for_this_visitor_only() -> None:
    client = Client()
    wrong_try(client)
    mine = entry(client.get(MAP).content.decode(), NEXT)
    assert 'data-mark="practice"' in mine and "Needs practice" in mine
    assert "1 try was refused by this rule." in mine and "Last mistake: just now." in mine
    assert "After 2 more legal moves with this rule, it will be marked as applied." in mine
    assert 'data-mark="new"' in entry(Client().get(MAP).content.decode(), NEXT)  # another visitor


@pytest.mark.parametrize(("lang", "words"), [
    ("ru", "По этому правилу отклонены 2 ваши попытки."), ("fi", "Tämä sääntö hylkäsi 2 yritystäsi."),
    ("sv", "2 försök stoppades av den här regeln."),
])
def test_the_explanation_counts_in_the_readers_language(lang: str, words: str) -> None:
    client = Client()
    url = PUZZLE.replace("/en/", f"/{lang}/")
    wrong_try(client, url)
    wrong_try(client, url)
    assert words in entry(client.get(MAP.replace("/en/", f"/{lang}/")).content.decode(), NEXT)


def test_reset_asks_first_then_forgets_one_rule_or_the_whole_game() -> None:
    client = Client()
    wrong_try(client)
    client.post("/en/skip-bo/progress/known/", {"rule": "skipbo.build.start-pile"})
    confirm = client.get(f"/en/skip-bo/progress/reset/?rule={NEXT}")
    html = confirm.content.decode()
    assert confirm.status_code == 200 and f'name="rule" value="{NEXT}"' in html and 'name="csrfmiddlewaretoken"' in html
    assert "<h1>Reset this rule on your map?</h1>" in html
    assert "<h1>Reset your map?</h1>" in client.get("/en/skip-bo/progress/reset/").content.decode()
    assert RuleMark.objects.count() == 2  # asking changed nothing
    assert Client(enforce_csrf_checks=True).post("/en/skip-bo/progress/reset/", {"rule": NEXT}).status_code == 403
    response = client.post("/en/skip-bo/progress/reset/", {"rule": NEXT})
    assert response.status_code == 303 and response["Location"] == f"{MAP}#{NEXT}"
    assert list(RuleMark.objects.values_list("rule", flat=True)) == ["skipbo.build.start-pile"]
    client.post("/en/skip-bo/progress/reset/")
    assert not RuleMark.objects.exists()


def test_a_rule_marked_as_known_is_applied_until_a_later_mistake() -> None:
    client = Client()
    client.post("/en/skip-bo/progress/known/", {"rule": NEXT})
    assert 'data-mark="applied"' in entry(client.get(MAP).content.decode(), NEXT)
    wrong_try(client)
    assert 'data-mark="practice"' in entry(client.get(MAP).content.decode(), NEXT)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_rule_the_game_does_not_have_is_a_400_with_words(lang: str) -> None:
    response = Client().post(f"/{lang}/skip-bo/progress/known/", {"rule": "rummikub.run.gap"})
    assert response.status_code == 400
    assert ("No such rule" if lang == "en" else "Нет такого правила") in response.content.decode()


def test_a_code_carries_the_map_to_another_device() -> None:
    phone, laptop = Client(), Client()
    wrong_try(phone)
    code = re.search(r'id="carry-code"[^>]*value="([^"]+)"', phone.get("/en/skip-bo/progress/carry/")
                     .content.decode()).group(1)
    asked = laptop.get("/en/skip-bo/progress/take/", {"code": code})
    assert asked.status_code == 200 and "marks on 1 rule." in asked.content.decode()
    assert laptop.post("/en/skip-bo/progress/take/", {"code": code}).status_code == 303
    assert 'data-mark="practice"' in entry(laptop.get(MAP).content.decode(), NEXT)
    assert RuleMark.objects.filter(rule=NEXT).count() == 2


def test_an_altered_code_is_a_400_and_an_expired_one_a_404(monkeypatch: pytest.MonkeyPatch) -> None:
    code = carrying.make_code("someone")
    altered = Client().get("/fi/skip-bo/progress/take/", {"code": code[:-3] + "abc"})
    assert altered.status_code == 400 and "Koodi ei kelpaa" in altered.content.decode()
    later = time.time() + carrying.MAX_AGE + 60
    monkeypatch.setattr(signing.time, "time", lambda: later)
    expired = Client().get("/sv/skip-bo/progress/take/", {"code": code})
    assert expired.status_code == 404 and "Koden har gått ut" in expired.content.decode()


def test_built_in_puzzles_for_a_rule_that_needs_practice_are_suggested_first() -> None:
    client = Client()
    wrong_try(client)
    puzzle = nav.practice_link(GAMES["skip-bo"], [NEXT])
    html = client.get("/en/skip-bo/puzzles/").content.decode()
    assert f'<a href="{puzzle.url}">Practise next: Each pile takes the next number</a>' in html
    first = client.get(MAP).content.decode().split('class="map-groups"')[0]
    assert f'href="{puzzle.url}"' in first  # above the rules, in a list of its own


def test_the_home_page_stays_the_same_for_everyone_and_asks_for_the_next_rule_apart() -> None:
    client = Client()
    wrong_try(client)
    home = client.get("/en/").content.decode()
    assert 'href="/en/skip-bo/progress/" data-map-next="/en/skip-bo/progress/next.json"' in home
    assert "Practise next" not in home
    response = client.get("/en/skip-bo/progress/next.json")
    assert "private" in response["Cache-Control"]
    assert response.json() == {"url": nav.practice_link(GAMES["skip-bo"], [NEXT]).url,
                               "title": "Practise next: Each pile takes the next number"}
    assert Client().get("/en/skip-bo/progress/next.json").json()["title"].startswith("Next on your map: ")


@pytest.mark.parametrize(("lang", "link"), [
    ("en", ">Puzzle: When the pool is empty<"),
    ("ru", ">Задача: «Когда „магазин“ пуст»<"),  # the title's own «» nest as „“ inside the label's quotes
    ("fi", ">Tehtävä: Kun nostopino on tyhjä<"),
])
def test_a_rules_puzzle_link_is_the_label_and_the_title_punctuated_for_the_language(lang: str, link: str) -> None:
    assert link in Client().get(f"/{lang}/rummikub/progress/").content.decode()
