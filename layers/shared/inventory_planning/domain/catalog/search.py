"""Autocomplete ranking for catalogue search (SPEC GET /api/search/product-variants).

Identifier fields (sku, externalReference, barcode) match exactly or by prefix; the name matches by
substring; all case-insensitive. Ranking: exact identifier hits, then prefix hits, then name
matches; ties keep identifier order (SKU ascending) so results are stable.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

MIN_SIMILARITY = 0.3  # a name this similar (trigrams) to the query matches; scores run from it to 1

EXACT, PREFIX, NAME = 0, 1, 2


@dataclass(frozen=True)
class Candidate:
    """A searchable row: its id, identifiers and display name."""

    id: str
    name: str
    identifiers: Sequence[str | None]


def match_rank(candidate: Candidate, query: str) -> int | None:
    """0 for an exact identifier hit, 1 for an identifier prefix hit, 2 for a name substring hit,
    None for no match. ``query`` is compared case-insensitively."""
    needle = query.strip().lower()
    if not needle:
        return NAME
    identifiers = [i.lower() for i in candidate.identifiers if i]
    if any(i == needle for i in identifiers):
        return EXACT
    if any(i.startswith(needle) for i in identifiers):
        return PREFIX
    if needle in candidate.name.lower():
        return NAME
    return None


def rank(candidates: Iterable[Candidate], query: str, limit: int) -> list[Candidate]:
    """The ``limit`` best matches of ``query``, deduplicated by id, in rank order."""
    scored: dict[str, tuple[int, int, Candidate]] = {}
    for position, candidate in enumerate(candidates):
        score = match_rank(candidate, query)
        if score is None:
            continue
        previous = scored.get(candidate.id)
        if previous is None or score < previous[0]:
            scored[candidate.id] = (score, position, candidate)
    ordered = sorted(scored.values(), key=lambda s: (s[0], s[1]))
    return [c for _, _, c in ordered[:limit]]


def trigrams(text: str) -> set[str]:
    """pg_trgm-style trigrams of each word of ``text`` (lower-cased, padded with two spaces before and one after)."""
    grams: set[str] = set()
    for word in "".join(ch if ch.isalnum() else " " for ch in text.lower()).split():
        padded = f"  {word} "
        grams.update(padded[i : i + 3] for i in range(len(padded) - 2))
    return grams


def trigram_similarity(a: str, b: str) -> float:
    """Shared trigrams over all trigrams of both (0..1), as PostgreSQL's pg_trgm ``similarity``."""
    left, right = trigrams(a), trigrams(b)
    if not left or not right:
        return 0.0
    return len(left & right) / len(left | right)


def inventory_item_score(query: str, sku: str, code: str | None, name: str) -> float | None:
    """REFERENCE 1.7 inventory-item search score: 2.0 for an exact SKU or code hit, 1.5 for a prefix
    hit, 0.3..1.0 for a name match (0.3 + 0.7 x trigram similarity; a name containing the query
    counts as a match even with a low similarity), None for no match. Case-insensitive."""
    needle = query.strip().lower()
    identifiers = [i.lower() for i in (sku, code) if i]
    if any(i == needle for i in identifiers):
        return 2.0
    if any(i.startswith(needle) for i in identifiers):
        return 1.5
    similarity = trigram_similarity(needle, name)
    if needle in name.lower() or similarity >= MIN_SIMILARITY:
        return round(MIN_SIMILARITY + (1 - MIN_SIMILARITY) * similarity, 4)
    return None
