"""A game with the reader's leaflet follows it (kit level, no database): under the Finnish leaflet the deal
passes left from one game of a series to the next, and in team play the table notes say, naming the
leaflet, how the player whose turn it is asks their partner for a card. (The dealer draw itself, a Skip-Bo
card not counting and ties drawing again, is the engine's: tests/engine/skipbo/test_setup_and_score.py.)"""

from __future__ import annotations

import pytest
from django.test import Client
from django.utils import translation

from play.kits.skipbo import KIT
from play.parts import Options
from tests.play.test_skipbo_game import stored
from tests.play.test_skipbo_series import NEAR_WIN, group_url, play, seeded

FINNISH = Options(4, "steady", True, leaflet="finnish")


def test_under_the_finnish_leaflet_the_deal_passes_left_each_game_of_a_series() -> None:
    first = KIT.deal(FINNISH, 5)
    options, seed, starters = FINNISH, 5, []
    for next_seed in (9, 13, 21, 34):
        options = KIT.next_options(options, seed)
        assert options.dealer == (first.active - 1 + len(starters) + 1) % 4  # the last dealer's left neighbour
        starters.append(KIT.deal(options, next_seed).active)
        seed = next_seed
    assert starters == [(first.active + k) % 4 for k in (1, 2, 3, 4)]  # its left neighbour starts


def test_a_later_game_deals_again_exactly_from_its_stored_options() -> None:
    options = KIT.next_options(FINNISH, 5)
    stored = Options.from_json(options.to_json())  # what the row keeps, and the replay deals from
    assert stored == options and KIT.deal(stored, 9) == KIT.deal(options, 9)
    assert "dealer" not in FINNISH.to_json()  # a first game's dealer is drawn


def test_a_leaflet_that_does_not_pass_the_deal_draws_the_dealer_again() -> None:
    for leaflet in ("42050-0922", "42050-0925", "quick-start"):
        options = Options(3, "steady", True, leaflet=leaflet)
        assert KIT.next_options(options, 5) == options


def test_in_team_play_the_finnish_leaflet_lets_you_ask_your_partner_for_a_card() -> None:
    with translation.override("en"):
        finnish = [note.text for note in KIT.table_notes(Options(4, "steady", True, leaflet="finnish", team=True))]
        silent = [note.text for note in KIT.table_notes(Options(4, "steady", True, leaflet="42050-0925", team=True))]
    asking = [text for text in finnish if text.startswith("Asking your partner for a card (the Finnish leaflet)")]
    assert len(asking) == 1 and "your partner's stockpile top" in asking[0]
    assert not any(text.startswith("Asking your partner") for text in silent)
    assert KIT.table_notes(FINNISH) == []  # no partner: nothing to ask


@pytest.mark.django_db
def test_the_next_game_of_a_finnish_series_is_dealt_by_the_last_dealers_left_neighbour() -> None:
    client = Client()
    first = seeded(client, NEAR_WIN, players="3", leaflet="finnish")
    assert play(client, first, "s-b1").status_code == 303  # seat 0 wins the first game
    group = stored(first).series
    second = client.post(group_url(group), {"step": str(group.step)})["Location"]
    opening = KIT.deal(Options.from_json(stored(first).options), stored(first).seed)
    options = Options.from_json(stored(second).options)
    assert options.dealer == opening.active  # the first game's starter sat on its dealer's left
    assert KIT.deal(options, stored(second).seed).active == (opening.active + 1) % 3


def test_a_shared_position_tells_a_partners_play_from_the_sharers_pile_as_theirs_never_yours() -> None:
    with translation.override("en"):
        on_the_page = KIT.words({"seat": 2, "move": "@0s-b1", "card": "7"})
        shared = [KIT.words({"seat": 2, "move": "@0s-b1", "card": "7"}, shared=True),
                  KIT.words({"seat": 2, "move": "@0d3-b2", "card": "SB"}, shared=True)]
    assert "your stockpile" in on_the_page  # the human reads the game page: it is their stockpile
    assert shared == [
        "Player 3 plays 7 from the stockpile of their partner, the player who shared this, onto building pile 1.",
        "Player 3 plays Skip-Bo card from discard pile 3 of their partner, the player who shared this, onto "
        "building pile 2."]
