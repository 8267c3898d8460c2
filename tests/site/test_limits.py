"""Rate limits: per visitor and per client address, counted in the database that every worker shares,
answered with a localized 429 and Retry-After; a reusable decorator; open when the database is gone."""

from __future__ import annotations

import re
from http import HTTPStatus
from types import SimpleNamespace
from unittest import mock

import pytest
from django.db import OperationalError
from django.http import HttpResponse
from django.test import Client, RequestFactory
from django.utils import translation

from throttle.decorators import client_ip, rate_limited
from throttle.limits import Rate, hit
from throttle.models import Bucket
from tutorial.models import Attempt

pytestmark = pytest.mark.django_db
URL = "/ru/skip-bo/puzzles/next-number/"


@pytest.fixture(autouse=True)
def _clock_at_the_start_of_a_window(monkeypatch) -> None:  # noqa: ANN001
    """Every request of a test falls in one window (a slow run must not cross into the next one)."""
    monkeypatch.setattr("throttle.limits.time", SimpleNamespace(time=lambda: 6_000_000.0))


def token(response) -> str:  # noqa: ANN001
    return re.search(r'name="step" value="(\d+)"', response.content.decode()).group(1)


def hint(client: Client, step: str, **extra: str):  # noqa: ANN201
    return client.post(URL, {"action": "hint", "step": step}, HTTP_HX_REQUEST="true", **extra)


def test_rapid_posts_from_one_visitor_get_a_localized_429_with_retry_after(settings) -> None:  # noqa: ANN001
    settings.RATE_LIMITS = {**settings.RATE_LIMITS, "puzzle": {"visitor": (3, 60), "ip": (100, 60)}}
    client = Client()
    step = token(client.get(URL))
    for _ in range(3):
        response = hint(client, step)
        assert response.status_code == HTTPStatus.OK
        step = token(response)
    response = hint(client, step)
    assert response.status_code == HTTPStatus.TOO_MANY_REQUESTS
    assert int(response["Retry-After"]) == 60
    with translation.override("ru"):
        assert translation.gettext("Slow down a little") in response.content.decode()
    assert Attempt.objects.get().step == 3  # the refused request changed nothing
    assert client.get(URL).status_code == HTTPStatus.OK  # looking is never limited
    # Another visitor is not limited.
    assert Client().get(URL).status_code == HTTPStatus.OK and hint(Client(), "0").status_code == HTTPStatus.OK


def test_many_visitors_from_one_address_share_its_allowance(settings) -> None:  # noqa: ANN001
    settings.RATE_LIMITS = {**settings.RATE_LIMITS, "puzzle": {"visitor": (100, 60), "ip": (4, 60)}}
    statuses = [hint(Client(), "0").status_code for _ in range(6)]
    assert statuses == [HTTPStatus.OK] * 4 + [HTTPStatus.TOO_MANY_REQUESTS] * 2
    assert statuses[-1] == HTTPStatus.TOO_MANY_REQUESTS
    assert hint(Client(), "0", REMOTE_ADDR="192.0.2.7").status_code == HTTPStatus.OK


def test_the_counts_live_in_the_shared_database_not_in_the_worker() -> None:
    client = Client()
    hint(client, token(client.get(URL)))
    keys = dict(Bucket.objects.values_list("key", "count"))
    assert keys["puzzle:ip:127.0.0.1"] == 1
    assert [k for k in keys if k.startswith("puzzle:visitor:")]


def test_counting_in_fixed_windows() -> None:
    rate = Rate(2, 60)
    assert [hit("k", rate, now=600.0) for _ in range(3)] == [0, 0, 60]
    assert hit("k", rate, now=659.5) == 1  # rounded up, never 0
    assert hit("k", rate, now=660.0) == 0  # a new window


def test_the_sweep_deletes_only_counters_of_windows_long_gone(monkeypatch) -> None:  # noqa: ANN001
    monkeypatch.setattr("throttle.limits.SWEEP_ONE_IN", 1)
    hit("hourly", Rate(5, 3600), now=6_000_000.0)
    hit("old", Rate(5, 60), now=6_000_000.0 - 2 * 24 * 3600)
    hit("minutely", Rate(5, 60), now=6_000_010.0)
    assert sorted(Bucket.objects.values_list("key", flat=True)) == ["hourly", "minutely"]


