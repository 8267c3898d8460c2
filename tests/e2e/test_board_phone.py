"""The puzzle board on a phone (390×844, Debian Chromium), both games, in Russian, Finnish and Swedish: after
every kind of action the verdict (or the result) is on screen without scrolling; Skip-Bo cards are thumb-sized;
nothing scrolls sideways; a 6-tile run stays on one line; a puzzle solved with the keyboard alone. The helpers
here (taps and drags, counted) serve test_board_drags.py (drag and drop, one drag a move) and
test_board_on_load.py (every puzzle's table in one screen) too: three files, three xdist groups that run
side by side."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from functools import partial

import pytest
from playwright.sync_api import Locator, Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from engine import rummikub
from tutorial.games.rummikub.words import signed
from tutorial.puzzles import get

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

PHONE = {"width": 390, "height": 844}
LANGS = ["ru", "fi", "sv"]


def step_of(page: Page) -> int:
    return int(page.locator("#act-form input[name=step]").get_attribute("value"))


ONE_SCREEN = """() => {
  const box = s => { const e = document.querySelector(s); return e && e.getBoundingClientRect().toJSON(); };
  const at = {header: box('.site-header'), board: box('#board'), dock: box('.dock'), feedback: box('#feedback'),
              hand: box('.bd-you .bd-group--hand') || box('.rk-rack'), height: window.innerHeight};
  const top = at.header.bottom - 1;
  at.ok = at.board.top >= top && at.hand.top >= top && at.hand.bottom <= at.dock.top + 1
    && at.dock.bottom <= at.height + 1 && at.feedback.top >= at.dock.top;
  return at;
}"""


def table_in_view(page: Page, where: str) -> None:
    """The whole table in one screen: the board's top under the header, the mover's hand (or rack) whole
    between the header and the dock, and the dock (with the verdict) whole on the screen. The page settles
    its scroll once the answer is swapped in: wait for that state (not for a time), then say what is wrong."""
    try:
        page.wait_for_function(f"() => ({ONE_SCREEN})().ok", timeout=3000)
    except PlaywrightTimeout:
        pass  # the assertions below say which part is off the screen
    at = page.evaluate(ONE_SCREEN)
    header, dock, hand = at["header"]["bottom"], at["dock"], at["hand"]
    assert at["board"]["top"] >= header - 1, f"{where}: the board's top is under the header: {at['board']['top']:.0f}px"
    assert header - 1 <= hand["top"] and hand["bottom"] <= dock["top"] + 1, (
        f"{where}: the hand spans {hand['top']:.0f}-{hand['bottom']:.0f}px, the dock starts at {dock['top']:.0f}px")
    assert dock["bottom"] <= at["height"] + 1 and at["feedback"]["top"] >= dock["top"], f"{where}: the dock is cut"


def one_screen(page: Page, verdict: Locator, where: str) -> None:
    """After an action: its verdict (or the result) is shown, and the board, the hand and the dock holding
    the verdict are all on the screen together."""
    expect(verdict).to_be_visible()
    table_in_view(page, where)
    in_view(page, verdict)


def in_view(page: Page, locator: Locator) -> None:
    """The element's top is inside the viewport (the page as the learner sees it, not scrolled for them)."""
    expect(locator).to_be_visible()
    top = locator.evaluate("el => el.getBoundingClientRect().top")
    assert 0 <= top < PHONE["height"], f"the verdict's top is at {top:.0f}px, off the {PHONE['height']}px screen"


def no_sideways_scroll(page: Page) -> None:
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0, f"the page scrolls sideways by {overflow}px"


COVERED = """el => { const b = el.getBoundingClientRect();
  const top = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
  return !!top && !el.contains(top) && !!top.closest('#rk-bar'); }"""


