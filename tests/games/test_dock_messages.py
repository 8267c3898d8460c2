"""The dock under a live board says a message's tone to screen readers with a word ("Not allowed",
"Coach"), joined to the message by the reader's language's punctuation: never a second colon after a
message that has its own, never a capital after a colon where the language writes a full stop."""

from __future__ import annotations

import re

import pytest
from django.template.loader import render_to_string
from django.utils import translation
from django.utils.translation import gettext, pgettext

from tests.conftest import TRANSLATED


def heard(html: str) -> str:
    """What a screen reader reads: the text with the tags gone."""
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", html)).strip()


@pytest.mark.parametrize("lang", ["en", *TRANSLATED])
def test_the_hidden_word_and_the_message_read_as_one_punctuated_line(lang: str) -> None:
    from games.coach.notes import Note
    from games.coach.words import say

    with translation.override(lang):
        coach = say(Note("rummikub.coach.meld", "", {"sets": [["R10", "R11", "R12"]], "total": 33}))
        html = render_to_string("games/boards/messages.html", {"feedback": [
            {"tone": "coach", "text": coach},
            {"tone": "bad", "text": "<b>Refused</b>", "rule": "skipbo.build.next-number"},
            {"tone": "bad", "text": "Not +40."},
        ]})
        refused, problem = gettext("Not allowed:").rstrip(":."), pgettext("board message without a rule", "Problem:")
    coach_line, bad_line, wrong_line = (heard(p) for p in re.findall(r"<p .*?</p>", html, re.S))
    assert coach_line.endswith(coach) and "::" not in coach_line.replace(" ", "")
    assert not re.search(r":[^:]*:", coach_line[: coach_line.index(coach) + coach.index(":") + 1]), coach_line
    assert '<span class="visually-hidden">' in html and "&lt;b&gt;Refused&lt;/b&gt;" in html  # escaped
    assert 'data-verdict="illegal" data-rule="skipbo.build.next-number"' in html
    assert bad_line.startswith("✗") and bad_line.endswith("&lt;b&gt;Refused&lt;/b&gt;") and refused in bad_line
    # a wrong score is no rule's refusal: its word says a problem, not "not allowed"
    assert problem.rstrip(":.") in wrong_line and refused not in wrong_line and wrong_line.endswith("Not +40.")
