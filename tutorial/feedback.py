"""Feedback records → messages in the page's language (the same for every game).

A verdict's rule id and params become the rule's localized sentence (``games.texts.catalog.rule_text``,
filled with ``fill``) and a link to the rule's anchor on the game's rules page; the game adapter adds
what a legal move caused. The records are stored data, so a message is always rendered in the
language of the page that shows it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.urls import reverse
from django.utils.translation import gettext

from games.texts import catalog
from games.texts.base import UNKNOWN_RULE, fill
from tutorial.core import GameAdapter


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


def rule_message(game: str, rule: str, params: dict[str, Any], legal: bool) -> Message:
    try:
        texts = catalog.rule_text(rule)
    except KeyError:
        return Message(str(UNKNOWN_RULE), "ok" if legal else "bad", rule=rule)
    template = texts.allowed if legal else texts.forbidden
    text = fill(template, params) if template is not None else str(texts.rule)
    # Translators: a link after a feedback sentence, to the rule on the rules page; %(title)s is its title.
    link_text = gettext("Rule: %(title)s") % {"title": texts.title}
    return Message(text, "ok" if legal else "bad", f"{reverse('rules', args=[game])}#{rule}", link_text, rule)


def messages(game: str, adapter: GameAdapter, record: dict[str, Any]) -> list[Message]:
    own = getattr(adapter, "messages", None)  # optional: a game's own records (or wording); None = the default
    if own is not None:
        shown = own(record)
        if shown is not None:
            return shown
    kind = record.get("kind")
    if kind == "move":
        if record.get("legal"):
            out = [rule_message(game, record["rule"], record.get("params", {}), True)]
            out += [Message(text) for text in adapter.events(record)]
            return out
        return [rule_message(game, rule, params, False) for rule, params in record.get("problems", [])] or [
            rule_message(game, record["rule"], record.get("params", {}), False)]
    if kind == "undo":
        if record.get("done"):
            return [Message(gettext("Your last move was taken back."))]
        return [Message(gettext("There is no move to take back."))]
    if kind == "reset":
        return [Message(gettext("The puzzle is back at its start."))]
    if kind == "hint":
        if record.get("done"):
            return [Message(gettext("A new hint is shown under the goal."))]
        return [Message(gettext("There are no more hints for this puzzle."))]
    if kind == "stale":
        return [Message(gettext("This board had changed since your page was loaded — in another tab, by a "
                                "double click or with the back button. Nothing was done: here is the board "
                                "as it is now."), "bad")]
    if kind == "bad":
        return [Message(gettext("That move could not be read, so nothing was done. Choose a card, then a pile, "
                                "with the buttons on the board."), "bad")]
    if kind == "full":
        return [Message(gettext("This attempt has as many moves as one attempt can keep. Take some back or "
                                "start the puzzle again."), "bad")]
    return []


def shown(game: str, adapter: GameAdapter, record: dict[str, Any], *, choosing: list[str] | None = None,
          new_hint: str | None = None) -> list[Message]:
    """The feedback the board shows, decided here only: a card or tile just chosen says what choosing it
    means; a hint just asked for shows the hint itself, where the eyes are; otherwise the record's own
    messages (none for an empty record, e.g. an htmx GET that only redraws the board)."""
    if choosing is not None:
        return [Message(text) for text in choosing]
    if record.get("kind") == "hint" and record.get("done") and new_hint:
        return [Message(new_hint, "hint")]
    return messages(game, adapter, record)