class Taps:
    """Gestures on the board, counted: a tap, or a drag (press, move, release: one gesture). A gesture that
    posts waits for the next board. With ``drags``, the last piece of a move is dragged to its place;
    without, it is tapped and then its place (or the bar's button) is tapped."""

    def __init__(self, page: Page, drags: bool = False) -> None:
        self.page = page
        self.count = 0
        self.drags = drags

    def choose(self, locator: Locator) -> None:
        button = self.page.locator(f"#{locator.first.get_attribute('id')}")  # stable once it is pressed
        if button.get_attribute("aria-pressed") == "true":
            return  # already chosen (the joker a dropped tile freed): nothing to do
        assert not button.evaluate(COVERED), f"{button.get_attribute('id')} is under the floating bar"
        button.click()
        self.count += 1
        expect(button).to_have_attribute("aria-pressed", "true")

    def post(self, locator: Locator) -> None:
        before = step_of(self.page)
        locator.click()
        self.count += 1
        expect(self.page.locator("#act-form input[name=step]")).to_have_value(str(before + 1))

    def send(self, piece: Locator, button: Locator, place: Locator, corner: bool = False) -> None:
        """The last piece of a move to its place: dragged there, or chosen and then the button tapped."""
        if self.drags:
            drag(self.page, piece, place, corner)
            self.count += 1
        else:
            self.choose(piece)
            self.post(button)


# ---------------------------------------------------------------- Skip-Bo

def sb_move(taps: Taps, move: str) -> None:
    page = taps.page
    if move in ("draw", "pass"):
        taps.post(page.locator(f"#act-{move}"))
        return
    source, target = move.split("-")
    pile = page.locator(f'.bd-btn[data-to="{target}"]')
    taps.send(page.locator(f'.bd-btn[data-src="{source}"]').first, pile, pile)


@pytest.mark.parametrize("lang", LANGS)
def test_skipbo_the_verdict_is_on_screen_after_every_action(phone: Page, live_server, lang: str) -> None:
    page = phone
    page.goto(f"{live_server.url}/{lang}/skip-bo/puzzles/next-number/")
    table_in_view(page, "on load")
    # Your cards and the building piles are 60 px wide or more; another seat's one-row piles 44 px (a thumb).
    widths = page.locator(".bd-you .bd-btn, .bd-table .bd-btn").evaluate_all(
        "els => els.map(e => e.getBoundingClientRect().width)")
    assert widths and min(widths) >= 60, f"card buttons narrower than 60 px: {sorted(widths)[:3]}"
    others = page.locator(".bd-other .bd-btn").evaluate_all(
        "els => els.map(e => Math.min(e.getBoundingClientRect().width, e.getBoundingClientRect().height))")
    assert others and min(others) >= 44, f"another seat's piles smaller than 44 px: {sorted(others)[:3]}"
    no_sideways_scroll(page)
    taps = Taps(page)
    taps.choose(page.locator('.bd-btn[data-src="s"]'))
    one_screen(page, page.locator("#feedback .fb.is-lead"), "a card chosen")
    taps.post(page.locator('.bd-btn[data-to="b1"]'))  # the stockpile 6 on a 4: not allowed
    verdict = page.locator('#feedback [data-verdict="illegal"]')
    expect(verdict).to_have_attribute("data-rule", "skipbo.build.next-number")
    one_screen(page, verdict, "an illegal try")
    expect(page.locator('.bd-btn.is-refused[data-src="s"]')).to_have_count(1)
    sb_move(taps, "h5-b1")
    one_screen(page, page.locator('#feedback [data-verdict="legal"]').first, "a legal move")
    expect(page.locator('.bd-btn.is-landed[data-to="b1"]')).to_have_count(1)
    taps.post(page.locator("#tool-undo"))
    one_screen(page, page.locator("#feedback .fb").first, "undo")
    taps.post(page.locator("#tool-hint"))
    one_screen(page, page.locator("#feedback .fb--hint"), "a hint")
    sb_move(taps, "h5-b1")
    taps.post(page.locator("#tool-reset"))
    one_screen(page, page.locator("#feedback .fb").first, "start again")
    for move in get("skip-bo", "next-number").solution:
        sb_move(taps, move)
        one_screen(page, page.locator("#feedback > *").first, f"the move {move}")
    one_screen(page, page.locator("#result"), "solved")
    expect(page.locator("#result")).to_be_focused()
    expect(page.locator(".sb-board.is-solved")).to_have_count(1)
    expect(page.locator("#next-puzzle")).to_be_visible()
    no_sideways_scroll(page)


# ---------------------------------------------------------------- Rummikub

def table_now(page: Page) -> list[list[str]]:
    return page.locator(".rk-set").evaluate_all(
        "sets => sets.map(s => Array.from(s.querySelectorAll('.rk-btn')).map(b => b.dataset.face))")


