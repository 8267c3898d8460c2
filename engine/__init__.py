"""The rules engines of Table Rules: pure Python, no Django.

>>> from engine import skipbo, rummikub

Both games expose the same entry points: ``parse``, ``dump``, ``judge``, ``play``, ``score``,
``solve`` (see ../shared/spec/notation.md).
"""
