"""Draw the stratified random sample of catalog entries a native reviewer reads in context.

    python -m tools.review_sample ru --seed 20261208 [--size 360] [--commit REV] > sample-ru.md

A review's figure ("98 % clean") only means something if anyone can draw the same entries again: the
sample depends on nothing but the catalog at ``--commit`` (default: the working tree), the language and
the seed. Entries are grouped into strata by the part of the site that shows them (the first ``#:``
location of the entry); every stratum gets its share of ``--size`` (at least ``MIN_PER_STRATUM`` entries,
or all of a smaller one), and the parts added last — the coached game, the coach and the learner's map —
count double, so a review reads them more closely than prose that earlier reviews already read.
"""

from __future__ import annotations

import argparse
import io
import random
import subprocess
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from babel.messages.catalog import Message
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parent.parent
MIN_PER_STRATUM = 12

# (stratum, location prefixes, weight): the first matching prefix of an entry's first location wins.
STRATA: tuple[tuple[str, tuple[str, ...], int], ...] = (
    ("personal puzzles and the learner's map", ("tutorial/personal", "progress/"), 2),
    ("coached game", ("play/",), 2),
    ("coach", ("games/coach",), 2),
    ("FAQ", ("explainer/faq",), 1),
    ("search", ("explainer/search",), 1),
    ("puzzles", ("tutorial/",), 1),
    ("rule texts and glossaries", ("games/texts",), 1),
    ("diagrams and boards", ("games/diagrams", "games/boards", "games/verdicts", "engine/"), 1),
    ("checker and score keeper", ("checker/",), 1),
    ("errors and offline pages", ("config/", "templates/4", "templates/5", "templates/offline"), 1),
    ("rules pages and navigation", ("",), 1),
)


@dataclass(frozen=True)
class Entry:
    """One catalog entry as the reviewer sees it."""

    stratum: str
    msgid: str | tuple[str, ...]
    msgstr: str | tuple[str, ...]
    locations: tuple[str, ...]
    comments: tuple[str, ...]


def stratum_of(message: Message) -> str:
    """The part of the site that shows ``message`` (by its first source location)."""
    first = message.locations[0][0] if message.locations else ""
    return next(name for name, prefixes, _ in STRATA if first.startswith(prefixes))


def read_catalog(language: str, commit: str | None) -> list[Entry]:
    """The language's catalog entries (at ``commit``, else in the working tree), in file order."""
    path = f"locale/{language}/LC_MESSAGES/django.po"
    if commit:
        data = subprocess.run(["git", "-C", str(ROOT), "show", f"{commit}:{path}"],
                              check=True, capture_output=True).stdout
    else:
        data = (ROOT / path).read_bytes()
    catalog = read_po(io.BytesIO(data))
    return [Entry(stratum_of(m), _frozen(m.id), _frozen(m.string or ""), tuple(loc for loc, _ in m.locations),
                  tuple(m.auto_comments)) for m in catalog if m.id]


def _frozen(text: str | tuple[str, ...] | list[str]) -> str | tuple[str, ...]:
    """A message text as the hashable value ``Entry`` keeps (plural forms as a tuple)."""
    return text if isinstance(text, str) else tuple(text)


def allocation(sizes: dict[str, int], size: int) -> dict[str, int]:
    """How many entries each stratum gives: a weighted share of ``size``, never below the floor."""
    weights = {name: weight for name, _, weight in STRATA}
    weighted = sum(sizes[name] * weights[name] for name in sizes)
    return {name: min(count, max(MIN_PER_STRATUM, round(size * count * weights[name] / weighted)))
            for name, count in sizes.items()}


def draw(entries: Sequence[Entry], seed: int, size: int) -> list[Entry]:
    """The sample: within each stratum (in ``STRATA`` order) a seeded random choice, in catalog order."""
    rng = random.Random(seed)
    by_stratum: dict[str, list[Entry]] = {}
    for entry in entries:
        by_stratum.setdefault(entry.stratum, []).append(entry)
    shares = allocation({name: len(group) for name, group in by_stratum.items()}, size)
    chosen: list[Entry] = []
    for name, _, _ in STRATA:
        group = by_stratum.get(name, [])
        picked = set(rng.sample(range(len(group)), shares.get(name, 0)))
        chosen.extend(entry for index, entry in enumerate(group) if index in picked)
    return chosen


def _text(value: str | tuple[str, ...]) -> Iterable[str]:
    return (value,) if isinstance(value, str) else value


def render(language: str, seed: int, commit: str | None, entries: Sequence[Entry],
           sample: Sequence[Entry]) -> str:
    """The sample as a numbered Markdown list, with per-stratum counts (sampled / in the catalog)."""
    totals: dict[str, int] = {}
    for entry in entries:
        totals[entry.stratum] = totals.get(entry.stratum, 0) + 1
    lines = [f"# Review sample: {language}, seed {seed}, {len(sample)} of {len(entries)} entries"
             f" (catalog at {commit or 'the working tree'})", "", "| stratum | sampled / total |", "|---|---|"]
    for name, _, _ in STRATA:
        if name in totals:
            lines.append(f"| {name} | {sum(e.stratum == name for e in sample)} / {totals[name]} |")
    for number, entry in enumerate(sample, 1):
        lines += ["", f"## {number}. {entry.stratum} — {', '.join(entry.locations)}"]
        lines += [f"note: {comment}" for comment in entry.comments]
        lines += [f"en: {text}" for text in _text(entry.msgid)]
        lines += [f"{language}[{index}]: {text}" if isinstance(entry.msgstr, tuple) else f"{language}: {text}"
                  for index, text in enumerate(_text(entry.msgstr))]
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("language", choices=("ru", "fi", "sv"))
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--size", type=int, default=360)
    parser.add_argument("--commit", help="read the catalog at this revision (default: the working tree)")
    args = parser.parse_args(argv)
    entries = read_catalog(args.language, args.commit)
    sample = draw(entries, args.seed, args.size)
    sys.stdout.write(render(args.language, args.seed, args.commit, entries, sample))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