def rack_now(page: Page) -> list[str]:
    return page.locator(".rk-rack .rk-btn").evaluate_all("els => els.map(b => b.dataset.face)")


def rk_face(page: Page, face: str, avoid_sets: set[int]) -> Locator:
    """A tile not chosen yet, by its face: from the rack first, else from a table set not to be kept."""
    rack = page.locator(f'.rk-rack .rk-btn[data-face="{face}"][aria-pressed="false"]')
    if rack.count():
        return rack.first
    for number, tiles in enumerate(table_now(page), start=1):
        if number in avoid_sets:
            continue
        free = page.locator(f'#rk-set-{number} .rk-btn[data-face="{face}"][aria-pressed="false"]')
        if face in tiles and free.count():
            return free.first
    raise AssertionError(f"no {face} to choose")


def rk_chosen_or_face(page: Page, face: str) -> Locator:
    """The table tile of that face chosen already (the joker a dropped tile freed), else one to choose."""
    chosen = page.locator(f'.rk-set .rk-btn[data-face="{face}"][aria-pressed="true"]')
    return chosen.first if chosen.count() else rk_face(page, face, set())


def rk_send(taps: Taps, pieces: list[Locator], target: str) -> None:
    """Choose the pieces and send them to ``target`` ("new", "rack" or a set's number): the last one is
    dragged there (onto the set, the table or the rack, clear of the tiles on it), or chosen and then the
    bar's button tapped."""
    page = taps.page
    for piece in pieces[:-1]:
        taps.choose(piece)
    place = {"new": ".rk-table", "rack": ".rk-rack"}.get(target, f"#rk-set-{target}")
    button = {"new": "#rk-to-new", "rack": "#rk-to-rack"}.get(target, f"#rk-into-{target}")
    taps.send(pieces[-1], page.locator(button), page.locator(place), corner=True)


def rk_drag(taps: Taps, faces: list[str], find: Callable[[str], Locator], target: str) -> None:
    """Drag tiles to ``target`` ("new", "rack" or a set's number) one at a time, each found by ``find`` just
    before its drag (places and set numbers move as tiles leave); a tile already chosen (the joker a
    dropped tile freed) goes with the next drag."""
    page = taps.page
    into = [] if target in ("new", "rack") else table_now(page)[int(target) - 1]
    went: Counter[str] = Counter()  # tiles that went along with another's drag
    for face in faces:
        if went[face]:
            went[face] -= 1
            continue
        piece = page.locator(f"#{find(face).get_attribute('id')}")
        if target == "rack":
            place = page.locator(".rk-rack")
        elif not into:
            place = page.locator(".rk-table")
        else:  # the set being built, found by its tiles
            sets = [Counter(s) for s in table_now(page)]
            place = page.locator(f"#rk-set-{sets.index(Counter(into)) + 1}")
        along = page.locator('.rk-btn[aria-pressed="true"]').evaluate_all("els => els.map(b => b.dataset.face)")
        went += Counter(along)
        taps.send(piece, place, place, corner=True)
        into = [*into, *along, face]


def rk_turn(taps: Taps, move: str) -> int:
    """Lay a whole turn (``t:SETS``) with the board's gestures; returns its moves: the tiles in the sets it
    changes (a set left as it was costs nothing)."""
    page = taps.page
    target = [s.split(".") for s in move[2:].split(",")] if move != "t:-" else []
    start = [Counter(s) for s in table_now(page)]
    moves = sum(len(s) for s in target if Counter(s) not in start)
    done: list[Counter[str]] = []

    def kept() -> set[int]:
        left = list(done)
        out = set()
        for number, tiles in enumerate(table_now(page), start=1):
            if Counter(tiles) in left:
                left.remove(Counter(tiles))
                out.add(number)
        return out

    for tiles in target:
        if Counter(tiles) in [Counter(s) for i, s in enumerate(table_now(page), start=1) if i not in kept()]:
            done.append(Counter(tiles))
    for tiles in target:
        want = Counter(tiles)
        if want in done:
            continue
        rack = Counter(rack_now(page))
        grow = [n for n, s in enumerate(table_now(page), start=1)
                if n not in kept() and s and not Counter(s) - want and not (want - Counter(s)) - rack]
        faces = list((want - Counter(table_now(page)[grow[0] - 1])).elements()) if grow else tiles
        if taps.drags:  # each tile dragged on its own, never from the set being built
            avoid = kept() | set(grow[:1])
            rk_drag(taps, faces, partial(rk_face, page, avoid_sets=avoid), str(grow[0]) if grow else "new")
            done.append(want)
            continue
        pieces = []
        for face in faces:  # each found before the next is chosen, so two alike are two tiles
            pieces.append(page.locator(f"#{rk_face(page, face, kept()).get_attribute('id')}"))
            if face is not faces[-1]:
                taps.choose(pieces[-1])
        rk_send(taps, pieces, str(grow[0]) if grow else "new")
        done.append(want)
    taps.post(page.locator("#act-end"))
    return moves


