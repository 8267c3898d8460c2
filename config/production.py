"""Production settings: everything from the environment, HTTPS only, hashed static files.

Required: ``DJANGO_SECRET_KEY``, ``ALLOWED_HOSTS``, ``DATABASE_URL``. ``manage.py check --deploy``
reports nothing with these settings.
"""

import os

from django.core.exceptions import ImproperlyConfigured

from config.settings import *  # noqa: F403
from config.settings import env_flag

DEBUG = False
if "DJANGO_SECRET_KEY" not in os.environ:
    raise ImproperlyConfigured("Set DJANGO_SECRET_KEY (a long random string) for production.")
SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]

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
