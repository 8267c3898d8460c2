"""Notation errors are data: every code an engine can raise is registered with its English message, and
the site has words for exactly those codes, in every language. The raise sites are read from the source,
so a new ``NotationError`` without a registered code (or one raised the old way, with an English
message) fails here, as does a code nobody raises any more."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from django.utils import translation

from engine.verdict import UNREGISTERED, NotationError, Place
from games.registry import GAMES, Game
from tests.conftest import TRANSLATED

ROOT = Path(__file__).resolve().parents[2]
SOURCES = [path for package in ("engine", "games", "checker", "explainer", "tutorial", "config", "tools")
           for path in (ROOT / package).rglob("*.py")]


def raised_codes(key: str) -> set[str]:
    """The first argument of every ``NotationError(…)`` in the engine package (a non-literal is kept as
    its source, so it can never match a code)."""
    found = set()
    for path in (ROOT / "engine" / key).rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "NotationError":
                first = node.args[0] if node.args else None
                found.add(first.value if isinstance(first, ast.Constant) else ast.unparse(node))
    return found


@pytest.mark.parametrize("game", list(GAMES.values()), ids=list(GAMES))
def test_the_codes_raised_are_the_codes_registered_and_worded(game: Game) -> None:
    assert raised_codes(game.key) == set(game.engine.ERRORS), "every raise names a registered code, and back"
    assert set(game.notation.errors) == set(game.engine.ERRORS), "every code has its words, and no more"


def test_nothing_outside_the_engines_raises_an_unregistered_code() -> None:
    """The checker's board raises the engine's own codes (a card the deck does not have, …)."""
    registered = {code for game in GAMES.values() for code in game.engine.ERRORS}
    bad = []
    for path in SOURCES:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "NotationError":
                first = node.args[0] if node.args else None
                code = first.value if isinstance(first, ast.Constant) else None
                if code not in registered and not (code is None and path.parent.name != "engine"):
                    bad.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not bad


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("game", list(GAMES.values()), ids=list(GAMES))
def test_every_code_is_worded_in_every_language(game: Game, lang: str) -> None:
    english = {code: str(text % Sample()) for code, text in game.notation.errors.items()}
    with translation.override(lang):
        untranslated = [code for code, text in game.notation.errors.items() if str(text % Sample()) == english[code]]
    assert not untranslated


class Sample(dict[str, object]):
    """Any param a sentence asks for (``%(count)s`` picks the plural form): 3."""

    def __missing__(self, key: str) -> object:
        return 3


def test_an_error_keeps_its_code_place_and_params_and_reads_as_english() -> None:
    from engine import skipbo

    with pytest.raises(NotationError) as caught:
        skipbo.parse("b:4,-,-,- / s:5 d:1,-,-,-,- / s:6")
    error = caught.value
    assert error.code == "skipbo.discards-too-many" and error.where == Place("d", seat=0)
    assert error.params == {"count": 5, "most": 4}
    assert str(error) == "seat 0 d: 5 discard piles, more than 4"


def test_an_error_raised_the_old_way_still_reads_but_has_no_code_of_its_own() -> None:
    error = NotationError("slot 1 is odd", field="b")
    assert (error.code, error.field, str(error)) == (UNREGISTERED, "b", "b: slot 1 is odd")
