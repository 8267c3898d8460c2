"""The card a shared verdict makes in a group chat: og:title is the question as a player would ask it at
the table, built from the move (the joker, the tile that freed it and where it went; the card, its pile
and where it goes), in the reader's language with the right case forms; og:description is the verdict
and its rule (the rule's sentence after a full stop, so its capital is right); og:image is the
preview picture of the same link. Five moves, four languages, against the sentences a native editor
would write."""

from __future__ import annotations

import html
import io
import re
from http import HTTPStatus
from urllib.parse import parse_qs, urlencode, urlsplit

import pytest
from django.test import Client
from PIL import Image

JOKER_DISPUTE = ("rummikub", "t:J.B7.K7,R4.R5.R6 p:+30 / r:K2.R7.O9 m:1 / r:#14 m:1", "t:R7.B7.K7,J.R4.R5.R6")
JOKER_SWAP = ("rummikub", "t:R2.R3.J.R5.R6 p:+30 / r:R4.B8.B10 m:1 / r:#14 m:1", "t:R2.R3.R4.R5.R6,B8.J.B10")
ADD_TILE = ("rummikub", "t:R4.R5.R6,K7.B7.O7 p:+30 / r:R7.K9 m:1 / r:#14 m:1", "t:R4.R5.R6.R7,K7.B7.O7")
SKIPBO = "b:4,-,-,- w:+30 / s:6.8+22 h:1.5.9.SB d:7,-,-,- / s:8+19 h:#5"
DISCARD_TO_DISCARD = ("skip-bo", SKIPBO, "d1-d2")
WILD_CARD = ("skip-bo", SKIPBO, "hSB-b1")

CARDS = [
    # The freed joker is named: what it stood for, the set it left and the set it went to.
    (JOKER_DISPUTE, "en", "Can I take the joker with my red 7 and add it to red 4-5-6?",
     "Not allowed. You freed the joker that stood for red 7 or orange 7 in joker, blue 7, black 7, and it went "
     "into set 2 (joker, red 4, red 5, red 6)."),
    (JOKER_DISPUTE, "ru", "Можно ли заменить джокер своей красной 7 и добавить его к красным 4–5–6?",
     "Нельзя. Вы освободили джокер из комбинации (джокер, синяя 7, чёрная 7), где он заменял фишку: красная 7 "
     "или оранжевая 7. Джокер попал в комбинацию 2 (джокер, красная 4, красная 5, красная 6)"),
    (JOKER_DISPUTE, "fi", "Saanko ottaa jokerin omalla punaisella 7:llä ja lisätä sen punaiseen suoraan 4–5–6?",
     "Ei sallittu. Vapautit jokerin, joka oli punainen 7 tai oranssi 7 yhdistelmässä (jokeri, sininen 7, musta 7), "
     "ja se päätyi yhdistelmään 2"),
    (JOKER_DISPUTE, "sv", "Får jag ta jokern med min röda sjua och lägga till den i röda 4–5–6?",
     "Inte tillåtet. Du frigjorde jokern som var röd 7 eller orange 7 i kombinationen (joker, blå 7, svart 7), och "
     "den hamnade i kombination 2"),
    (JOKER_SWAP, "en", "Can I take the joker with my red 4 and lay it down with blue 8, blue 10?",
     "Allowed. 1 freed joker is back in play, in a set with a tile from your rack."),
    (JOKER_SWAP, "ru", "Можно ли заменить джокер своей красной 4 и выложить его вместе с фишками: синяя 8, "
                       "синяя 10?", "Можно. Освобождённый джокер снова в игре"),
    (JOKER_SWAP, "fi", "Saanko ottaa jokerin omalla punaisella 4:llä ja pelata sen uuteen yhdistelmään näiden "
                       "laattojen kanssa: sininen 8, sininen 10?",
     "Sallittu. Vapautettu jokeri on taas pelissä"),
    (JOKER_SWAP, "sv", "Får jag ta jokern med min röda fyra och lägga ut den tillsammans med blå 8, blå 10?",
     "Tillåtet. 1 frigjord joker är tillbaka i spel"),
    (ADD_TILE, "en", "Can I add my red 7 to red 4-5-6?",
     "Allowed. Every set is valid, and you added 1 tile from your rack."),
    (ADD_TILE, "ru", "Можно ли добавить свою красную 7 к красным 4–5–6?",
     "Можно. Все комбинации правильные, и вы добавили со своей подставки 1 фишку."),
    (ADD_TILE, "fi", "Saanko lisätä oman punaisen 7:n punaiseen suoraan 4–5–6?",
     "Sallittu. Jokainen yhdistelmä on sääntöjen mukainen, ja lisäsit telineeltäsi 1 laatan."),
    (ADD_TILE, "sv", "Får jag lägga till min röda sjua i röda 4–5–6?",
     "Tillåtet. Alla kombinationer är giltiga, och du har lagt till 1 bricka från ditt brickställ."),
    (DISCARD_TO_DISCARD, "en", "Can I move the 7 from my discard pile 1 to my discard pile 2?",
     "Not allowed. Cards never move from one discard pile to another."),
    (DISCARD_TO_DISCARD, "ru", "Можно ли переложить карту 7 из личного сброса 1 в личный сброс 2?",
     "Нельзя. Карты никогда не перекладывают из одного личного сброса в другой."),
    (DISCARD_TO_DISCARD, "fi", "Saanko siirtää kortin 7 poistopinostani 1 poistopinooni 2?",
     "Ei sallittu. Kortteja ei koskaan siirretä poistopinosta toiseen."),
    (DISCARD_TO_DISCARD, "sv", "Får jag flytta 7:an från min slänghög 1 till min slänghög 2?",
     "Inte tillåtet. Kort flyttas aldrig från en slänghög till en annan."),
    (WILD_CARD, "en", "Can I play the Skip-Bo card from my hand on building pile 1?",
     "Allowed. Your Skip-Bo card counts as 5 on building pile 1."),
    (WILD_CARD, "ru", "Можно ли сыграть карту Skip-Bo с руки на общую стопку 1?",
     "Можно. На общей стопке 1 ваша карта Skip-Bo заменяет 5."),
    (WILD_CARD, "fi", "Saanko pelata Skip-Bo-kortin kädestäni rakennuspinoon 1?",
     "Sallittu. Skip-Bo-korttisi lasketaan rakennuspinossa 1 numeroksi 5."),
    (WILD_CARD, "sv", "Får jag spela Skip-Bo-kortet från handen på bygghög 1?",
     "Tillåtet. Ditt Skip-Bo-kort räknas som en 5:a på bygghög 1."),
]


