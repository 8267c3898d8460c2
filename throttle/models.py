"""One counter per rate-limit key (scope, kind and who), for the current window only."""

from __future__ import annotations

from django.db import models


class Bucket(models.Model):
    """How many requests ``key`` made in the window that started at ``window`` (seconds since the epoch)."""

    key = models.CharField(max_length=120, primary_key=True)
    window = models.BigIntegerField()
    count = models.PositiveIntegerField(default=0)