def test_without_a_database_the_limit_lets_requests_through() -> None:
    with mock.patch("throttle.limits._count", side_effect=OperationalError("down")):
        assert hit("k", Rate(1, 60)) == 0


def test_x_forwarded_for_counts_only_from_a_trusted_proxy(settings) -> None:  # noqa: ANN001
    factory = RequestFactory()
    spoofed = factory.post("/", REMOTE_ADDR="203.0.113.5", HTTP_X_FORWARDED_FOR="198.51.100.1")
    assert client_ip(spoofed) == "203.0.113.5"
    settings.TRUSTED_PROXIES = ["10.0.0.2"]
    proxied = factory.post("/", REMOTE_ADDR="10.0.0.2", HTTP_X_FORWARDED_FOR="1.2.3.4, 198.51.100.1")
    assert client_ip(proxied) == "198.51.100.1"  # the proxy appended the real client; 1.2.3.4 is the client's claim
    garbage = factory.post("/", REMOTE_ADDR="10.0.0.2", HTTP_X_FORWARDED_FOR="<script>")
    assert client_ip(garbage) == "10.0.0.2"


def test_the_decorator_limits_any_view_of_another_app(settings) -> None:  # noqa: ANN001
    settings.RATE_LIMITS = {**settings.RATE_LIMITS, "checker": {"ip": (2, 60)}}

    @rate_limited("checker")
    def check(request) -> HttpResponse:  # noqa: ANN001
        return HttpResponse("verdict")

    factory = RequestFactory()
    with translation.override("sv"):
        statuses = [check(factory.post("/sv/skip-bo/check/")).status_code for _ in range(3)]
        assert check(factory.get("/sv/skip-bo/check/")).status_code == HTTPStatus.OK  # GETs are not limited by default
    assert statuses == [HTTPStatus.OK, HTTPStatus.OK, HTTPStatus.TOO_MANY_REQUESTS]


def test_rotating_ipv6_addresses_inside_one_64_share_its_allowance(settings) -> None:  # noqa: ANN001
    settings.RATE_LIMITS = {**settings.RATE_LIMITS, "puzzle": {"visitor": (100, 60), "ip": (3, 60)}}
    statuses = [hint(Client(), "0", REMOTE_ADDR=f"2001:db8:7:9::{n:x}").status_code for n in range(1, 6)]
    assert statuses == [HTTPStatus.OK] * 3 + [HTTPStatus.TOO_MANY_REQUESTS] * 2
    assert hint(Client(), "0", REMOTE_ADDR="2001:db8:7:a::1").status_code == HTTPStatus.OK  # the next /64


def test_posts_without_the_visitor_cookie_are_one_visitor_per_address_and_leave_no_rows(settings) -> None:  # noqa: ANN001
    settings.RATE_LIMITS = {**settings.RATE_LIMITS, "puzzle": {"visitor": (3, 60), "ip": (100, 60)}}
    statuses = [Client().post(URL, {"step": "x", "action": "hint"}).status_code for _ in range(5)]
    assert statuses == [HTTPStatus.BAD_REQUEST] * 3 + [HTTPStatus.TOO_MANY_REQUESTS] * 2
    assert not Attempt.objects.exists()  # refused (400, 429): nothing stored
    assert sorted(Bucket.objects.values_list("key", flat=True)) == ["puzzle:ip:127.0.0.1",
                                                                    "puzzle:visitor:new@127.0.0.1"]


