"""``bin/bench --only load``'s second part: simulated people playing coached games against the computer,
each at its own board, against the same gunicorn as the puzzle learners: every other player plays
Rummikub (``RummikubPlayer``: it draws every turn, so the coach holds each turn that left a placement and
the player ends it anyway, and the computer seats play their turns in that request).

Each player starts a game in its language (2 players, short game, the coach on, a level of its own),
then plays it the way the board does: it reads the legal targets the page gives every card
(``data-src``/``data-targets``), taps a card with an htmx GET now and then, and POSTs the move with the
step token; it plays from its stockpile when it can, a hand card onto a building pile most of the time,
else discards (so the coach has something to say). When the coach holds a discard back the player
ends the turn anyway; it asks the coach now and then; a finished game is followed by a new one. Think
time 0.5–1.5 s between actions, as the learners'.
"""

from __future__ import annotations

import re
import time

from tools.bench_load_client import Learner

LEVELS = ("learning", "steady", "strong")
SOURCES = re.compile(r'data-src="([^"]+)" data-targets="([^"]*)"')
HELD = re.compile(r'name="move" value="([^"]+)"><input type="hidden" name="anyway"')
CSRF = re.compile(r'name="csrfmiddlewaretoken" value="([^"]+)"')
STEP = re.compile(r'name="step" value="(\d+)"')


class Player(Learner):
    """One person playing coached games (a ``Learner``'s requests, cookies, think time and tally)."""

    def run(self) -> None:
        time.sleep(self.rng.uniform(0, 3))  # players arrive over a few seconds
        while time.monotonic() < self.until:
            if not self.game():
                if not self.think():
                    return

    game_slug = "skip-bo"
    options = {"players": "2", "length": "short", "leaflet": "42050-0925"}

    def game(self) -> bool:
        """Start a game and play it until it ends or the time is up (False when it could not start)."""
        start = f"/{self.lang}/{self.game_slug}/play/"
        status, html = self.request("GET", start)
        csrf = CSRF.search(html)
        if status != 200 or not csrf:
            return False
        if not self.think():
            return True
        level = LEVELS[self.rng.randrange(len(LEVELS))]
        status, _ = self.request("POST", start, {**self.options, "level": level, "coach": "on",
                                                 "csrfmiddlewaretoken": csrf.group(1)})
        url = self.location
        if status != 303 or not url:
            return False
        status, html = self.request("GET", url)
        while status == 200 and self.think():
            status, html = self.turn(url, html)
            if status == 200 and 'id="new-game"' in html:
                return True
        return True

    def turn(self, url: str, html: str) -> tuple[int, str]:
        """One action on the page ``html`` shows: the held turn ended anyway, a question to the coach now
        and then, else the game's own move (``move``); (0, "") when the page has no form to post."""
        csrf, step = CSRF.search(html), STEP.search(html)
        if not (csrf and step):
            return 0, ""
        fields = {"csrfmiddlewaretoken": csrf.group(1), "step": step.group(1)}
        held = HELD.search(html)
        if held:
            return self.request("POST", url, {**fields, "move": held.group(1), "anyway": "1"}, hx=True)
        if 'id="ask-coach"' in html and 'aria-disabled="true"' not in html and self.rng.random() < 0.08:
            return self.request("POST", url, {**fields, "action": "ask"}, hx=True)
        return self.move(url, html, fields)

    def move(self, url: str, html: str, fields: dict[str, str]) -> tuple[int, str]:
        """A Skip-Bo move from the legal targets the page gives (the card tapped first now and then)."""
        move = self.choose({source: targets.split() for source, targets in SOURCES.findall(html) if targets})
        if move is None:
            return 0, ""
        source, target = move
        if self.rng.random() < 0.5:
            self.request("GET", f"{url}?from={source}", hx=True)
            if not self.think():
                return 0, ""
        return self.request("POST", url, {**fields, "from": source, "to": target}, hx=True)

    def choose(self, targets: dict[str, list[str]]) -> tuple[str, str] | None:
        """The stockpile onto a building pile, else a hand card onto one (four times in five), else a
        discard; None when the page offers no move."""
        def onto_building(source: str) -> list[tuple[str, str]]:
            return [(source, t) for t in targets.get(source, ()) if t.startswith("b")]

        stock = onto_building("s")
        if stock:
            return stock[0]
        hand = [m for source in targets if source.startswith("h") for m in onto_building(source)]
        if hand and self.rng.random() < 0.8:
            return self.rng.choice(hand)
        discards = [(source, t) for source, ts in targets.items() if source.startswith("h")
                    for t in ts if t.startswith("d")]
        if discards:
            return self.rng.choice(discards)
        plays = [(source, t) for source, ts in targets.items() for t in ts]
        return self.rng.choice(plays) if plays else None


class RummikubPlayer(Player):
    """A Rummikub player who draws every turn (passes once the pool is empty): the coach then holds each
    turn that left a placement, and the player ends it anyway."""

    game_slug = "rummikub"
    options = {"players": "2"}
    word = "draw"

    def move(self, url: str, html: str, fields: dict[str, str]) -> tuple[int, str]:
        """A draw (a pass once the pool is empty)."""
        status, page = self.request("POST", url, {**fields, "move": self.word}, hx=True)
        if 'data-verdict="illegal"' in page:
            self.word = "pass"  # the pool is empty
        return status, page
