"""The quick-start leaflet says only "the highest card starts". Our reading and our ruling for a tie —
stockpile tops turned up, a Skip-Bo card above a 12, among equal tops the player dealt to first (seat 0
onwards) with no new draw — are on the rules page in every language, and the engine plays exactly that."""

from __future__ import annotations

import html
import re

import pytest
from django.test import Client
from django.utils import translation

from engine import skipbo
from engine.skipbo.cards import SB
from engine.skipbo.setup import highest_top
from games.leaflets import POINTS
from tests.conftest import LANGS

# The facts the page states, in the page's own words: the card compared, the Skip-Bo card, the tie.
SAYS = {
    "en": ("top card of their stockpile", "a Skip-Bo card beats a 12", "Two players both turn up a 12",
           "the one who was dealt cards first", "nobody draws again"),
    "ru": ("верхнюю карту своего личного запаса", "карта Skip-Bo старше карты 12", "по карте 12",
           "кому карты сдали раньше", "заново никто не тянет"),
    "fi": ("aloituspinonsa päällimmäisen kortin", "Skip-Bo-kortti on suurempi kuin 12",
           "kääntää kumpikin 12:n", "jolle kortit jaettiin ensin", "eikä kukaan nosta uudelleen"),
    "sv": ("översta kortet i sin lagerhög", "ett Skip-Bo-kort slår en 12:a", "var sin 12:a",
           "den som fick sina kort först", "ingen drar nytt kort"),
}


def tops(*cards: int) -> tuple[skipbo.Seat, ...]:
    return tuple(skipbo.Seat((card,), 9) for card in cards)


def test_the_engine_rules_as_the_page_says():
    assert highest_top(tops(12, 9, 12)) == 0        # two 12s: the one dealt to first
    assert highest_top(tops(9, 12, 12, 3)) == 1
    assert highest_top(tops(12, SB, 12)) == 1       # a Skip-Bo card beats a 12
    assert highest_top(tops(3, SB, 12, SB)) == 1    # two Skip-Bo cards tie like numbers do


def test_new_quick_start_games_start_with_the_first_of_the_tied_players():
    ties = 0
    for seed in range(400):
        pos = skipbo.new_game(4, seed=seed, edition="quick-start")
        ranks = [13 if s.stock[0] == SB else s.stock[0] for s in pos.seats]
        best = [seat for seat, rank in enumerate(ranks) if rank == max(ranks)]
        ties += len(best) > 1
        assert pos.active == best[0] and pos.awaiting_draw  # no second draw: the game starts at once
    assert ties > 20  # the tie case is really exercised


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("leaflet", ["quick-start", "42050-0925"])
def test_the_rules_page_says_the_ruling_in_every_language(client: Client, lang: str, leaflet: str):
    """Readers of the quick-start leaflet get it first; everyone else sees it as that leaflet's note."""
    page = client.get(f"/{lang}/skip-bo/?leaflet={leaflet}").content.decode()
    section = html.unescape(re.search(r'<div class="leaflet-point" data-leaflet="[^"]+">(.*?)</div>', page, re.S)[1])
    text = " ".join(re.sub(r"<[^>]+>", " ", section).split())
    with translation.override(lang):
        assert str(POINTS["who-starts"]["quick-start"]) in text
    for fact in SAYS[lang]:
        assert fact in text, (lang, fact)
    if leaflet == "quick-start":
        first = re.search(r'<p class="leaflet-point__first">(.*?)</p>', section, re.S)[1]
        assert SAYS[lang][-1] in html.unescape(first)
