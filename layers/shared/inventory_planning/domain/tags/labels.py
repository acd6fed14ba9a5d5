"""Tags (REFERENCE 6.2): labels put on catalogue entities, by hand or by tagging rules (pure).

A tag has a ``kind``: DATA tags are assigned by tagging rules only, BUSINESS tags by hand only (the
``/api/tags/{id}/assignments`` routes), MIXED tags by both. Its ``targets`` name the entity types it
may be put on (PRODUCT, VARIANT, BRAND, INVENTORY_ITEM). An assignment of a tag to an entity holds
the *sources* that put it there: ``MANUAL`` and ``RULE#<ruleId>`` per rule; it exists while at least
one source holds it (docs/decisions/0035-tags.md).
"""

from __future__ import annotations

from dataclasses import dataclass

TAG_KINDS: tuple[str, ...] = ("DATA", "BUSINESS", "MIXED")
"""What may assign a tag: DATA rules only, BUSINESS people only, MIXED both."""

TAG_TARGETS: tuple[str, ...] = ("PRODUCT", "VARIANT", "BRAND", "INVENTORY_ITEM")
"""The entity types a tag may be put on (the workflows' trigger entity types)."""

MANUAL_SOURCE = "MANUAL"
"""The source of an assignment made through the assignment routes."""

RULE_SOURCE_PREFIX = "RULE#"
"""The source of a tagging rule's assignment is ``RULE#<ruleId>``."""

MAX_TAGS_PER_ORGANIZATION = 200
"""At most this many tags per organization: an entity's tag set is then bounded (decision 0035)."""

MAX_MANUAL_IDS = 500
"""At most this many entity ids per manual assignment request."""

MAX_TAG_RULES = 20
"""At most this many tag rules on an alert."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Tag:
    """A tag (wire ``Tag``): ``kind`` one of :data:`TAG_KINDS`, ``targets`` a subset of
    :data:`TAG_TARGETS` (in that order), ``color`` a ``#RRGGBB`` string or None, ``assignment_count``
    the number of entities carrying it (all types, exact: maintained with every assignment change),
    instants ISO 8601 UTC, ``created_by``/``updated_by`` the user or token id."""

    id: str
    name: str
    description: str | None
    kind: str
    targets: list[str]
    color: str | None
    assignment_count: int
    created_at: str
    created_by: str
    updated_at: str
    updated_by: str


@dataclass(frozen=True, slots=True)
class RuleAssignmentChange:
    """What applying a tagging rule's matches changed: ``created`` entities that gained the rule's
    source (a new assignment, or the rule joining another source's), ``removed`` entities that lost it
    (the assignment goes when no other source holds it)."""

    created: int
    removed: int


@dataclass(frozen=True, slots=True, kw_only=True)
class TagsAssigned:
    """A manual assignment request (wire ``TagsAssigned``): ``assigned`` entities that gained the
    MANUAL source, ``unchanged`` those that already had it."""

    assigned: int
    unchanged: int


@dataclass(frozen=True, slots=True, kw_only=True)
class TagsRemoved:
    """A manual removal request (wire ``TagsRemoved``): ``removed`` entities that lost the MANUAL
    source (the tag stays where a rule holds it too), ``unchanged`` those that never had it."""

    removed: int
    unchanged: int


@dataclass(frozen=True, slots=True, kw_only=True)
class TaggedEntity:
    """An entity carrying a tag (wire ``TaggedEntity``): ``label`` its name or SKU (None when the
    catalogue no longer has it), ``sources`` sorted, ``assigned_at`` ISO 8601 UTC."""

    id: str
    entity_type: str
    label: str | None
    sources: list[str]
    assigned_at: str | None


@dataclass(frozen=True, slots=True, kw_only=True)
class TagDeleted:
    """A deleted tag (wire ``TagDeleted``): ``assignments_deleted`` by the request itself,
    ``purge_queued`` when more remained for the job worker."""

    id: str
    assignments_deleted: int
    purge_queued: bool


def rule_source(rule_id: str) -> str:
    """The source of a tagging rule's assignments: ``RULE#<ruleId>``."""
    return f"{RULE_SOURCE_PREFIX}{rule_id}"


def manual_allowed(kind: str) -> bool:
    """Whether people may assign a tag of ``kind`` by hand (BUSINESS or MIXED)."""
    return kind in ("BUSINESS", "MIXED")


def rules_allowed(kind: str) -> bool:
    """Whether tagging rules may assign a tag of ``kind`` (DATA or MIXED)."""
    return kind in ("DATA", "MIXED")


def ordered_targets(targets: list[str]) -> list[str]:
    """``targets`` without duplicates, in :data:`TAG_TARGETS` order."""
    return [t for t in TAG_TARGETS if t in set(targets)]


def name_key(name: str) -> str:
    """The uniqueness key of a tag name: trimmed, case-folded (``Broken size`` = `` broken SIZE``)."""
    return " ".join(name.split()).casefold()


def matches(tag_ids: frozenset[str], include: frozenset[str], exclude: frozenset[str]) -> bool:
    """Whether an entity carrying ``tag_ids`` has at least one ``include`` tag and no ``exclude`` tag."""
    return bool(tag_ids & include) and not (tag_ids & exclude)


def widens(old_kind: str, old_targets: list[str], new_kind: str, new_targets: list[str]) -> bool:
    """Whether a kind and targets change keeps every assignment a tag may already hold valid: the same
    kind or MIXED, and every old target kept."""
    return (new_kind in (old_kind, "MIXED")) and set(old_targets) <= set(new_targets)
