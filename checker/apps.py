from django.apps import AppConfig


class CheckerConfig(AppConfig):
    """Ask the table: check any position and move, share the verdict, keep the score."""

    name = "checker"
    default_auto_field = "django.db.models.BigAutoField"
