"""Who acts (kernel): the audit actor of a change, and the caller of a plan service.

Plain frozen dataclasses, imported by every layer: the API builds them from the caller's identity,
the services pass them down, the store writes ``Actor`` into audit entries.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Actor:
    """Who made a change: ``kind`` USER or API_TOKEN (SPEC's actor types; WORKFLOW and SYSTEM for
    workflow and job writes) and the user, token, workflow run or job id."""

    kind: str
    id: str


@dataclass(frozen=True)
class Caller:
    """Who reads or changes a plan: the organization (from the token, or the internal body), the
    audit actor (kind USER | API_TOKEN | WORKFLOW | SYSTEM, id), for workflow writes the workflow run
    id, and the shops a shop-scoped caller is assigned (None: every shop; docs/decisions/0019)."""

    organization_id: str
    actor: Actor
    source_ref: str | None = None
    shop_scope: frozenset[str] | None = None

    @property
    def actor_ref(self) -> dict[str, str]:
        """The actor as stored on plan records: ``{"kind": ..., "id": ...}``."""
        return {"kind": self.actor.kind, "id": self.actor.id}
