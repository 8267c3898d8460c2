"""Accept-Encoding's q-values decide the coding (RFC 9110 §12.5.3): a reader who prefers gzip gets gzip
even though the site would rather send br, and a coding with q=0 is never sent."""

from __future__ import annotations

import pytest
from django.test import Client

from config.pagecache.encoding import accepted


@pytest.mark.parametrize(("header", "coding"), [
    ("br;q=0.5, gzip;q=0.9", "gzip"),
    ("gzip;q=0.9, br", "br"),
    ("br;q=0, gzip;q=0", "identity"),
    ("*;q=0.4, gzip;q=0.2", "br"),
    ("identity", "identity"),
])
def test_the_highest_quality_wins_and_preference_breaks_ties(header: str, coding: str) -> None:
    assert accepted(header) == coding


@pytest.mark.django_db
def test_a_page_is_sent_in_the_coding_the_reader_ranks_highest(client: Client) -> None:
    response = client.get("/en/skip-bo/", headers={"Accept-Encoding": "br;q=0.5, gzip;q=0.9"})
    assert response.status_code == 200 and response["Content-Encoding"] == "gzip"