def rk_action(taps: Taps, action: str) -> int:
    """Play one reference action with the board's gestures; returns how many moves it counts."""
    page = taps.page
    if action in ("end", "draw", "pass", "timeup"):
        taps.post(page.locator(f"#act-{action}"))
        return 1
    if action.startswith("score:"):
        taps.post(page.locator(".rk-quiz button", has_text=signed(int(action[6:]))))
        return 1
    if action.startswith("split:"):
        number, place = action[6:].split("@")
        taps.post(page.locator(f"#rk-cut-{number}-{place}"))  # the gap where the set is split
        return 1
    if action.startswith("mv:"):
        selection, target = action[3:].split(">")
        number, _, place = target.partition("@")
        joker = page.locator(f"#rk-t{number}-{int(place or 0) + 1}[data-face='J']")
        if taps.drags and not (place and "-" not in selection and joker.count()):
            faces = [page.locator(f"#rk-t{item}").get_attribute("data-face") if "-" in item else item
                     for item in selection.split(",")]
            rk_drag(taps, faces, partial(rk_chosen_or_face, page), number)
            return len(faces)
        pieces = []
        for item in selection.split(","):
            if "-" in item:
                pieces.append(page.locator(f"#rk-t{item}"))
            else:
                rack = page.locator(f'.rk-rack .rk-btn[data-face="{item}"][aria-pressed="false"]').first
                pieces.append(page.locator(f"#{rack.get_attribute('id')}"))
            if item != selection.split(",")[-1]:
                taps.choose(pieces[-1])
        number, _, place = target.partition("@")
        joker = page.locator(f"#rk-t{number}-{int(place or 0) + 1}[data-face='J']")
        if taps.drags and place and "-" not in selection and joker.count():
            taps.send(pieces[-1], joker, joker)  # dropped on the joker: takes its place, the joker comes up
        else:
            rk_send(taps, pieces, number)
        return len(selection.split(","))
    assert action.startswith("t:"), action
    rummikub.parse_move(action)
    return rk_turn(taps, action)


@pytest.mark.parametrize("lang", LANGS)
def test_rummikub_the_verdict_is_on_screen_after_every_action(phone: Page, live_server, lang: str) -> None:
    page = phone
    page.goto(f"{live_server.url}/{lang}/rummikub/puzzles/split-a-run/")
    table_in_view(page, "on load")
    tops = page.locator("#rk-set-1 .rk-btn").evaluate_all("els => els.map(e => e.getBoundingClientRect().top)")
    assert len(tops) == 6 and len(set(tops)) == 1, f"the 6-tile run wraps: tile tops {tops}"
    no_sideways_scroll(page)
    taps = Taps(page)
    taps.post(page.locator("#act-end"))  # nothing laid: not allowed
    one_screen(page, page.locator('#feedback [data-verdict="illegal"]').first, "ending the turn with nothing laid")
    taps.choose(page.locator('.rk-rack .rk-btn[data-face="R5"]'))
    expect(page.locator("#rk-bar")).to_be_visible()
    table_in_view(page, "a tile chosen")
    taps.post(page.locator("#rk-to-new"))  # a legal tile move (the turn is judged at its end)
    one_screen(page, page.locator("#feedback .fb").first, "a tile laid")
    taps.post(page.locator("#tool-undo"))
    one_screen(page, page.locator("#feedback .fb").first, "undo")
    taps.post(page.locator("#tool-hint"))
    one_screen(page, page.locator("#feedback .fb--hint"), "a hint")
    taps.choose(page.locator('.rk-rack .rk-btn[data-face="R5"]'))
    taps.post(page.locator("#rk-to-new"))
    taps.choose(page.locator('.rk-set .rk-btn.is-fresh[data-face="R5"]'))  # the one just laid
    taps.post(page.locator("#rk-to-rack"))  # put back on the rack
    one_screen(page, page.locator("#feedback .fb").first, "a tile put back")
    taps.choose(page.locator('.rk-rack .rk-btn[data-face="R5"]'))
    taps.post(page.locator("#rk-to-new"))
    taps.post(page.locator("#tool-reset"))
    one_screen(page, page.locator("#feedback .fb").first, "start again")
    for action in get("rummikub", "split-a-run").solution:
        rk_action(taps, action)
        one_screen(page, page.locator("#feedback > *").first, f"the action {action}")
    one_screen(page, page.locator("#result"), "solved")
    in_view(page, page.locator('#feedback [data-verdict="legal"]').first)
    expect(page.locator("#result")).to_be_focused()
    no_sideways_scroll(page)


