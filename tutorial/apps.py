from django.apps import AppConfig


class TutorialConfig(AppConfig):
    """Scripted turn puzzles on a live board (issues 6 and 7)."""

    name = "tutorial"
    default_auto_field = "django.db.models.BigAutoField"
