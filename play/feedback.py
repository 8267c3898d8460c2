"""What the game page says under the board: the verdict of the human's last move (the rule's sentence
and a link to it, as the puzzles say it), or why nothing was done (a stale page, an unreadable move, a
finished game). The stored verdict is data (rule id and params), worded in the page's language."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.utils.translation import gettext

from games.coach import Note, words
from games.registry import Game
from games.verdicts import rule_sentence
from play.models import Match
from play.parts import PlayKit
from play.state import Outcome, note_of


@dataclass(frozen=True)
class Message:
    """One sentence; ``tone`` is ok, bad, info or coach (a word and an icon, never colour only); ``rule`` and
    ``link`` name the rule a verdict applied (``data-rule`` on the page)."""

    text: str
    tone: str = "info"
    link: str = ""
    link_text: str = ""
    rule: str = ""


def rule_message(rule: str, params: dict[str, Any], legal: bool) -> Message:
    """A verdict's rule in words (allowed or forbidden, with its numbers) and the link to it, as every page
    says it (``games.verdicts``)."""
    said = rule_sentence(rule, params, legal)
    return Message(said.sentence, "ok" if legal else "bad", said.url, said.link_text, said.rule)


def shown(game: Game, kit: PlayKit, match: Match, outcome: Outcome | None,
          choosing: list[str] | None) -> list[Message]:
    """The messages of this response: a card just chosen, the problem of a refused request, or the
    verdict of the human's last move (kept on the row, so a reload shows it again)."""
    if choosing:
        return [Message(text) for text in choosing]
    if outcome is not None and outcome.problem == "stale":
        return [Message(gettext("This game had moved on since your page was loaded — in another tab, by a "
                                "double click or with the back button. Nothing was done: here is the board "
                                "as it is now."), "bad")]
    if outcome is not None and outcome.problem == "bad":
        return [Message(str(kit.unreadable), "bad")]
    if outcome is not None and outcome.problem == "over":
        return [Message(gettext("This game is over: no more moves can be made. Start a new one below."), "bad")]
    last = match.last
    if not last:
        return [] if match.finished else [Message(str(kit.prompt))]
    if "edit" in last:
        return [Message(text) for text in kit.edit_words(last["edit"])]
    if last.get("coach"):
        return [coach_message(game, note_of(data)) for data in last["coach"]]
    if last.get("legal"):
        return [rule_message(last["rule"], last["params"], True)]
    problems = last.get("problems") or [[last["rule"], last["params"]]]
    return [rule_message(rule, params, False) for rule, params in problems]


def coach_message(game: Game, note: Note) -> Message:
    """A coach's note in words, with the link to the rule it concerns."""
    link = rule_sentence(note.rule, {}, True)
    return Message(words.say(note), "coach", link.url, link.link_text, note.rule)
