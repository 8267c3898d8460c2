"""Docstrings and comments name modules as ``package.module.name``; a name that no longer exists (an
``explainer.leaflets`` after the leaflets moved to ``games``) sends the next reader looking for nothing.
Every such dotted reference to a project package must resolve to a module, or to a name in one."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("engine", "games", "explainer", "tutorial", "checker", "config", "throttle", "tools")
REFERENCE = re.compile(r"``((?:" + "|".join(PACKAGES) + r")(?:\.[A-Za-z_][A-Za-z0-9_]*)+)")


def resolves(dotted: str) -> bool:
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            obj: object = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        except Exception:  # noqa: BLE001 - it exists but refuses to import here (config.production)
            return True
        for name in parts[cut:]:
            if not hasattr(obj, name):
                return False
            obj = getattr(obj, name)
        return True
    return False


def test_every_dotted_reference_in_the_sources_exists() -> None:
    stale = []
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                for dotted in REFERENCE.findall(line):
                    if not resolves(dotted):
                        stale.append(f"{path.relative_to(ROOT)}:{number}: {dotted}")
    assert not stale, "\n".join(stale)