WORDS_SPLIT = """label => {
  const text = label.firstChild; const split = [];
  for (const m of text.data.matchAll(/\\S+/g)) {
    const range = document.createRange();
    range.setStart(text, m.index); range.setEnd(text, m.index + m[0].length);
    const tops = new Set(Array.from(range.getClientRects(), r => Math.round(r.top)));
    if (tops.size > 1) split.push(m[0]);
  }
  return split;
}"""


@pytest.mark.parametrize("lang", ["en", *LANGS])
def test_skipbo_your_pile_labels_never_break_inside_a_word(phone: Page, live_server, lang: str) -> None:
    """The stockpile's label sits over one card beside the four discard piles; on a 390 px phone it takes the
    room left in that row and wraps only between words ("STOCKP / ILE" and "ALOITU / SPINO" were shown)."""
    page = phone
    page.goto(f"{live_server.url}/{lang}/skip-bo/puzzles/first-turn/")
    for label in page.locator(".bd-you .bd-label").all():
        assert label.evaluate(WORDS_SPLIT) == [], f"{label.inner_text()!r} is broken inside a word"
    tops = page.locator(".bd-you .bd-seat > .bd-group").evaluate_all(
        "groups => groups.map(g => Math.round(g.getBoundingClientRect().top))")
    assert len(set(tops)) == 1, "the stockpile and the discard piles no longer share a row"


@pytest.mark.parametrize("lang", LANGS)
def test_skipbo_after_drawing_the_new_hand_is_on_screen(phone: Page, live_server, lang: str) -> None:
    """A turn starts with a tap on the draw pile, high on the board; the cards drawn land in the hand at its
    foot, which sat under the dock, so the learner had to scroll to see what came. Now every hand card is
    brought above the dock (the verdict stays in the dock)."""
    page = phone
    page.goto(f"{live_server.url}/{lang}/skip-bo/puzzles/first-turn/")
    page.locator("#act-draw").scroll_into_view_if_needed()
    Taps(page).post(page.locator("#act-draw"))
    one_screen(page, page.locator('#feedback [data-verdict="legal"]'), "after drawing")  # waits for the scroll
    dock_top = page.locator(".dock").evaluate("el => el.getBoundingClientRect().top")
    boxes = page.locator(".bd-hand .bd-btn").evaluate_all(
        "els => els.map(e => [e.getBoundingClientRect().top, e.getBoundingClientRect().bottom])")
    assert len(boxes) == 5
    assert all(top >= 0 and bottom <= dock_top + 1 for top, bottom in boxes), (
        f"hand cards at {[(round(t), round(b)) for t, b in boxes]}, the dock starts at {dock_top:.0f}px")


@pytest.mark.parametrize("lang", LANGS)
def test_a_solved_puzzle_offers_no_hint(phone: Page, live_server, lang: str) -> None:
    """Once solved, "Show a hint" stayed in the dock beside the next puzzle: a full-width button that
    could only add a hint to a finished score. The solved dock offers the next puzzle, undo and restart."""
    page = phone
    page.goto(f"{live_server.url}/{lang}/skip-bo/puzzles/first-turn/")
    expect(page.locator("#tool-hint")).to_be_visible()
    taps = Taps(page)
    for move in get("skip-bo", "first-turn").solution:
        sb_move(taps, move)
    expect(page.locator("#next-puzzle")).to_be_visible()
    expect(page.locator("#tool-hint")).to_have_count(0)
    expect(page.locator("#tool-reset")).to_be_visible()


