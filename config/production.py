"""Production settings: everything from the environment, HTTPS only, hashed static files.

Required: ``DJANGO_SECRET_KEY``, ``DATABASE_URL``, ``SITE_URL`` (it refuses to start without them) and
``ALLOWED_HOSTS``. ``manage.py check --deploy`` reports nothing with these settings.
"""

import os

from django.core.exceptions import ImproperlyConfigured

from config.settings import *  # noqa: F403
from config.settings import env_flag

DEBUG = False
REQUIRED = {
    "DJANGO_SECRET_KEY": "a long random string, the same on every worker",
    "DATABASE_URL": "the shared database, e.g. postgres://user:password@db-host:5432/tablerules",
    "SITE_URL": "the public origin, e.g. https://rules.example.org (links in pages never come from the Host)",
}
missing = [f"{name} ({why})" for name, why in REQUIRED.items() if not os.environ.get(name, "").strip()]
if missing:
    raise ImproperlyConfigured("Production needs " + "; ".join(missing) + ".")
SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
if SECRET_KEY == DEV_SECRET_KEY or len(SECRET_KEY) < 32:  # noqa: F405
    raise ImproperlyConfigured("DJANGO_SECRET_KEY is the public development key or too short.")

STATIC_ROOT = BASE_DIR / "staticfiles"  # noqa: F405
WHITENOISE_USE_FINDERS = False
WHITENOISE_AUTOREFRESH = False
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"},
}

SECURE_SSL_REDIRECT = env_flag("DJANGO_SSL_REDIRECT", True)
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_HSTS_SECONDS = int(os.environ.get("DJANGO_HSTS_SECONDS", "31536000"))
SECURE_HSTS_INCLUDE_SUBDOMAINS = True
SECURE_HSTS_PRELOAD = True
SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True
