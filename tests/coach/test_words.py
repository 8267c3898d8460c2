"""Every code the coach can say has its sentence in every language, built from the note's own data."""

from __future__ import annotations

import pytest
from django.utils import translation

from engine import rummikub, skipbo
from games.coach.notes import CODES, HELP_CODES, NOTE_CODES, REASON_CODES, Note
from games.coach.words import WORDS, say
from tests.coach.test_help_and_reasons import RUMMIKUB_REASONS, SKIPBO_REASONS
from tests.conftest import TRANSLATED

PARAMS = {  # one note per code, with params of the shape the analysis gives
    "skipbo.coach.stock-playable": {"card": "7", "steps": [["h5-b1", "5"], ["s-b1", "7"]]},
    "skipbo.coach.stock-blocked": {"card": "7", "steps": [["h5-b1", "5"], ["s-b1", "7"]],
                                   "played": ["hSB-b2", "SB"]},
    "skipbo.coach.win-missed": {"card": "7", "steps": [["d2-b1", "5"], ["@2s-b1", "6"], ["s-b1", "7"]]},
    "skipbo.coach.partner-stock-playable": {"card": "5", "steps": [["h4-b1", "4"], ["@2s-b1", "5"]]},
    "skipbo.coach.partner-stock-blocked": {"card": "5", "steps": [["h4-b1", "4"], ["@2s-b1", "5"]],
                                           "played": ["hSB-b1", "SB"]},
    "skipbo.help.look": {"card": "7", "pile": 2, "shows": 4},
    "skipbo.help.look-partner": {"card": "5", "pile": 1, "shows": 3},
    "skipbo.help.look-empty-partner": {"card": "1", "pile": 1, "shows": 0},
    "skipbo.help.look-empty": {"card": "SB", "pile": 3, "shows": 0},
    "skipbo.help.can-win": {"count": 1},
    "skipbo.help.no-stock": {},
    "skipbo.help.first": {"step": ["h5-b1", "5"], "card": "7"},
    "skipbo.help.plan": {"steps": [["h5-b1", "5"], ["s-b1", "7"]], "count": 1},
    "skipbo.help.discard": {"card": "10", "pile": 2, "top": "", "discard": "h10-d2"},
    "skipbo.bot.draw": {"count": 2, "seat": 1},
    "skipbo.bot.stock": {"card": "7", "pile": 2, "seat": 1},
    "skipbo.bot.stock-wins": {"card": "SB", "pile": 2, "seat": 1},
    "skipbo.bot.partner-stock": {"card": "6", "pile": 1, "seat": 3},
    "skipbo.bot.toward-stock": {"card": "5", "pile": 2, "stock": "7", "seat": 1},
    "skipbo.bot.toward-partner-stock": {"card": "5", "pile": 1, "stock": "6", "seat": 0},
    "skipbo.bot.build": {"card": "1", "pile": 3, "seat": 1},
    "skipbo.bot.discard-same": {"card": "12", "pile": 1, "top": "12", "seat": 1},
    "skipbo.bot.discard-down": {"card": "11", "pile": 1, "top": "12", "seat": 1},
    "skipbo.bot.discard-empty": {"card": "9", "pile": 4, "top": "", "seat": 1},
    "skipbo.bot.discard-higher": {"card": "2", "pile": 1, "top": "12", "seat": 1},
    "skipbo.bot.discard-covers": {"card": "12", "pile": 1, "top": "SB", "seat": 1},
    "skipbo.bot.kept-wild": {"card": "11", "seat": 1},
    "skipbo.bot.pass": {"seat": 1},
    "rummikub.coach.lay-off": {"tile": "R9", "tiles": ["R9"], "count": 1, "base": ["R6", "R7", "R8"]},
    "rummikub.coach.free-joker": {"tile": "B4", "tiles": ["B4", "K9", "R9"], "base": ["B3", "J", "B5"],
                                  "joker_set": ["K9", "R9", "J"]},
    "rummikub.coach.new-set": {"tile": "K9", "tiles": ["K9", "B9", "R9"], "set": ["K9", "B9", "R9"]},
    "rummikub.coach.rearrange": {"tile": "R6", "tiles": ["R6", "R7"]},
    "rummikub.coach.meld": {"sets": [["R10", "R11", "R12"], ["K1", "B1", "O1"]], "total": 36},
    "rummikub.help.look": {"base": ["K7", "B7", "O7"]},
    "rummikub.help.look-rack": {},
    "rummikub.help.look-meld": {"count": 4},
    "rummikub.help.look-table": {"count": 2},
    "rummikub.help.draw": {},
    "rummikub.help.pass": {},
    "rummikub.help.first": {"tile": "J"},
    "rummikub.help.plan": {"sets": [["R10", "R11", "R12"]], "count": 3},
    "rummikub.bot.draw": {"seat": 2},
    "rummikub.bot.draw-chose": {"seat": 2},
    "rummikub.bot.pass": {"seat": 2},
    "rummikub.bot.meld": {"sets": [["R10", "R11", "R12"]], "total": 33, "seat": 2},
    "rummikub.bot.lay-off": {"tile": "O13", "tiles": ["O13"], "base": ["O10", "O11", "O12"], "seat": 2},
    "rummikub.bot.free-joker": {"tile": "K1", "tiles": ["K1"], "joker_set": ["J", "B7", "R7"], "seat": 2},
    "rummikub.bot.new-set": {"tiles": ["K9", "B9", "R9"], "seat": 2},
    "rummikub.bot.rearrange": {"tiles": ["R6", "R7"], "seat": 2},
    "rummikub.bot.out": {"count": 1, "seat": 2},
}


def test_the_codes_the_coach_can_say_are_the_codes_with_words():
    assert set(WORDS) == CODES == set(PARAMS)
    assert not (NOTE_CODES & HELP_CODES) and not (HELP_CODES & REASON_CODES)
    shown = {code for _, _, code, _ in SKIPBO_REASONS} | {c for _, _, codes, _ in RUMMIKUB_REASONS for c in codes}
    assert shown | {"skipbo.bot.kept-wild"} == {c for c in REASON_CODES}


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("code", sorted(CODES))
def test_every_code_has_its_own_sentence_in_every_language(code, lang):
    note = Note(code, "", PARAMS[code])
    english = say(note)
    with translation.override(lang):
        words = say(note)
    assert words != english, f"{code} is not translated into {lang}"
    assert "%(" not in words and "  " not in words


def test_the_rules_a_note_names_are_rules_of_its_game():
    rules = {**{r: "skipbo" for r in skipbo.RULES}, **{r: "rummikub" for r in rummikub.RULES}}
    from games.coach import rummikub as rc
    from games.coach import skipbo as sc

    notes = sc.missed(skipbo.parse("b:4,-,-,- w:+30 / s:7+9 h:1.5.6.10.12 / s:8+9 h:#5"), ["h12-d1"])
    notes += rc.missed(rummikub.parse("t:R6.R7.R8 p:+40 / r:R9 m:1 / r:#14"), "draw")
    assert all(rules[n.rule] == n.code.split(".")[0] for n in notes)
