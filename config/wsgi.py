"""WSGI entry point (``gunicorn -c config/gunicorn.py config.wsgi``).

Django builds the request before any middleware runs. With a ``charset`` in ``Content-Type`` it re-reads
the query string in that charset while building it, and a query of more than
``DATA_UPLOAD_MAX_NUMBER_FIELDS`` fields then raises outside every error handler: the server's bare 500.
:class:`Request` defers that reading to the first use of ``request.GET``, where the same error is an
ordinary 400 page.
"""

import os

import django
from django.core.handlers.wsgi import WSGIHandler, WSGIRequest


class Request(WSGIRequest):
    @property
    def encoding(self):  # noqa: ANN201 - Django's property, unchanged
        return self._encoding

    @encoding.setter
    def encoding(self, value: str) -> None:
        """As Django's, but without parsing the query string only to throw it away (``hasattr(self, "GET")``
        evaluates it)."""
        self._encoding = value
        self.__dict__.pop("GET", None)
        self.__dict__.pop("_post", None)


class Handler(WSGIHandler):
    request_class = Request


os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
django.setup(set_prefix=False)  # as django.core.wsgi.get_wsgi_application
application = Handler()
