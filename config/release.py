"""The release id: one short string that changes whenever anything a page is made of changes.

It keys the server-side page cache, the pages' ETags and the service worker's offline cache, so a new
release invalidates all three at once. Production may name it (``RELEASE_ID``, e.g. the deployed commit);
otherwise it is a fingerprint of the shipped files' contents (code, templates, catalogs, static files),
the same in every worker process and on every machine that runs the same files.
"""

from __future__ import annotations

import functools
import hashlib
from pathlib import Path

from django.conf import settings

# What a page is made of; the rest (tests, tools, virtualenv, databases, caches) does not change one.
SHIPPED_SUFFIXES = frozenset({".py", ".html", ".txt", ".po", ".css", ".js", ".svg", ".png", ".ttf", ".json"})
NOT_SHIPPED = frozenset({".venv", ".git", "var", "staticfiles", "tests", "tools", "node_modules", "__pycache__",
                         ".ruff_cache", ".pytest_cache", ".ci", "bin"})


@functools.cache
def release_id() -> str:
    """``settings.RELEASE_ID`` when set, else the fingerprint of the shipped files (12 hex digits)."""
    named = getattr(settings, "RELEASE_ID", "")
    if named:
        return str(named)
    return fingerprint(Path(settings.BASE_DIR))


def fingerprint(root: Path) -> str:
    """A hash of every shipped file's path and contents under ``root``, in a stable order."""
    digest = hashlib.sha256()
    for path in sorted(shipped_files(root)):
        digest.update(path.relative_to(root).as_posix().encode())
        digest.update(b"\0")
        digest.update(path.read_bytes())
        digest.update(b"\0")
    return digest.hexdigest()[:12]


def shipped_files(root: Path):
    for child in root.iterdir():
        if child.name in NOT_SHIPPED or child.name.startswith("."):
            continue
        if child.is_dir():
            yield from shipped_files(child)
        elif child.suffix in SHIPPED_SUFFIXES:
            yield child
