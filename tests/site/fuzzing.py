"""Malformed requests for every endpoint, found from the URL configuration itself.

``endpoints()`` walks the URL resolver, so a view added under any app (the checker's, say) is fuzzed
without editing this file: each route is filled in with values that reach the view (every game, and the
slugs the sitemap lists for that game) and in every language. ``field_names()`` reads the forms and
links of those pages, so the fuzzer sends the parameter names the views actually read. ``requests()``
is the Hypothesis strategy: a method, a path (valid, or with a segment replaced by something hostile), a
query string, headers (a forged Host, htmx, odd content types, a tampered visitor cookie) and a body.
Used by tests/site/test_fuzz.py and by ``bin/bench --only fuzz`` (a longer run).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache
from urllib.parse import quote, urlencode

from django.conf import settings
from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver
from django.utils import translation
from hypothesis import strategies as st

CONVERTER = re.compile(r"<(?:(?P<conv>[^>:]+):)?(?P<name>[^>]+)>")
METHODS = ["GET", "GET", "GET", "HEAD", "POST", "POST", "POST", "PUT", "DELETE", "OPTIONS", "PATCH"]
HOSTILE = [
    "", "0", "-1", "00", "9" * 40, "³", "²", "①", "٣", "０", "1e9", "0x10", "NaN", "∞", "１２",
    "h5", "b1", "s", "mv:R5>2@0", "split:1@3", "t:-", "J.J.J", "K13.K1.K2", "@9d9", "score:-99999",
    "../../etc/passwd", "%00", "\x00", "\x7f", "\t\n\r", " ", "a" * 5000, "<script>alert(1)</script>",
    "javascript:alert(1)", "//evil.example/x", "/\\evil.example", "https://evil.example/", "' OR 1=1 --",
    "{{ 7*7 }}", "%(x)s", "☃", "ё", "ä" * 300, "\u202e", "🂡" * 50, "null", "[]", "{}", ",,,", "1,2,3",
]
CONTENT_TYPES = [
    "application/x-www-form-urlencoded", "application/x-www-form-urlencoded; charset=latin-1",
    "application/x-www-form-urlencoded; charset=nonsense", "multipart/form-data; boundary=x",
    "multipart/form-data", "application/json", "text/plain", "", "application/octet-stream",
]
FIXED = ["step", "action", "move", "from", "to", "p", "m", "q", "csrfmiddlewaretoken", "page", "lang", "next"]


@dataclass(frozen=True)
class Endpoint:
    """One route filled in: ``name`` as in the URL configuration, ``paths`` in every language."""

    name: str
    paths: tuple[str, ...] = field(default_factory=tuple)


def _routes(patterns: list, prefix: str = "") -> list[tuple[str, str]]:
    found: list[tuple[str, str]] = []
    for entry in patterns:
        if isinstance(entry, URLResolver):
            found += _routes(entry.url_patterns, prefix + _text(entry.pattern))
        elif isinstance(entry, URLPattern):
            found.append((entry.name or entry.lookup_str, prefix + _text(entry.pattern)))
    return found


def _text(pattern: object) -> str:
    if hasattr(pattern, "language_prefix"):  # i18n_patterns: filled in per language below
        return "{lang}/"
    return str(pattern).lstrip("^").rstrip("$")


@cache
def _samples() -> dict[str, dict[str, set[str]]]:
    """For each game, the values each URL kwarg takes on the public pages (the sitemap's list)."""
    from games.sitemaps import public_pages

    values: dict[str, dict[str, set[str]]] = {}
    for _name, kwargs in public_pages():
        game = kwargs.get("game", "")
        for key, value in kwargs.items():
            values.setdefault(game, {}).setdefault(key, set()).add(value)
    return values


@cache
def endpoints() -> tuple[Endpoint, ...]:
    """Every route of the URL configuration, filled in with values that reach its view."""
    samples = _samples()
    games = sorted(g for g in samples if g)
    out = []
    for name, route in _routes(get_resolver().url_patterns):
        paths: list[str] = []
        for game in games or [""]:
            filled = [route]
            for match in CONVERTER.finditer(route):
                key = match["name"]
                options = sorted(samples.get(game, {}).get(key, set())) or (games if key == "game" else ["x"])
                if key == "game":
                    options = [game]
                filled = [f.replace(match.group(0), value, 1) for f in filled for value in options[:4]]
            paths += filled
        langs = [code for code, _ in settings.LANGUAGES] if "{lang}" in route else [""]
        out.append(Endpoint(name, tuple(sorted({"/" + p.replace("{lang}", lang) for p in paths for lang in langs}))))
    return tuple(out)


@cache
def field_names() -> tuple[str, ...]:
    """The names of every form field and link parameter on one page of each endpoint (English)."""
    names = set(FIXED)
    client = Client()
    with translation.override("en"):
        for endpoint in endpoints():
            english = [p for p in endpoint.paths if p.startswith("/en/")] or list(endpoint.paths)
            if not english:
                continue
            html = client.get(english[0]).content.decode(errors="replace")
            names.update(re.findall(r'\bname="([A-Za-z0-9_\-]{1,30})"', html))
            names.update(re.findall(r'[?&;]([A-Za-z0-9_\-]{1,20})=', html))
    return tuple(sorted(names - {"viewport", "description", "robots", "color-scheme", "htmx-config",
                                 "twitter:card", "twitter:title", "twitter:description"}))


def _segment_swap(path: str, data: st.DataObject) -> str:
    parts = path.split("/")
    index = data.draw(st.integers(0, len(parts) - 1))
    value = data.draw(st.sampled_from(HOSTILE) | st.text(max_size=30))
    parts[index] = quote(value, safe="") if data.draw(st.booleans()) else value.replace("?", "").replace("#", "")
    return "/".join(parts)


@st.composite
def requests(draw: st.DrawFn) -> dict:
    """One malformed (or nearly valid) request as keyword arguments for ``Client.generic``."""
    endpoint = draw(st.sampled_from(endpoints()))
    path = draw(st.sampled_from(endpoint.paths))
    data = draw(st.data())
    if draw(st.integers(0, 3)) == 0:
        path = _segment_swap(path, data)
    names = field_names()
    params = draw(st.lists(st.tuples(st.sampled_from(names) | st.text(max_size=8),
                                     st.sampled_from(HOSTILE) | st.text(max_size=60)), max_size=6))
    query = urlencode(params) if draw(st.booleans()) else draw(st.sampled_from(["", "%ff%fe", "a=%00&&=", "=", "&"]))
    method = draw(st.sampled_from(METHODS))
    headers: dict[str, str] = {}
    if draw(st.integers(0, 5)) == 0:
        headers["HTTP_HOST"] = draw(st.sampled_from(["evil.example", "127.0.0.1:99999", "[::1", "a b", "",
                                                     "ü.example"]))
    if draw(st.booleans()):
        headers["HTTP_HX_REQUEST"] = "true"
    if draw(st.integers(0, 3)) == 0:
        headers["HTTP_COOKIE"] = draw(st.sampled_from([
            "tr_visitor=garbage", "tr_visitor=" + "x" * 4000, "tr_visitor=a:b:c", "csrftoken=\x00", "=;;=",
            "tr_visitor=\"quoted\"", "sessionid=../../x"]))
    if draw(st.integers(0, 4)) == 0:
        headers["HTTP_ACCEPT_LANGUAGE"] = draw(st.sampled_from(["ru", "xx", "*", "fi;q=abc", "sv-SE,sv;q=0.9", "ä"]))
    body: bytes | str = b""
    content_type = "application/x-www-form-urlencoded"
    if method in ("POST", "PUT", "PATCH", "DELETE"):
        content_type = draw(st.sampled_from(CONTENT_TYPES))
        body = draw(st.sampled_from([
            urlencode(params), urlencode(params).encode("latin-1", "replace"), b"\xff\xfe\x00garbage",
            b"step=" + b"9" * 100, b"a" * 40_000, b"--x\r\nContent-Disposition: form-data; name=\"f\"; "
            b"filename=\"a.txt\"\r\n\r\nhello\r\n--x--\r\n", b"", b"=&=&step=%FF"]))
    return {"method": method, "path": path + ("?" + query if query else ""), "data": body,
            "content_type": content_type, **headers}
