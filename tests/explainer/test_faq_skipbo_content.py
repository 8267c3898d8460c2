"""The Skip-Bo FAQ answers are well-formed and the engine agrees with every one of them.

Each scenario is judged by the engine (legal, deciding rule, the params the answer relies on), so a
change in the engine or in an answer breaks this test. Some answers also depend on what happens after
the move (a new hand, the slot freed at 12, no winner yet): ``FOLLOW_UPS`` plays those on from the
scenario's own position.
"""

from __future__ import annotations

import re

import pytest
from django.utils.functional import Promise

from engine import skipbo
from engine.skipbo.rules import RULES
from explainer.faq.skipbo import ANSWERS, TOPICS
from games import leaflets
from games.registry import SKIP_BO
from games.sections import walk

SECTIONS = frozenset(section.id for _depth, section in walk(SKIP_BO.sections))
SLUG = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
BY_SLUG = {a.slug: a for a in ANSWERS}

# Answers about facts with no move to judge (setup, scoring, editions, penalties the engine does not
# model). Every other answer states that a move is legal or illegal and must carry a scenario.
FACT_ONLY = frozenset({
    "scoring-a-series",
    "exactly-500-wins",
    "short-game",
    "two-players",
    "partner-talking",
    "who-goes-first",
    "card-count-42050-52370",
    "stockpile-always-30",
    "over-drawing",
    "playing-out-of-turn",
})

# Every Skip-Bo point of issue 5 (point 1) and the myths, each by the slug that answers it.
REQUIRED = frozenset({
    "win-with-cards-in-hand", "draw-after-every-card", "fifth-building-pile", "who-goes-first", "two-players",
    "what-is-a-skip-bo-card", "card-from-middle-of-discard-pile", "five-more-mid-turn", "what-happens-at-12",
    "short-game", "scoring-a-series", "skip-bo-card-on-discard-pile", "discard-pile-order",
    "stockpile-to-discard-pile", "move-between-building-piles", "move-between-discard-piles",
    "helping-an-opponent", "over-drawing", "playing-out-of-turn", "partner-talking", "card-count-42050-52370",
    "reaching-12-wins", "empty-hand-nothing-to-draw", "two-skip-bo-cards-in-a-row",
    "skip-bo-card-skips-numbers", "must-play-if-you-can",
})


def texts(answer):
    """Every translatable text of an answer, with a label."""
    yield "question", answer.question
    yield "verdict_text", answer.verdict_text
    for i, paragraph in enumerate(answer.explanation):
        yield f"explanation[{i}]", paragraph
    if answer.edition_note is not None:
        yield "edition_note", answer.edition_note
    for code, said in answer.by_leaflet.items():
        yield f"by_leaflet[{code}]", said.text


def test_counts():
    assert len(ANSWERS) >= 24
    assert 5 <= len(TOPICS) <= 7
    assert sum(a.myth for a in ANSWERS) >= 3


def test_every_disputed_point_is_answered():
    assert REQUIRED <= set(BY_SLUG)
    for slug in ("two-skip-bo-cards-in-a-row", "skip-bo-card-skips-numbers", "must-play-if-you-can",
                 "reaching-12-wins"):
        assert BY_SLUG[slug].myth, slug


def test_slugs_unique_ascii_and_short():
    slugs = [a.slug for a in ANSWERS]
    assert len(slugs) == len(set(slugs))
    for slug in slugs:
        assert slug.isascii() and SLUG.match(slug) and len(slug) <= 40, slug


def test_topics_exist_and_are_used():
    used = {a.topic for a in ANSWERS}
    assert used <= set(TOPICS)
    assert set(TOPICS) <= used, "a topic without answers"
    for key, title in TOPICS.items():
        assert SLUG.match(key) and isinstance(title, Promise), key


@pytest.mark.parametrize("answer", ANSWERS, ids=lambda a: a.slug)
def test_rule_ids_and_sections_exist(answer):
    for rule in answer.rules:
        assert rule in RULES, rule
    for section in answer.sections:
        assert section in SECTIONS, section
    assert answer.rules or answer.sections, "link at least one rule or rules-page section"


@pytest.mark.parametrize("answer", ANSWERS, ids=lambda a: a.slug)
def test_texts_are_lazy_plain_and_short(answer):
    for label, text in texts(answer):
        assert isinstance(text, Promise), f"{label} is not a lazy translation"
        s = str(text)
        assert s == s.strip() and s, label
        assert not re.search(r"[<>*`_]|\[|\]|\{|\}", s), f"{label} has markup: {s}"
    for verdict in [str(answer.verdict_text), *(str(v.text) for v in answer.by_leaflet.values())]:
        assert not re.match(r"(yes|no|it depends)\b", verdict, re.I), "the page adds the verdict word"
        assert verdict.endswith(".") and verdict.count(". ") == 0, f"one sentence: {verdict}"
        assert len(verdict) <= 120, f"a verdict must fit a chat preview: {verdict}"
    assert str(answer.question).endswith("?")
    assert 1 <= len(answer.explanation) <= 3


@pytest.mark.parametrize("answer", ANSWERS, ids=lambda a: a.slug)
def test_verdict_and_edition_note(answer):
    assert answer.verdict in ("yes", "no", "depends", "disputed")
    if answer.verdict == "depends":
        assert answer.point is not None and set(answer.by_leaflet) == set(leaflets.BY_CODE)
        assert answer.scenario is None, "the engine plays one edition; an edition question has no scenario"
    if answer.edition_note is not None:
        assert re.search(r"42050|52370|[Qq]uick-start", str(answer.edition_note)), "name the editions"
    for code, said in answer.by_leaflet.items():
        name = "Finnish" if code == "finnish" else "quick-start" if code == "quick-start" else code
        assert name in str(said.text), f"{answer.slug}: the verdict for {code} names its leaflet"


