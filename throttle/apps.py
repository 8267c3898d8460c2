from django.apps import AppConfig


class ThrottleConfig(AppConfig):
    name = "throttle"
    default_auto_field = "django.db.models.BigAutoField"
