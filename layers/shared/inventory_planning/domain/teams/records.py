"""The team record (REFERENCE 0.2 "Users, teams & roles"; issue 38; docs/decisions/0053).

A team names members and, optionally, shops: its shops add to the assigned shops of its members
(a shop-scoped member sees them from their next request). Instants are ISO 8601 UTC text.
"""

from __future__ import annotations

from dataclasses import dataclass

MAX_MEMBERS = 200
MAX_SHOPS = 100
NAME_MAX_LENGTH = 100


@dataclass(frozen=True, slots=True, kw_only=True)
class Team:
    """A team as the routes show it (wire ``Team``)."""

    id: str
    name: str
    description: str | None
    member_ids: tuple[str, ...]
    shop_ids: tuple[str, ...]
    created_at: str
    created_by: str
    updated_at: str
    updated_by: str
