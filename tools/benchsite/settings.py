"""The site's own settings with the benchmark's URLs (the site's, plus the bare page)."""

from config.settings import *  # noqa: F403

ROOT_URLCONF = "tools.benchsite.urls"
