"""No English on a translated checker or score page: the builder, verdicts, plans, bad-input messages
and score sheets, compared text by text with the English page (the site-wide rule of
tests/site/test_no_english.py, on the checker's own URLs)."""

from __future__ import annotations

from urllib.parse import urlencode

import pytest
from django.test import Client

from tests.conftest import TRANSLATED
from tests.site.test_no_english import same_in_both, visible_texts

SB = "b:4,-,-,- w:+30 v:team / s:6.8+12 h:1.5.7.9.12 d:3,-,-,- / s:8+19 h:#5 / s:2+10 h:#5 d:4,-,-,- / s:5+19 h:#5"
RK = "t:R2.R3.J.R5.R6 p:+50 / r:R1.K4.R7.B8.B10 m:1 / r:#12 m:1"
QUERIES = [
    ("skip-bo/check/", {}),
    ("skip-bo/check/", {"p": SB, "m": "h9-b1", "plan": "1"}),
    ("skip-bo/check/", {"p": SB, "m": "@2s-b1"}),
    ("skip-bo/check/", {"p": "b:13,-,-,- / s:5 / s:6"}),
    ("skip-bo/check/", {"tap": "card:13"}),
    ("skip-bo/check/", {"p": SB, "sel": "@1d2"}),
    ("skip-bo/check/", {"p": SB.replace("v:team", "a:2 v:team"), "m": "h5-d1", "plan": "1"}),
    ("skip-bo/check/", {"p": SB.replace("v:team", "a:1 v:team t:start"), "m": "draw"}),
    ("skip-bo/check/", {"tap": "a:4"}),
    ("skip-bo/check/", {"p": SB, "m": "h9-b1", "st": "move", "src": "d1"}),
    ("rummikub/check/", {}),
    ("rummikub/check/", {"p": RK, "st": "set", "to": "rack"}),
    ("rummikub/check/", {"p": RK, "m": "t:R1.R2.R3,R5.R6.R7,B8.J.B10", "plan": "1", "sel": "r1"}),
    ("rummikub/check/", {"p": RK, "m": "t:R1.R2,R5.R6.R7.J,B8.B10.K4"}),
    ("rummikub/check/", {"p": "- / r:J.J.J / r:R2"}),
    ("skip-bo/score/", {"n": "4", "v": "team", "g": ["0.5.0.7", "3.0.9.0"]}),
    ("rummikub/score/", {"n": "3", "g": ["-_5.8_J.2", "4_5_6"]}),
    ("rummikub/score/", {"n": "2", "add": "1", "r0": "Z9"}),
]


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize(("path", "query"), QUERIES)
def test_translated_checker_page_shows_no_english(client: Client, lang: str, path: str, query: dict):
    url = f"/{{}}/{path}?{urlencode(query, doseq=True)}"
    english = visible_texts(client.get(url.format("en")).content.decode(), "en")
    translated = visible_texts(Client().get(url.format(lang)).content.decode(), lang)
    leaked = sorted(t for t in english & translated if not same_in_both(t, lang))
    assert not leaked, f"{url.format(lang)} shows English text: {leaked[:10]}"
