"""``manage.py purge_attempts``: delete puzzle attempts nobody has touched for a while, and every other
app's old per-visitor rows (``games.housekeeping``: games against the computer).

An attempt is the board of a puzzle in progress; a visitor who has not come back for ``--days`` (30 by
default) starts that puzzle afresh, which costs them nothing: their progress (solved, best moves, hints)
is kept. Progress rows are deleted only once the visitor's cookie has surely expired (``--progress-days``,
400 by default: the cookie's lifetime), since nobody can reach them any more. Run it daily (cron or a
systemd timer); ``--dry-run`` only counts.
"""

from __future__ import annotations

from datetime import timedelta

from django.core.management.base import BaseCommand, CommandParser
from django.utils import timezone

from games.housekeeping import purgers
from games.visitors import MAX_AGE
from tutorial.models import Attempt, Progress


class Command(BaseCommand):
    help = ("Delete puzzle attempts (and other apps' per-visitor rows) untouched for --days days, and progress "
            "no visitor can reach any more.")

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--days", type=int, default=30, help="age of an attempt to delete (default 30)")
        parser.add_argument("--progress-days", type=int, default=MAX_AGE // 86400,
                            help="age of a progress row to delete (default: the visitor cookie's lifetime)")
        parser.add_argument("--dry-run", action="store_true", help="count what would be deleted, delete nothing")

    def handle(self, *args: object, days: int, progress_days: int, dry_run: bool, **options: object) -> None:
        now = timezone.now()
        attempts = Attempt.objects.filter(updated__lt=now - timedelta(days=days))
        progress = Progress.objects.filter(updated__lt=now - timedelta(days=progress_days))
        others = [purge(days, dry_run) for purge in purgers()]
        more = "".join(f", {text}" for text in others)
        if dry_run:
            self.stdout.write(f"would delete {attempts.count()} attempts and {progress.count()} progress rows{more}")
            return
        gone_attempts, _ = attempts.delete()
        gone_progress, _ = progress.delete()
        self.stdout.write(f"deleted {gone_attempts} attempts and {gone_progress} progress rows{more}")
