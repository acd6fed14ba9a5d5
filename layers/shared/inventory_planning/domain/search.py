"""Autocomplete ranking for catalogue search (SPEC GET /api/search/product-variants).

Identifier fields (sku, externalReference, barcode) match exactly or by prefix; the name matches by
substring; all case-insensitive. Ranking: exact identifier hits, then prefix hits, then name
matches; ties keep identifier order (SKU ascending) so results are stable.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

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
