from django.apps import AppConfig


class ExplainerConfig(AppConfig):
    """Rule pages, glossaries and localized rule messages: words for the engine's verdicts."""

    name = "explainer"
    default_auto_field = "django.db.models.BigAutoField"
