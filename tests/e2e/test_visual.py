"""Visual regression: the Skip-Bo board, the Rummikub board and the site header at a phone, a tablet and a
desktop width (390, 768 and 1280 px), light and dark, compared with stored PNGs (tests/e2e/screenshots/)
within a small tolerance. One browser context per width and scheme takes its three shots.

Made to be steady: a fixed viewport at scale 1, reduced motion and Playwright's animations off, the caret
hidden, and the text in DejaVu Sans loaded from the site's own static files (Debian's fonts-dejavu, shipped
in static/fonts/), so the system's font choice cannot move a pixel. The dock is laid in the flow for the
shot (it sticks to the screen's bottom otherwise, over whatever is there).

Refresh the baselines after a deliberate change of the look, and look at them before committing:

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
SHOTS = [  # (name, page, element): Finnish Skip-Bo, Swedish Rummikub, the Russian header (longest words)
    ("skip-bo", "/fi/skip-bo/puzzles/next-number/", ".sb-board"),
    ("rummikub", "/sv/rummikub/puzzles/split-a-run/", ".rk-board"),
    ("header", "/ru/skip-bo/puzzles/", ".site-header"),
    # The checker's board is its builder: tiles and cards in their colours, the palette, the seats.
    ("checker-rummikub", "/ru/rummikub/check/?p=t%3AJ.B7.K7%2CR4.R5.R6+p%3A%2B30+%2F+r%3AR7+m%3A1+%2F+r%3A%2314"
                         "+m%3A1&st=set&to=rack", "#ck-board"),
    ("checker-skip-bo", "/fi/skip-bo/check/?p=b%3A4%2C-%2C-%2C-+w%3A%2B80+%2F+s%3A6%2B29+h%3A9.12+d%3A7%2C-%2C-%2C-"
                        "+%2F+s%3A%2B30+h%3A%235&sel=h3", "#ck-board"),
]
WIDTHS = {390: 844, 768: 1024, 1280: 800}
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


def compare(name: str, actual: Path) -> str | None:
    """None when the shot matches its baseline (or the baseline was refreshed), else what differs."""
    baseline = BASELINES / name
    if os.environ.get("UPDATE_SCREENSHOTS") == "1":
        BASELINES.mkdir(exist_ok=True)
        actual.replace(baseline)
        return None
    if not baseline.exists():
        return f"no baseline {baseline}: run UPDATE_SCREENSHOTS=1 bin/test {__file__}"
    with Image.open(baseline) as want, Image.open(actual) as got:
        if got.size != want.size:
            return f"{name}: {got.size} instead of {want.size} (see {actual})"
        share, mask = differing(want, got)
        if share > MAX_DIFFERING:
            mask.save(FAILURES / f"diff-{name}")
            return f"{name}: {share:.2%} of the pixels differ (new shot {actual}, difference diff-{name})"
    actual.unlink()
    return None


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width", list(WIDTHS))
def test_boards_and_header_look_as_stored(browser: Browser, live_server, width: int, scheme: str) -> None:
    FAILURES.mkdir(parents=True, exist_ok=True)
    context = browser.new_context(viewport={"width": width, "height": WIDTHS[width]}, device_scale_factor=1,
                                  color_scheme=scheme, reduced_motion="reduce", bypass_csp=True)
    page = context.new_page()
    problems = []
    for what, path, selector in SHOTS:
        page.goto(live_server.url + path)
        page.add_style_tag(content=STEADY)
        page.evaluate("document.fonts.ready")
        page.wait_for_function("document.fonts.check('16px \"Board Test Sans\"')")
        name = f"{what}-{width}-{scheme}.png"
        actual = FAILURES / name
        page.locator(selector).screenshot(path=str(actual), animations="disabled", caret="hide", scale="css")
        problem = compare(name, actual)
        if problem:
            problems.append(problem)
    context.close()
    assert not problems, "\n".join(problems)


def test_the_comparison_catches_one_changed_card_and_passes_an_identical_shot() -> None:
    from PIL import ImageDraw

    with Image.open(BASELINES / "skip-bo-390-light.png") as stored:
        same, _ = differing(stored, stored.copy())
        changed = stored.copy()
        ImageDraw.Draw(changed).rectangle([0, 0, 60, 80], fill=(255, 0, 0))  # about one card
        share, _ = differing(stored, changed)
    assert same == 0 and share > MAX_DIFFERING
