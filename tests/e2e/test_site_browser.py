"""The site in a real browser (Debian Chromium): every kind of page in every language, axe on each kind in
two languages (``axe_checked``)."""

from __future__ import annotations

from http import HTTPStatus

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Page, expect

from tests.conftest import LANGS, browser_paths

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
AXE = Axe()
KINDS = browser_paths("en")  # one page of each kind, the same index in every language
PAGES = [pytest.param(lang, kind, id=browser_paths(lang)[kind]) for kind in range(len(KINDS)) for lang in LANGS]


def axe_checked(lang: str, kind: int) -> bool:
    """axe runs on each kind of page in English and in one other language, rotating by kind (kind 0 in
    Russian, 1 in Finnish, 2 in Swedish, 3 in Russian again, …): a page's markup is the same in every
    language, what the languages change is its words and their lengths, which the phone-fit check below
    measures in all four. axe takes seconds a run; this halves the runs and still meets every language."""
    return lang == "en" or lang == LANGS[1 + kind % (len(LANGS) - 1)]


@pytest.mark.parametrize("lang,kind", PAGES)
def test_page_loads_cleanly_fits_a_phone_and_passes_axe(page: Page, live_server, watch, lang: str, kind: int) -> None:
    path = browser_paths(lang)[kind]
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(live_server.url + path)
    expect(page.locator("main h1")).to_be_visible()
    assert not watch.errors, watch.errors
    assert not watch.foreign, watch.foreign
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0, f"{path} scrolls sideways by {overflow}px on a phone"
    if not axe_checked(lang, kind):
        return
    results = AXE.run(page, options={"runOnly": {"type": "tag", "values": WCAG_22_AA}})
    assert results.violations_count == 0, results.generate_report()
    page.emulate_media(color_scheme="dark")
    results = AXE.run(page, options={"runOnly": {"type": "tag", "values": WCAG_22_AA}})
    assert results.violations_count == 0, "dark mode:\n" + results.generate_report()


@pytest.mark.parametrize("game,section", [("skip-bo", "scoring"), ("rummikub", "initial-meld")])
def test_language_switcher_keeps_the_page_and_the_section(page: Page, live_server, game: str, section: str) -> None:
    page.goto(f"{live_server.url}/en/{game}/")
    page.locator(f"#{section}").scroll_into_view_if_needed()
    page.evaluate(f"document.getElementById('{section}').scrollIntoView({{block: 'start'}})")
    # The languages sit in the header's menu (one row on a phone). A real tap does not scroll; Playwright's
    # click scrolls a sticky element "into view", which would move the reader off the section.
    page.locator(".site-menu summary").dispatch_event("click")
    page.get_by_role("link", name="Suomi").dispatch_event("click")
    expect(page).to_have_url(f"{live_server.url}/fi/{game}/#{section}")
    assert page.locator("html").get_attribute("lang") == "fi"
    page.goto(f"{live_server.url}/fi/{game}/#{section}")
    page.locator(".site-menu summary").dispatch_event("click")
    page.get_by_role("link", name="Русский").dispatch_event("click")
    expect(page).to_have_url(f"{live_server.url}/ru/{game}/#{section}")


@pytest.mark.parametrize("game", ["skip-bo", "rummikub"])
def test_print_hides_navigation(page: Page, live_server, game: str) -> None:
    page.goto(f"{live_server.url}/en/{game}/")
    page.emulate_media(media="print")
    expect(page.locator(".site-nav")).to_be_hidden()
    expect(page.locator(".lang-switch")).to_be_hidden()
    expect(page.locator("main h1")).to_be_visible()
    pdf = page.pdf(format="A4")
    assert pdf.startswith(b"%PDF")


def test_unknown_page_in_the_browser_is_a_localized_404(page: Page, live_server) -> None:
    response = page.goto(f"{live_server.url}/sv/skip-bo/nothing/")
    assert response.status == HTTPStatus.NOT_FOUND
    assert page.locator("html").get_attribute("lang") == "sv"


@pytest.mark.parametrize("lang", ["ru", "fi", "sv"])
def test_the_404_page_offers_thumb_sized_ways_out(page: Page, live_server, lang: str) -> None:
    """A mistyped address on a phone: the links back (home, the rules) are the page's only controls, so
    each is at least 44 px tall, like every other control."""
    page.set_viewport_size({"width": 390, "height": 844})
    response = page.goto(f"{live_server.url}/{lang}/skip-bo/faq/no-such-answer/")
    assert response.status == HTTPStatus.NOT_FOUND
    links = page.locator("main a")
    assert links.count() >= 3
    heights = links.evaluate_all("els => els.map(e => e.getBoundingClientRect().height)")
    assert min(heights) >= 44, f"links on the 404 page only {min(heights):.0f}px tall: {heights}"


