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

from tests.site.fuzzing import endpoints, requests

pytestmark = pytest.mark.django_db
EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "2000"))
SENT: list[int] = []


def test_the_fuzzer_covers_every_route_of_every_app() -> None:
    names = {e.name for e in endpoints()}
    assert {"home", "rules", "glossary", "faq", "faq_answer", "puzzles", "puzzle", "robots", "sitemap"} <= names
    assert all(e.paths for e in endpoints())
    assert len(names) == len(endpoints())


@settings(max_examples=EXAMPLES, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(request=requests())
def test_no_malformed_request_gets_a_server_error(request: dict) -> None:
    client = Client(raise_request_exception=True)
    response = client.generic(**request)
    SENT.append(response.status_code)
    assert response.status_code < HTTPStatus.INTERNAL_SERVER_ERROR, (request, response.status_code)


def test_the_fuzzer_sent_what_it_promised() -> None:
    """Run after the fuzz test (same module, in order): Hypothesis really sent EXAMPLES requests, and
    they reached the views (not only the 404 page)."""
    if not SENT:
        pytest.skip("the fuzz test did not run in this session")
    if os.environ.get("FUZZ_REPORT"):  # bin/bench --only fuzz prints it
        Path(os.environ["FUZZ_REPORT"]).write_text(json.dumps(Counter(SENT)))
    assert len(SENT) >= EXAMPLES
    assert {HTTPStatus.OK, HTTPStatus.BAD_REQUEST, HTTPStatus.NOT_FOUND} <= set(SENT)
