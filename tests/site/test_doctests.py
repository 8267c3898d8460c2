"""The examples in the docstrings of the site's own modules run (pytest collects doctests only under
tests/ and engine/)."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = ["config.breaker", "config.database", "config.parsing", "games.labels", "games.typography",
           "throttle.decorators", "throttle.limits",
           "tutorial.goals"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted > 0 and result.failed == 0