def test_a_class_behind_one_address_is_bound_by_each_learners_limit_not_the_addresses(settings) -> None:  # noqa: ANN001
    from config.settings import RATE_LIMITS as PRODUCTION

    visitor, address = Rate(*PRODUCTION["puzzle"]["visitor"]), Rate(*PRODUCTION["puzzle"]["ip"])
    assert address.per_second >= 50 * 40 / 60, "50 learners at 40 moves a minute each must get through"
    assert visitor.per_second * 20 <= address.per_second
    settings.RATE_LIMITS = {**settings.RATE_LIMITS, "puzzle": {"visitor": (3, 60), "ip": (60, 60)}}
    learners = [Client() for _ in range(10)]
    steps = [token(learner.get(URL)) for learner in learners]
    for _ in range(3):
        for n, learner in enumerate(learners):
            response = hint(learner, steps[n])
            assert response.status_code == HTTPStatus.OK
            steps[n] = token(response)
    assert hint(learners[0], steps[0]).status_code == HTTPStatus.TOO_MANY_REQUESTS
    assert hint(Client(), "0").status_code == HTTPStatus.OK


def test_the_checker_counts_rendered_pages_and_the_plan_and_new_previews_more_strictly(settings) -> None:  # noqa: ANN001
    settings.RATE_LIMITS = {**settings.RATE_LIMITS, "checker": {"ip": (6, 60)}, "plan": {"ip": (2, 60)},
                            "preview": {"ip": (1, 60)}}
    client = Client()
    base = "/fi/rummikub/check/?p=-%20/%20r:R1.R2.R3%20/%20r:%2314"
    assert [client.get(f"{base}&plan=1").status_code for _ in range(3)] == [200, 200, 429]
    assert client.get(base).status_code == HTTPStatus.OK  # the page without the plan: its own, larger allowance
    with translation.override("fi"):
        assert translation.gettext("Slow down a little") in client.get(f"{base}&plan=1").content.decode()
    previews = [client.get("/fi/rummikub/check/preview.png?p=-%20/%20r:R1.R2.R3%20/%20r:%2314&m=draw").status_code
                for _ in range(2)]
    assert previews == [200, 429]
    assert Client().get("/fi/rummikub/").status_code == HTTPStatus.OK  # rules pages are never counted


def test_counters_live_in_redis_when_configured(settings, redis_url: str) -> None:  # noqa: ANN001
    import redis

    settings.RATE_LIMIT_URL = redis_url
    settings.RATE_LIMITS = {**settings.RATE_LIMITS, "puzzle": {"visitor": (2, 60), "ip": (100, 60)}}
    client = Client()
    step = token(client.get(URL))
    for _ in range(2):
        step = token(hint(client, step))
    assert hint(client, step).status_code == HTTPStatus.TOO_MANY_REQUESTS
    assert not Bucket.objects.exists()
    keys = {key.decode() for key in redis.Redis.from_url(redis_url).keys("rl:*")}
    assert "rl:puzzle:ip:127.0.0.1:6000000" in keys and len(keys) == 2
    assert all(0 < redis.Redis.from_url(redis_url).ttl(key) <= 65 for key in keys)


def test_a_redis_that_fails_hands_the_counting_to_the_database(settings) -> None:  # noqa: ANN001
    import socket

    from throttle import limits

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    settings.RATE_LIMIT_URL = f"redis://127.0.0.1:{port}/0"
    limits.redis_breaker.succeeded()
    try:
        assert [hit("k", Rate(1, 60)) for _ in range(2)] == [0, 60]
        assert limits.redis_breaker.is_open and Bucket.objects.get().count == 2
    finally:
        limits.redis_breaker.succeeded()


def test_a_post_the_address_limit_refuses_gets_no_visitor_counter(settings) -> None:  # noqa: ANN001
    settings.RATE_LIMITS = {**settings.RATE_LIMITS, "puzzle": {"visitor": (100, 60), "ip": (1, 60)}}
    learners = [Client() for _ in range(4)]
    steps = [token(learner.get(URL)) for learner in learners]  # each has its visitor cookie
    assert hint(learners[0], steps[0]).status_code == HTTPStatus.OK
    for learner, step in zip(learners[1:], steps[1:], strict=True):
        assert hint(learner, step).status_code == HTTPStatus.TOO_MANY_REQUESTS
    assert Bucket.objects.filter(key__startswith="puzzle:visitor:").count() == 1
