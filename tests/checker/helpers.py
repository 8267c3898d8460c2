"""Reading the checker's pages in tests: the verdict element, the error box, and the form's values."""

from __future__ import annotations

import html
import re
from urllib.parse import urlencode

VERDICT = re.compile(r'data-verdict="(legal|illegal)" data-rule="([^"]+)"')
ERROR = re.compile(r'<div class="ck-error" role="alert" id="ck-error" data-bad="([^"]*)">(.*?)</div>', re.S)


def check_url(lang: str, game: str, position: str, move: str = "", **extra: str) -> str:
    params = {"p": position, **({"m": move} if move else {}), **extra}
    return f"/{lang}/{game}/check/?{urlencode(params)}"


def verdict(page: str) -> tuple[str, str] | None:
    found = VERDICT.search(page)
    return (found[1], found[2]) if found else None


def error(page: str) -> tuple[str, str] | None:
    """(kind, the visible message text) of the page's error box."""
    found = ERROR.search(page)
    if not found:
        return None
    text = html.unescape(re.sub(r"<[^>]+>", " ", found[2]))
    return found[1], " ".join(text.split())
