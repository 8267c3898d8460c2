"""A verdict's rule is said one way everywhere: the sentence of its kind with the verdict's numbers and a link
to the rule on its game's rules page, falling back to the rule itself, and never to another rule's words.
The checker, the FAQ and the puzzles show the very record ``games.verdicts`` makes."""

from __future__ import annotations

from django.test import Client
from django.utils import translation

from checker.verdicts import show
from engine import rummikub, skipbo
from explainer.faq import registry
from games.registry import RUMMIKUB, SKIP_BO
from games.texts.base import display_params
from games.verdicts import problem_sentences, rule_sentence, verdict_sentence
from tutorial.feedback import rule_message

BUILDING = "b:4,-,-,- / s:9 h:5.7 / s:3"


def test_a_legal_move_is_told_with_the_rules_allowed_sentence_and_linked_to_the_rule() -> None:
    said = verdict_sentence(skipbo.judge(skipbo.parse(BUILDING), "h5-b1"))
    assert said.legal and said.verdict == "legal"
    assert said.rule == "skipbo.build.next-number"
    assert said.sentence == "Your 5 goes on building pile 1, which now shows 5."
    assert said.title == "Each pile takes the next number"
    assert said.url == "/en/skip-bo/#skipbo.build.next-number"
    assert said.link_text == "Rule: Each pile takes the next number"


def test_an_illegal_move_is_told_with_the_forbidden_sentence_of_every_rule_it_breaks() -> None:
    verdict = skipbo.judge(skipbo.parse(BUILDING), "h7-b1")
    said = verdict_sentence(verdict)
    assert not said.legal and said.verdict == "illegal"
    assert said.sentence.startswith("Building pile 1 shows 4, so the next card there must be 5")
    assert problem_sentences(verdict)[0] == said


def test_a_rule_with_no_sentence_of_the_verdicts_kind_says_the_rule_itself() -> None:
    texts = SKIP_BO.texts.RULE_TEXTS["skipbo.build.complete"]
    assert texts.forbidden is None
    said = rule_sentence("skipbo.build.complete", {"card": "12", "pile": 1}, legal=False)
    assert said.sentence == str(texts.rule)
    assert said.url == "/en/skip-bo/#skipbo.build.complete"


def test_params_the_sentence_cannot_take_give_the_rule_itself_not_an_error() -> None:
    said = rule_sentence("skipbo.build.next-number", {"card": "7"}, legal=False)
    assert said.sentence == str(SKIP_BO.texts.RULE_TEXTS["skipbo.build.next-number"].rule)


def test_a_rule_nobody_words_says_only_allowed_or_not_and_links_nowhere() -> None:
    forbidden = rule_sentence("skipbo.no-such-rule", {}, legal=False)
    assert (forbidden.sentence, forbidden.title, forbidden.url, forbidden.link_text) == (
        "This move is not allowed.", "", "", "")
    assert rule_sentence("nogame.some-rule", {}, legal=True).sentence == "This move is allowed."


def test_the_words_follow_the_active_language_and_the_link_keeps_its_anchor() -> None:
    with translation.override("ru"):
        said = rule_sentence("rummikub.meld.below-30", {"total": 21}, legal=False)
    assert said.url == "/ru/rummikub/#rummikub.meld.below-30"
    assert "21" in said.sentence and said.sentence != rule_sentence("rummikub.meld.below-30", {"total": 21},
                                                                      legal=False).sentence


def test_each_game_says_its_own_params_in_words() -> None:
    said = rule_sentence("rummikub.run.gap", {"set": 1, "tiles": ["R9", "J", "R12"], "missing": [11]}, legal=False)
    assert said.sentence.startswith("Set 1 (red 9, joker, red 12) skips 11")
    allowed = rule_sentence("skipbo.build.start-pile", {"card": "SB", "pile": 3}, legal=True)
    assert allowed.sentence.startswith("Your Skip-Bo card starts building pile 3")


def test_a_param_name_means_nothing_to_a_game_that_does_not_word_it() -> None:
    assert display_params({"tiles": ["R9"], "card": "SB"}, SKIP_BO.param_words)["tiles"] == "R9"
    assert display_params({"tiles": ["R9"], "card": "SB"}, RUMMIKUB.param_words)["card"] == "SB"


def test_the_puzzles_show_the_same_sentence_and_link() -> None:
    said = rule_sentence("rummikub.run.gap", {"tiles": ["R4", "R6"], "set": 1}, legal=False)
    message = rule_message("rummikub.run.gap", {"tiles": ["R4", "R6"], "set": 1}, legal=False)
    assert (message.text, message.link, message.link_text, message.rule, message.tone) == (
        said.sentence, said.url, said.link_text, said.rule, "bad")


def test_the_checker_shows_the_same_sentence_and_link() -> None:
    pos = rummikub.parse(RUMMIKUB_NO_MELD)
    verdict = rummikub.judge(pos, "t:R9.R10.R11")
    shown = show(RUMMIKUB, verdict)
    said = verdict_sentence(verdict)
    assert (shown.rule, shown.title, shown.sentence, shown.url) == (said.rule, said.title, said.sentence, said.url)
    assert shown.problems == problem_sentences(verdict)[1:]


def test_the_faq_proof_is_the_same_sentence(client: Client) -> None:
    faq = registry.faq("skip-bo")
    a = next(a for a in faq.answers if a.scenario is not None)
    said = verdict_sentence(registry.engine_verdict("skip-bo", a.slug))
    page = client.get(f"/en/skip-bo/faq/{a.slug}/").content.decode()
    assert f'data-rule="{said.rule}"' in page
    assert said.sentence.replace("’", "&#x27;")[:40] in page.replace("’", "&#x27;")


RUMMIKUB_NO_MELD = "p:+60 / r:R9.R10.R11.K1 m:0 / r:#14"
