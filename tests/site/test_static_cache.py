"""Static files as production serves them: hashed names, kept a year (immutable), Brotli and gzip ready."""

from __future__ import annotations

import re
from http import HTTPStatus

import pytest
from django.core.management import call_command
from django.test import Client, override_settings

pytestmark = pytest.mark.django_db

PRODUCTION_STATIC = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"},
}


@pytest.fixture(scope="module")
def static_root(tmp_path_factory) -> str:
    root = tmp_path_factory.mktemp("staticfiles")
    with override_settings(STATIC_ROOT=root, STORAGES=PRODUCTION_STATIC):
        # Only what the pages use: the other htmx builds and the preview fonts would just slow the test.
        call_command("collectstatic", interactive=False, verbosity=0,
                     ignore_patterns=["htmx-4*", "htmax-*", "htmx-2.js", "ext", "*.ttf", "django-htmx.js"])
    return str(root)


def test_hashed_static_files_are_kept_a_year_and_served_compressed(static_root: str) -> None:
    with override_settings(STATIC_ROOT=static_root, STORAGES=PRODUCTION_STATIC, WHITENOISE_USE_FINDERS=False,
                           WHITENOISE_AUTOREFRESH=False):
        client = Client()
        html = client.get("/en/skip-bo/").content.decode()
        assets = re.findall(r'(?:href|src)="(/static/[^"]+\.[0-9a-f]{12}\.(?:css|js))"', html)
        assert len(assets) >= 3, "stylesheets and scripts carry a content hash in production"
        for path in assets:
            response = client.get(path, HTTP_ACCEPT_ENCODING="gzip, deflate, br")
            assert response.status_code == HTTPStatus.OK, path
            control = response["Cache-Control"]
            assert "immutable" in control and "public" in control, (path, control)
            assert int(re.search(r"max-age=(\d+)", control).group(1)) >= 365 * 24 * 3600
            assert response["Content-Encoding"] == "br", path
            assert "Accept-Encoding" in response["Vary"]
        b"".join(response.streaming_content)
