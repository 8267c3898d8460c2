"""The load part of the benchmark (``bin/bench --only http``): reading wrk, the bare comparison page."""

from __future__ import annotations

import math
import socket
from http import HTTPStatus

import pytest
from django.test import Client, override_settings

from tools.bench_http import free_port, parse_wrk

WRK_REPORT = """Running 5s test @ http://127.0.0.1:8000/ru/skip-bo/
  2 threads and 16 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     1.01ms  310.00us   9.00ms   90.00%
  Latency Distribution
     50%  950.00us
     75%    1.10ms
     90%    1.40ms
     99%    2.05s
  7552 requests in 5.00s, 80.00MB read
  Socket errors: connect 0, read 2, write 0, timeout 0
  Non-2xx or 3xx responses: 1
Requests/sec:   1510.42
Transfer/sec:     16.00MB
"""


def test_wrk_report_is_read_with_units_and_every_kind_of_error() -> None:
    result = parse_wrk(WRK_REPORT)
    assert result.requests_per_s == 1510.42 and result.requests == 7552
    assert math.isclose(result.p50_ms, 0.95) and result.p99_ms == 2050.0
    assert result.errors == 3


def test_a_wrk_run_without_figures_is_an_error_not_a_zero() -> None:
    with pytest.raises(ValueError, match="no figures"):
        parse_wrk("unable to connect to 127.0.0.1:1 Connection refused")


def test_the_server_gets_a_free_port_on_loopback() -> None:
    port = free_port()
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", port))


@pytest.mark.django_db
@override_settings(ROOT_URLCONF="tools.benchsite.urls")
def test_the_bare_page_is_a_translated_django_page_beside_the_site() -> None:
    client = Client()
    bare = client.get("/ru/bench/bare/")
    assert bare.status_code == HTTPStatus.OK and '<html lang="ru">' in bare.content.decode()
    assert "<p>Перейти к содержанию</p>" in bare.content.decode()
    assert client.get("/ru/skip-bo/").status_code == HTTPStatus.OK