SEEN = """el => {
  const box = el.getBoundingClientRect(), header = document.querySelector('.site-header').getBoundingClientRect();
  const dock = document.querySelector('.dock').getBoundingClientRect();
  if (box.top < header.bottom || box.bottom > dock.top) el.scrollIntoView({block: 'center'});
}"""


FREE_SPOT = """el => {
  const b = el.getBoundingClientRect(), top = document.querySelector('.site-header').getBoundingClientRect().bottom;
  const dock = document.querySelector('.dock').getBoundingClientRect().top;
  for (let y = Math.min(b.bottom, dock) - 8; y > Math.max(b.top, top) + 4; y -= 6)
    for (let x = b.right - 10; x > b.left + 4; x -= 20) {
      const at = document.elementFromPoint(x, y);
      if (at && at.closest('.bd-btn, .rk-set, .rk-table, .rk-rack, #rk-bar') === el) return [x, y];
    }
  return null;
}"""

OFF_SCREEN = """el => {
  const b = el.getBoundingClientRect(), top = document.querySelector('.site-header').getBoundingClientRect().bottom;
  const dock = document.querySelector('.dock').getBoundingClientRect().top;
  return b.bottom > dock ? b.bottom - dock + 8 : b.top - top - 8;
}"""


def drag(page: Page, source: Locator, target: Locator, corner: bool = False) -> None:
    """Drag with the pointer (press, move in steps, release) onto the target's middle (or, with ``corner``,
    the lowest rightmost spot of it on screen that nothing lies on) and wait for the next board."""
    before = step_of(page)
    source.evaluate(SEEN)  # as a player would: scroll until the piece is clear of the header and the dock
    a, b = source.bounding_box(), target.bounding_box()
    page.mouse.move(a["x"] + a["width"] / 2, a["y"] + a["height"] / 2)
    page.mouse.down()
    page.mouse.move(a["x"] + a["width"] / 2 + 12, a["y"] + a["height"] / 2 - 12, steps=3)
    expect(page.locator(".bd-ghost")).to_have_count(1)  # the piece follows the pointer
    if corner:  # found once the piece is lifted (the bar of chosen tiles is up by then)
        spot = target.evaluate(FREE_SPOT)
        if spot is None:  # off screen (under the dock): the page is scrolled with the piece held
            page.mouse.wheel(0, target.evaluate(OFF_SCREEN))
            spot = page.wait_for_function(FREE_SPOT, arg=target.element_handle()).json_value()
        b = {"x": spot[0] - 4, "y": spot[1] - 4, "width": 8, "height": 8}
    page.mouse.move(b["x"] + b["width"] / 2, b["y"] + b["height"] / 2, steps=6)
    expect(target).to_have_class(re.compile(r"\bis-drop\b"))  # the target under the pointer is framed
    page.mouse.up()
    expect(page.locator("#act-form input[name=step]")).to_have_value(str(before + 1))
    expect(page.locator(".bd-ghost")).to_have_count(0)


def test_a_puzzle_solved_with_the_keyboard_alone(phone: Page, live_server) -> None:
    """Tab to a card, Enter to choose it, Tab on to its pile, Enter to play: a Skip-Bo puzzle solved
    without a pointer, the verdict announced in the dock each time."""
    page = phone
    page.goto(f"{live_server.url}/sv/skip-bo/puzzles/next-number/")
    for move in get("skip-bo", "next-number").solution:
        source, target = move.split("-")
        before = step_of(page)
        page.locator(f'.bd-btn[data-src="{source}"]').first.focus()
        page.keyboard.press("Enter")
        expect(page.locator(".bd-btn.is-chosen")).to_have_count(1)
        for _ in range(30):
            if page.evaluate(f"document.activeElement.dataset.to === '{target}'"):
                break
            page.keyboard.press("Tab")
        page.keyboard.press("Enter")
        expect(page.locator("#act-form input[name=step]")).to_have_value(str(before + 1))
        expect(page.locator("#feedback [data-verdict]").first).to_be_visible()
    expect(page.locator("#result")).to_be_focused()
