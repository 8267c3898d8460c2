"""Thousands of malformed requests across every endpoint of the URL configuration: none may get a 5xx.

``FUZZ_EXAMPLES`` sets how many (2,000 here; ``bin/bench --only fuzz`` sends 10,000 and more).
"""

from __future__ import annotations

import json
import os
from collections import Counter
from http import HTTPStatus
from pathlib import Path

import pytest
from django.test import Client
from hypothesis import HealthCheck, given, settings

from tests.site.fuzzing import FIXED, endpoints, field_names, requests

pytestmark = pytest.mark.django_db
EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "2000"))


def test_the_fuzzer_covers_every_route_of_every_app() -> None:
    names = {e.name for e in endpoints()}
    assert {"home", "rules", "glossary", "faq", "faq_answer", "puzzles", "puzzle", "robots", "sitemap"} <= names
    assert all(e.paths for e in endpoints())
    assert len(names) == len(endpoints())


def test_no_malformed_request_gets_a_server_error() -> None:
    """Hypothesis sends EXAMPLES requests, and the test itself checks that it did and that they reached
    the views (pages, refusals and unknown paths alike): a run that generated nothing fails here, whether
    this test runs alone or among others (it used to leave that count to a later test, which skipped when
    run without it)."""
    names = field_names()  # read from the pages once, before Hypothesis draws (no requests inside a draw)
    assert len(names) > len(FIXED), "the fuzzer found no field names on the pages"
    sent: list[int] = []

    @settings(max_examples=EXAMPLES, deadline=None, database=None,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    @given(request=requests())
    def one_request(request: dict) -> None:
        client = Client(raise_request_exception=True)
        response = client.generic(**request)
        sent.append(response.status_code)
        assert response.status_code < HTTPStatus.INTERNAL_SERVER_ERROR, (request, response.status_code)

    one_request()
    if os.environ.get("FUZZ_REPORT"):  # bin/bench --only fuzz prints it
        Path(os.environ["FUZZ_REPORT"]).write_text(json.dumps(Counter(sent)))
    assert len(sent) >= EXAMPLES > 0, f"Hypothesis sent {len(sent)} of {EXAMPLES} requests"
    assert {HTTPStatus.OK, HTTPStatus.BAD_REQUEST, HTTPStatus.NOT_FOUND} <= set(sent), Counter(sent)