@pytest.mark.parametrize("game", ["skip-bo", "rummikub"])
def test_rules_contents_entries_are_thumb_sized_and_numbered_on_their_first_line(page: Page, live_server,
                                                                                 game: str) -> None:
    """The contents on a phone: each entry is at least 44 px tall, and a title that wraps (Finnish "Tilanne,
    jota sääntölehtiset eivät ratkaise") has its number beside its first line, as in any numbered list."""
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{live_server.url}/fi/{game}/")
    links = page.locator(".toc li > a")
    heights = links.evaluate_all("els => els.map(e => e.getBoundingClientRect().height)")
    assert min(heights) >= 44, f"contents entries only {min(heights):.0f}px tall"
    # Text put first in the list item lands where the number is: beside the title's first line when the
    # link is a block, on the baseline of its last line when the link is an inline block.
    wrapped = links.evaluate_all("""els => els.filter(e => e.getClientRects().length === 1
        && e.getBoundingClientRect().height > 60).map(e => {
          const li = e.parentElement, probe = document.createElement('span');
          probe.textContent = '\\u200b'; li.prepend(probe);
          const bottom = probe.getBoundingClientRect().bottom; probe.remove();
          const range = document.createRange(); range.selectNodeContents(e);
          return Math.abs(range.getClientRects()[0].bottom - bottom);
        })""")
    assert wrapped, "no wrapped entry to check"
    assert max(wrapped) < 12, f"a wrapped entry's number is {max(wrapped):.0f}px away from its first line"


TAP_TARGETS = '''items => items.map(item => {
    item.scrollIntoView({block: 'center'});
    const progress = item.querySelector('.puzzle-progress').getBoundingClientRect();
    const hit = document.elementFromPoint(progress.left + 4, progress.top + progress.height / 2);
    return [Math.round(item.getBoundingClientRect().height), hit === item.querySelector('a')];
})'''


@pytest.mark.parametrize("game", ["skip-bo", "rummikub"])
def test_puzzle_list_titles_sit_on_their_progress_line(page: Page, live_server, game: str) -> None:
    """Each puzzle's progress ("Not tried yet") is as close under its title whether the title takes one
    line or two, so the list reads as pairs rather than drifting."""
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{live_server.url}/fi/{game}/puzzles/")
    gaps = page.locator(".puzzle-item").evaluate_all("""items => items.map(item => {
        const range = document.createRange(); range.selectNodeContents(item.querySelector('a'));
        const rects = range.getClientRects();
        return item.querySelector('.puzzle-progress').getBoundingClientRect().top - rects[rects.length - 1].bottom;
    })""")
    assert max(gaps) - min(gaps) <= 3, f"title-to-progress gaps vary: {sorted(set(round(g) for g in gaps))}"
    # The whole item is the tap target: a thumb on the progress line opens the puzzle too.
    targets = page.locator(".puzzle-item").evaluate_all(TAP_TARGETS)
    assert all(height >= 44 and hit for height, hit in targets), targets


CONTRAST = """el => {
  const rgb = c => c.match(/[\\d.]+/g).slice(0, 3).map(Number);
  const lum = ([r, g, b]) => [r, g, b]
    .map(v => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; })
    .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
  let back = el;
  while (back && getComputedStyle(back).backgroundColor.match(/rgba\\(.*, 0\\)|transparent/)) back = back.parentElement;
  const a = lum(rgb(getComputedStyle(el).color));
  const b = lum(rgb(getComputedStyle(back || document.body).backgroundColor));
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}"""


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_brand_mark_stands_out_on_the_header(page: Page, live_server, scheme: str) -> None:
    """The ♠ before the site's name is decoration (hidden from screen readers, so axe skips it) but it is the
    logo: in dark mode it was felt green on a near-black header, 1.3:1. Graphics need 3:1 (WCAG 1.4.11)."""
    page.emulate_media(color_scheme=scheme)
    page.goto(f"{live_server.url}/fi/")
    ratio = page.locator(".brand__mark").evaluate(CONTRAST)
    assert ratio >= 3, f"the brand mark's contrast is {ratio:.2f}:1 in {scheme} mode"