@pytest.mark.parametrize("answer", ANSWERS, ids=lambda a: a.slug)
def test_move_answers_have_scenarios(answer):
    if answer.slug in FACT_ONLY:
        assert answer.scenario is None, "remove the slug from FACT_ONLY"
    else:
        assert answer.verdict in ("yes", "no")
        assert answer.scenario is not None, "an answer about a move needs the scenario that proves it"
        assert answer.diagram is None


@pytest.mark.parametrize("answer", [a for a in ANSWERS if a.scenario], ids=lambda a: a.slug)
def test_engine_confirms_scenario(answer):
    s = answer.scenario
    pos = skipbo.parse(s.position)
    assert skipbo.dump(pos) == s.position, "write the diagram in canonical notation"
    verdict = skipbo.judge(pos, s.move)
    assert verdict.legal is s.legal
    assert verdict.rule == s.rule
    assert s.rule in RULES
    for key, value in s.params.items():
        assert verdict.params.get(key) == value, key
    if s.legal:
        skipbo.play(pos, s.move)  # plays without error


@pytest.mark.parametrize("answer", [a for a in ANSWERS if a.diagram], ids=lambda a: a.slug)
def test_diagrams_parse(answer):
    assert skipbo.dump(skipbo.parse(answer.diagram)) == answer.diagram


# -- What happens after the scenario's move, where the answer says so ---------------------------------

def after(slug: str, *more: str):
    """The scenario's position after its move and then ``more`` moves (each must be legal)."""
    s = BY_SLUG[slug].scenario
    pos = skipbo.play(skipbo.parse(s.position), s.move)
    for move in more:
        pos = skipbo.play(pos, move)
    return pos


def test_five_more_mid_turn():
    pos = after("five-more-mid-turn")
    assert pos.active == 0 and pos.seats[0].hand_size == 5 and not pos.awaiting_draw


def test_empty_hand_is_not_a_win():
    pos = after("empty-hand-wins")
    assert pos.winner is None and pos.active == 0 and pos.seats[0].hand_size == 5


def test_last_card_discarded_ends_the_turn_with_no_refill():
    pos = after("last-card-to-discard-pile")
    assert pos.active == 1 and pos.awaiting_draw and pos.seats[0].hand_size == 0


def test_discard_one_card_only():
    pos = after("discard-one-card-only")
    assert pos.active == 1 and pos.seats[0].hand == (2, 7)


def test_slot_free_again_at_12():
    assert skipbo.judge(after("what-happens-at-12"), "h1-b4").rule == "skipbo.build.start-pile"
    pos = after("what-happens-at-12", "h1-b4", "h2-b4")
    assert pos.building == (3, 5, 8, 2)


def test_fifth_pile_after_skip_bo_card_as_12():
    s = BY_SLUG["fifth-building-pile"].scenario
    pos = skipbo.play(skipbo.parse(s.position), "hSB-b4")
    assert skipbo.judge(pos, "h1-b4").legal


def test_completing_a_pile_is_not_a_win():
    pos = after("reaching-12-wins")
    assert pos.winner is None and pos.building[0] == 0


def test_skip_bo_card_never_jumps():
    verdict = skipbo.judge(after("skip-bo-card-skips-numbers"), "h9-b1")
    assert not verdict.legal and verdict.params["needs"] == 5


def test_two_skip_bo_cards_then_the_stockpile():
    pos = skipbo.parse("b:4,-,-,- w:+60 / s:7+20 h:3.10.11.SB.SB / s:2+25 h:#5")
    for move, becomes in (("hSB-b1", 5), ("hSB-b1", 6)):
        assert skipbo.judge(pos, move).params["becomes"] == becomes
        pos = skipbo.play(pos, move)
    assert skipbo.dump(pos) == BY_SLUG["two-skip-bo-cards-in-a-row"].scenario.position.replace(
        "b:5", "b:6").replace("h:3.10.11.SB", "h:3.10.11")
    assert skipbo.judge(pos, "s-b1").legal


def test_wild_card_then_stockpile():
    assert skipbo.judge(after("what-is-a-skip-bo-card"), "s-b1").legal
    assert skipbo.judge(after("skip-bo-card-starts-pile"), "s-b2").legal


def test_partner_chain():
    pos = after("partner-stockpile", "h7-b1", "@2d1-b1")
    assert skipbo.judge(pos, "s-b1").legal


def test_team_needs_both_stockpiles():
    pos = after("team-win-one-stockpile")
    assert pos.winner is None and pos.seats[0].stock_size == 0 and pos.seats[2].stock_size == 13


def test_completed_piles_become_the_draw_pile():
    s = BY_SLUG["draw-pile-runs-out"].scenario
    before = skipbo.parse(s.position)
    pos = after("draw-pile-runs-out")
    assert pos.completed == 0 and pos.draw_size == before.completed - 4
    assert pos.building == before.building


def test_scoring_example():
    assert skipbo.score(skipbo.parse(BY_SLUG["scoring-a-series"].diagram)) == [85, 0, 0]
    assert skipbo.series_winner([415 + 85, 300]) == 0
    assert skipbo.series_winner([495, 300]) is None


def test_setup_counts():
    for slug, stock in (("two-players", 30), ("short-game", 10)):
        pos = skipbo.parse(BY_SLUG[slug].diagram)
        assert all(seat.stock_size == stock for seat in pos.seats)
        assert sum(seat.stock_size for seat in pos.seats) + pos.draw_size == 162
