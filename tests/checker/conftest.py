"""Every checker page is rate-limited per client address (``throttle``: counts kept in the database), so every
test here may touch the database."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _throttle_counts(db: None) -> None:
    """The database for the rate limiter's counts."""
