"""The learner's map (inside the language prefix): the map of a game, its reset, "I know this rule", and
the code that carries it to another device."""

from django.urls import path

from progress import views

urlpatterns = [
    path("<game:game>/progress/", views.map_page, name="progress_map"),
    path("<game:game>/progress/reset/", views.reset, name="progress_reset"),
    path("<game:game>/progress/known/", views.known, name="progress_known"),
    path("<game:game>/progress/carry/", views.carry, name="progress_carry"),
    path("<game:game>/progress/take/", views.take, name="progress_take"),
    path("<game:game>/progress/next.json", views.next_rule, name="progress_next"),
]
