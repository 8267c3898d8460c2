"""bin/test runs ``mypy`` over the packages pyproject.toml lists: every top-level Python package of the
project except the tests is among them, so a new app is type-checked from its first commit."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_mypy_checks_every_package_of_the_project() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    packages = {p.parent.name for p in ROOT.glob("*/__init__.py")} - {"tests"}
    assert packages <= set(config["files"]), sorted(packages - set(config["files"]))
    assert "mypy_django_plugin.main" in config["plugins"]
