"""A learner who taps faster than the rate limit allows sees the localized "slow down" page, in place of
the board, with htmx as without it."""

from __future__ import annotations

from http import HTTPStatus
from types import SimpleNamespace

import pytest
from django.utils import translation
from playwright.sync_api import Page, expect

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize("javascript", [True, False], ids=["htmx", "no-js"])
def test_past_the_limit_the_board_gives_way_to_the_429_page(browser, live_server, settings, monkeypatch,
                                                              javascript: bool) -> None:  # noqa: ANN001
    settings.RATE_LIMITS = {**settings.RATE_LIMITS, "puzzle": {"visitor": (1, 60), "ip": (100, 60)}}
    monkeypatch.setattr("throttle.limits.time", SimpleNamespace(time=lambda: 6_000_000.0))
    context = browser.new_context(java_script_enabled=javascript)
    page: Page = context.new_page()
    page.goto(f"{live_server.url}/fi/skip-bo/puzzles/next-number/")
    hint = page.locator('button[name="action"][value="hint"]').first
    with page.expect_response(lambda r: r.request.method == "POST") as allowed:
        hint.click()  # the one move the limit allows (the puzzle's hints run out before a looser limit would)
    assert allowed.value.status < HTTPStatus.BAD_REQUEST
    page.wait_for_load_state()
    expect(page.locator("#board")).to_be_visible()
    hint.click()
    with translation.override("fi"):
        expect(page.locator("h1")).to_have_text(translation.gettext("Slow down a little"))
    assert page.locator("html").get_attribute("lang") == "fi"
    context.close()
