"""The learner's map on a 390×844 phone (Debian Chromium), the issue's acceptance in Finnish, Swedish and
Russian: a coached Skip-Bo game with a mistake (the seeded deal leaves a stockpile 7 playable, and the
player discards anyway) marks the rule "needs practice"; the map lists the personal puzzle made from that
turn beside the rule; it is solved on the puzzles' board by taps and the rule is applied again; resetting
the rule asks first. axe finds nothing on the map, the puzzle or the confirmation."""

from __future__ import annotations

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Page, expect

from engine import skipbo
from play.kits.skipbo import KIT
from play.models import Match
from tests.e2e.conftest import SETTLING
from tests.play.test_skipbo_game import MISSED

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

PHONE = {"width": 390, "height": 844}
WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
RULE = "skipbo.build.next-number"
REFERENCE = (("h5", "b1"), ("h6", "b1"), ("s", "b1"))
"""The solver's plan from the seeded turn: 5 and 6 from the hand onto the 4, then the stockpile 7."""
NOTED = {"fi": "Valmentaja huomautti siitä 1 kerran.", "sv": "Tränaren har påpekat den 1 gång.",
         "ru": "Тренер напоминал о нём 1 раз."}


def no_axe_violations(page: Page) -> None:
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0, f"{page.url} scrolls sideways by {overflow}px on a phone"
    page.evaluate("window.scrollTo(0, 0)")  # nothing under the sticky header
    results = Axe().run(page, options={"runOnly": {"type": "tag", "values": WCAG_22_AA}})
    assert results.violations_count == 0, results.generate_report()


def seed(game_url: str) -> None:
    """The started game's position replaced by ``MISSED`` (seat 0 to move, its turn begun)."""
    key = game_url.rstrip("/").rsplit("/", 1)[1]
    frozen = KIT.freeze(skipbo.parse(MISSED))
    match = Match.objects.get(key=key)
    Match.objects.filter(pk=match.pk).update(
        snapshot=frozen, turn={"start": frozen, "from": len(match.moves), "help": 0}, last={}, computer=[])


def tap(page: Page, source: str, target: str) -> None:
    """A move by two taps, waiting for the next board: the card chosen (pressed), then its place posted
    and swapped in (on a loaded machine, a tap on the old board hit a button that was being replaced)."""
    card = page.locator(f'.bd-btn[data-src="{source}"]').first
    card.click()
    expect(card).to_have_attribute("aria-pressed", "true")
    with page.expect_response(lambda r: r.request.method == "POST"):
        page.locator(f'.bd-btn[data-to="{target}"]').click()
    expect(page.locator(SETTLING)).to_have_count(0)


@pytest.mark.parametrize("lang", ["fi", "sv", "ru"])
def test_a_missed_play_marks_the_rule_becomes_a_puzzle_solved_by_taps_and_a_reset_asks_first(
        page: Page, live_server, lang: str) -> None:
    page.set_viewport_size(PHONE)
    page.goto(f"{live_server.url}/{lang}/skip-bo/play/")
    page.locator("#play-start").click()
    expect(page.locator(".sb-board")).to_be_visible()
    seed(page.url)
    page.reload()
    tap(page, "h12", "d1")  # the turn ends with the 7 on the stockpile still playable
    expect(page.locator("#feedback .fb--coach")).to_be_visible()
    page.locator("#end-anyway").click()
    expect(page.locator(".play-moves li").first).to_be_visible(timeout=20_000)

    map_url = f"{live_server.url}/{lang}/skip-bo/progress/"
    page.goto(map_url)
    rule = page.locator(f'li[id="{RULE}"]')
    expect(rule).to_have_attribute("data-mark", "practice")
    rule.locator("summary").click()
    expect(rule.locator(".rule-mark__why")).to_contain_text(NOTED[lang])
    no_axe_violations(page)

    rule.locator(".rule-mark__own a").first.click()
    expect(page.locator(".goal li").first).to_contain_text("1")
    no_axe_violations(page)
    tap(page, "s", "b1")  # the 7 onto the 4: the rule says no
    expect(page.locator(f'#feedback [data-verdict="illegal"][data-rule="{RULE}"]').first).to_be_attached()
    for source, target in REFERENCE:
        tap(page, source, target)
    expect(page.locator("#result")).to_be_visible()

    page.goto(map_url)
    rule = page.locator(f'li[id="{RULE}"]')
    expect(rule).to_have_attribute("data-mark", "applied")  # solving it counted like any legal move
    rule.locator("summary").click()
    rule.locator('a[href*="/progress/reset/"]').click()
    expect(page.locator("#confirm-reset")).to_be_visible()  # the confirmation page has loaded (not mid-navigation)
    page.wait_for_load_state()
    no_axe_violations(page)
    page.locator("#confirm-reset").click()
    expect(page.locator(f'li[id="{RULE}"]')).to_have_attribute("data-mark", "new")
