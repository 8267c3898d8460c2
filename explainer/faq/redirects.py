"""Renamed answers keep their old address: ``"game/old-slug"`` → ``"new-slug"`` (a 301 to the new page).

Published slugs never change (``published.txt``); if one ever must, add its old form here in the same
commit. The test suite checks every entry points at a live answer and every published slug resolves.
"""

from __future__ import annotations

REDIRECTS: dict[str, str] = {}
