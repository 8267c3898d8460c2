"""Feedback records → messages in the page's language (the same for every game).

A verdict's rule id and params become the rule's localized sentence and a link to the rule's anchor on
the game's rules page (``games.verdicts.rule_sentence``, the same words the checker and the FAQ show); the
game words what a legal move caused and its own kinds of record. The records are stored data, so a message
is always rendered in the language of the page that shows it. Which messages the board shows is decided
here only (``shown``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from django.utils.translation import gettext

from games.texts.base import Text
from games.verdicts import RuleSentence, rule_sentence
from tutorial.records import (
    BadRecord,
    Event,
    FullRecord,
    HintRecord,
    MoveRecord,
    Record,
    ResetRecord,
    StaleRecord,
    UndoRecord,
)


@dataclass(frozen=True)
class Message:
    """One sentence of feedback; ``tone`` is ok, bad, info or hint (shown as a word and an icon, not
    colour only); ``link``/``link_text`` point to the rule it names, ``rule`` is its id (a verdict's
    ``data-rule`` on the page)."""

    text: str
    tone: str = "info"
    link: str = ""
    link_text: str = ""
    rule: str = ""


class Wording(Protocol):
    """What feedback needs of a game (``tutorial.core.TutorialGame`` supplies it)."""

    @property
    def slug(self) -> str: ...
    @property
    def unreadable(self) -> Text: ...

    def event_text(self, event: Event) -> str: ...
    def messages(self, record: Record) -> list[Message]: ...


def rule_message(rule: str, params: Mapping[str, Any], legal: bool) -> Message:
    """The sentence of a verdict's rule (allowed or forbidden, filled with its params) and its link."""
    return said(rule_sentence(rule, params, legal))


def said(sentence: RuleSentence) -> Message:
    """A rule's sentence as a board message: ok for a legal move, bad for an illegal one."""
    return Message(sentence.sentence, "ok" if sentence.legal else "bad", sentence.url, sentence.link_text,
                   sentence.rule)


def messages(game: Wording, record: Record | None) -> list[Message]:
    """The messages of one record (none for no record, e.g. an htmx GET that only redraws the board)."""
    match record:
        case None:
            return []
        case MoveRecord(legal=True):
            return [rule_message(record.rule, record.params, True)] + [
                Message(text) for event in record.events if (text := game.event_text(event))]
        case MoveRecord():
            return [rule_message(rule, params, False) for rule, params in record.problems] or [
                rule_message(record.rule, record.params, False)]
        case UndoRecord(done=True):
            return [Message(gettext("Your last move was taken back."))]
        case UndoRecord():
            return [Message(gettext("There is no move to take back."))]
        case ResetRecord():
            return [Message(gettext("The puzzle is back at its start."))]
        case HintRecord(done=True):
            return [Message(gettext("A new hint is shown under the goal."))]
        case HintRecord():
            return [Message(gettext("There are no more hints for this puzzle."))]
        case StaleRecord():
            return [Message(gettext("This board had changed since your page was loaded — in another tab, by a "
                                    "double click or with the back button. Nothing was done: here is the board "
                                    "as it is now."), "bad")]
        case BadRecord():
            return [Message(str(game.unreadable), "bad")]
        case FullRecord():
            return [Message(gettext("This attempt has as many moves as one attempt can keep. Take some back or "
                                    "start the puzzle again."), "bad")]
    return game.messages(record)


def shown(game: Wording, record: Record | None, *, choosing: list[str] | None = None,
          new_hint: str | None = None) -> list[Message]:
    """The feedback the board shows: a card or tile just chosen says what choosing it means; a hint just
    asked for shows the hint itself, where the eyes are; otherwise the record's own messages."""
    if choosing is not None:
        return [Message(text) for text in choosing]
    if isinstance(record, HintRecord) and record.done and new_hint:
        return [Message(new_hint, "hint")]
    return messages(game, record)
