"""The site-wide search: players' questions in their own words, in four languages.

One module per job: ``analysis`` (text into terms: stems, compounds, stop words, numbers), ``stopwords``
and ``lexicon`` (what each language needs beyond its stemmer), ``synonyms`` (glossaries, TERMS.md, the
players' words), ``documents`` (what answers a question, from every registered game), ``index`` (BM25F
ranking, typo tolerance), ``query`` (a reader's query, cleaned and searched), ``highlight`` (matched words
marked, the rest escaped) and ``views`` (the search page and its partial).
"""