def meta(page: str, prop: str) -> str:
    found = re.search(rf'<meta property="{re.escape(prop)}" content="([^"]*)">', page)
    assert found, prop
    return html.unescape(found[1])


@pytest.mark.parametrize(("move", "lang", "title", "description"), CARDS,
                         ids=[f"{c[0][0]}-{c[0][2]}-{c[1]}" for c in CARDS])
def test_the_share_card_asks_the_question_and_gives_the_verdict(client: Client, move: tuple[str, str, str],
                                                                lang: str, title: str, description: str):
    game, position, played = move
    page = client.get(f"/{lang}/{game}/check/?{urlencode({'p': position, 'm': played})}").content.decode()
    assert meta(page, "og:title") == title
    shown = meta(page, "og:description")
    assert shown.startswith(description), shown
    assert not re.search(r"(?<!\u00a0)[—–]", shown)  # a dash, if any, follows a no-break space
    image = urlsplit(meta(page, "og:image"))
    assert image.path == f"/{lang}/{game}/check/preview.png"
    assert parse_qs(image.query) == {"p": [position], "m": [played]}


@pytest.mark.parametrize("move", [JOKER_DISPUTE, DISCARD_TO_DISCARD], ids=["rummikub", "skip-bo"])
def test_the_preview_picture_is_small_and_draws_the_move(client: Client, move: tuple[str, str, str]):
    game, position, played = move
    response = client.get(f"/ru/{game}/check/preview.png?{urlencode({'p': position, 'm': played})}")
    assert response.status_code == HTTPStatus.OK and response["Content-Type"] == "image/png"
    assert len(response.content) <= 300 * 1024
    picture = Image.open(io.BytesIO(response.content)).convert("RGB")
    assert picture.size == (1200, 630)


def test_the_rummikub_picture_shows_the_table_before_and_after_and_the_rack_after(client: Client):
    """The red 7 that was played is no longer on the rack in the picture; the table before the move is
    drawn beside the table after it (two tile rows at the same height, left and right)."""
    game, position, played = JOKER_DISPUTE
    after = Image.open(io.BytesIO(client.get(
        f"/en/{game}/check/preview.png?{urlencode({'p': position, 'm': played})}").content)).convert("RGB")
    tiles_in = [sum(1 for x in range(600 + 14, 1150) if after.getpixel((x, y)) == (255, 250, 235)) for y in (520,)]
    assert tiles_in[0] > 100  # the table after the turn, on the right half
    rack_row = [after.getpixel((x, 556)) == (255, 250, 235) for x in range(300, 1150)]  # above the digits
    tiles = sum(1 for before, here in zip([False, *rack_row], rack_row, strict=False) if here and not before)
    assert tiles == 2  # left on the rack: the black 2 and the orange 9, not the red 7 that was played
