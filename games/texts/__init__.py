"""Words for the engines' rule ids, cards and tiles, in every language (lazy translations).

``base`` has the shapes and param formatting; ``skipbo`` and ``rummikub`` each game's rule texts and
glossary; ``catalog`` looks them up by rule id.
"""
