"""The review sampler draws the same entries for the same seed, and reads every part of the site."""

from __future__ import annotations

import pytest

from tools import review_sample


@pytest.fixture(scope="module")
def entries() -> list[review_sample.Entry]:
    return review_sample.read_catalog("fi", None)


def test_the_same_seed_draws_the_same_entries_and_another_seed_others(entries):
    first = review_sample.draw(entries, 20261209, 360)
    assert review_sample.draw(entries, 20261209, 360) == first
    assert review_sample.draw(entries, 20261210, 360) != first


def test_every_part_of_the_site_is_read_and_the_newest_parts_more_closely(entries):
    sample = review_sample.draw(entries, 7, 360)
    assert 300 <= len(sample) <= 400
    assert len(set(sample)) == len(sample)
    shown = {entry.stratum for entry in entries}
    assert {entry.stratum for entry in sample} == shown
    assert {"coached game", "coach", "personal puzzles and the learner's map", "FAQ"} <= shown

    def rate(stratum: str) -> float:
        return (sum(e.stratum == stratum for e in sample) / sum(e.stratum == stratum for e in entries))

    assert rate("coached game") > 1.5 * rate("FAQ")


def test_an_entry_belongs_to_the_part_of_the_site_its_first_location_names():
    from babel.messages.catalog import Message

    def stratum(*paths: str) -> str:
        return review_sample.stratum_of(Message("x", locations=[(path, None) for path in paths]))

    assert stratum("tutorial/personal.py", "play/views.py") == "personal puzzles and the learner's map"
    assert stratum("tutorial/puzzles/skipbo.py") == "puzzles"
    assert stratum("games/coach/notes.py") == "coach"
    assert stratum("templates/404.html") == "errors and offline pages"
    assert stratum("templates/base.html") == "rules pages and navigation"


def test_the_rendered_sample_states_its_seed_and_shows_each_plural_form(entries):
    sample = [entry for entry in entries if isinstance(entry.msgid, tuple)][:1]
    text = review_sample.render("fi", 11, "abc123", entries, sample)
    assert text.startswith("# Review sample: fi, seed 11, 1 of ")
    assert "catalog at abc123" in text
    assert "fi[0]: " in text and "fi[1]: " in text
