"""Visual regression: one Skip-Bo and one Rummikub board per language, light and dark, compared with stored
PNGs (tests/e2e/screenshots/) within a small tolerance.

Made to be steady: a fixed 390×844 viewport at scale 1, reduced motion and Playwright's animations off, the
caret hidden, and the text in DejaVu Sans loaded from the site's own static files (Debian's fonts-dejavu,
shipped in static/fonts/), so the system's font choice cannot move a pixel. The dock is laid in the flow
for the shot (it sticks to the screen's bottom otherwise, over whatever is there).

Refresh the baselines after a deliberate change of the board's look, and look at them before committing:

    UPDATE_SCREENSHOTS=1 bin/test tests/e2e/test_visual.py

A failing comparison leaves the new shot and a difference image in var/screenshots/.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PIL import Image, ImageChops
from playwright.sync_api import Browser

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

BASELINES = Path(__file__).parent / "screenshots"
FAILURES = Path(__file__).resolve().parents[2] / "var" / "screenshots"
BOARDS = {"skip-bo": ("next-number", ".sb-board"), "rummikub": ("split-a-run", ".rk-board")}
LANGS = ["en", "ru", "fi", "sv"]
CHANNEL_TOLERANCE = 40  # a pixel differs when a channel moves by more than this (anti-aliasing moves less)
MAX_DIFFERING = 0.004  # and the shot fails when more than 0.4 % of its pixels differ
STEADY = """
@font-face { font-family: "Board Test Sans"; src: url("/static/fonts/DejaVuSans.ttf"); font-weight: 400; }
@font-face { font-family: "Board Test Sans"; src: url("/static/fonts/DejaVuSans-Bold.ttf"); font-weight: 700 900; }
*, *::before, *::after { font-family: "Board Test Sans" !important; }
.dock { position: static !important; }
"""


def differing(a: Image.Image, b: Image.Image) -> tuple[float, Image.Image]:
    """The share of pixels that differ beyond the tolerance, and an image of where."""
    diff = ImageChops.difference(a.convert("RGB"), b.convert("RGB"))
    mask = diff.convert("L").point(lambda v: 255 if v > CHANNEL_TOLERANCE else 0)
    changed = mask.histogram()[255]
    return changed / (a.width * a.height), mask


def shoot(browser: Browser, url: str, selector: str, scheme: str, path: Path) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=1,
                                  color_scheme=scheme, reduced_motion="reduce", bypass_csp=True)
    page = context.new_page()
    page.goto(url)
    page.add_style_tag(content=STEADY)
    page.evaluate("document.fonts.ready")
    page.wait_for_function("document.fonts.check('16px \"Board Test Sans\"')")
    page.locator(selector).screenshot(path=str(path), animations="disabled", caret="hide", scale="css")
    context.close()


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", list(BOARDS))
def test_the_board_looks_as_stored(browser: Browser, live_server, game: str, lang: str, scheme: str) -> None:
    slug, selector = BOARDS[game]
    name = f"{game}-{lang}-{scheme}.png"
    baseline = BASELINES / name
    FAILURES.mkdir(parents=True, exist_ok=True)
    actual = FAILURES / name
    shoot(browser, f"{live_server.url}/{lang}/{game}/puzzles/{slug}/", selector, scheme, actual)
    if os.environ.get("UPDATE_SCREENSHOTS") == "1":
        BASELINES.mkdir(exist_ok=True)
        actual.replace(baseline)
        return
    assert baseline.exists(), f"no baseline {baseline}: run UPDATE_SCREENSHOTS=1 bin/test {__file__}"
    with Image.open(baseline) as want, Image.open(actual) as got:
        assert got.size == want.size, f"{name}: {got.size} instead of {want.size} (see {actual})"
        share, mask = differing(want, got)
        if share > MAX_DIFFERING:
            mask.save(FAILURES / f"diff-{name}")
            pytest.fail(f"{name}: {share:.2%} of the pixels differ (new shot {actual}, difference diff-{name})")
    actual.unlink()


def test_the_comparison_catches_one_changed_card_and_passes_an_identical_shot() -> None:
    from PIL import ImageDraw

    with Image.open(BASELINES / "skip-bo-en-light.png") as stored:
        same, _ = differing(stored, stored.copy())
        changed = stored.copy()
        ImageDraw.Draw(changed).rectangle([0, 0, 60, 80], fill=(255, 0, 0))  # about one card
        share, _ = differing(stored, changed)
    assert same == 0 and share > MAX_DIFFERING
