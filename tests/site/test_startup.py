"""Settings that refuse to start wrong: production without its secret key, database or public origin,
and any run without DEBUG on the public development key."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from config.settings import DEV_SECRET_KEY

ROOT = Path(__file__).resolve().parents[2]
GOOD = {"DJANGO_SECRET_KEY": "k" * 50, "DATABASE_URL": "postgres://u:p@127.0.0.1:1/rules",
        "SITE_URL": "https://rules.example.org", "ALLOWED_HOSTS": "rules.example.org"}


def start(module: str, **env: str) -> subprocess.CompletedProcess[str]:
    """Load the settings in a fresh interpreter, as a worker starting up does."""
    clean = {k: v for k, v in os.environ.items() if k not in {*GOOD, "DJANGO_DEBUG", "DJANGO_SETTINGS_MODULE"}}
    code = "import django; django.setup(); from django.conf import settings; print(settings.DEBUG)"
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60,
                          env={**clean, "DJANGO_SETTINGS_MODULE": module, **env})


def test_production_starts_with_everything_it_needs() -> None:
    result = start("config.production", **GOOD)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "False"


@pytest.mark.parametrize("missing", ["DJANGO_SECRET_KEY", "DATABASE_URL", "SITE_URL"])
def test_production_refuses_to_start_without(missing: str) -> None:
    result = start("config.production", **{k: v for k, v in GOOD.items() if k != missing})
    assert result.returncode != 0
    assert "ImproperlyConfigured" in result.stderr and missing in result.stderr


@pytest.mark.parametrize("module", ["config.settings", "config.production"])
def test_the_public_development_key_is_refused_without_debug(module: str) -> None:
    result = start(module, **{**GOOD, "DJANGO_SECRET_KEY": DEV_SECRET_KEY})
    assert result.returncode != 0 and "DJANGO_SECRET_KEY" in result.stderr


def test_debug_may_use_the_development_key_and_a_local_run_gets_a_random_one() -> None:
    assert start("config.settings", DJANGO_DEBUG="1").returncode == 0
    code = "import django; django.setup(); from django.conf import settings; print(settings.SECRET_KEY)"
    env = {k: v for k, v in os.environ.items() if k not in {"DJANGO_SECRET_KEY", "DJANGO_DEBUG"}}
    key = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60,
                         env={**env, "DJANGO_SETTINGS_MODULE": "config.settings"}).stdout.strip()
    assert len(key) >= 50 and key != DEV_SECRET_KEY
