"""Org lists: supplier blacklist, brand restrictions, return reason codes (SPEC POST
/api/org-lists/{listType}/entries). One list per ``listType``; a value is unique in its list."""

from __future__ import annotations

from typing import Any

from inventory_planning.domain.configuration.intelligence import new_org_list_entry, normalise_list_value
from inventory_planning.domain.configuration.records import OrgListEntry
from inventory_planning.domain.stored import of_stored
from inventory_planning.kernel import clock
from inventory_planning.kernel.actors import Actor
from inventory_planning.kernel.errors import InvalidInput, Missing, field_error
from inventory_planning.kernel.ids import new_id
from inventory_planning.store.configuration import ORG_LIST_ENTRY
from inventory_planning.store.dynamo import records as record_store


def list_entries(organization_id: str, list_type: str, page: int, page_size: int) -> tuple[list[OrgListEntry], int]:
    """One page of the entries of one list in creation order, and their total."""
    rows, total = record_store.list_page(organization_id, ORG_LIST_ENTRY, page, page_size, sub=list_type)
    return [of_stored(OrgListEntry, r) for r in rows], total


def create_entry(organization_id: str, actor: Actor, list_type: str, value: str, metadata: dict[str, Any] | None) -> OrgListEntry:
    """Add ``value`` (normalised: UUIDs lower-case, reason codes upper-case) to a list.

    Raises:
        InvalidInput: the value has the wrong form for its list (422 naming ``value``).
        DuplicateValue: the list already holds it (409 ORG_LIST_ENTRY_DUPLICATE), also under a race.
    """
    try:
        normalised = normalise_list_value(list_type, value)
    except ValueError as error:
        raise InvalidInput([field_error("value", str(error), "invalid_format")]) from None
    record = new_org_list_entry(list_type, normalised, metadata, new_id(), clock.now_iso())
    return of_stored(OrgListEntry, record_store.create(organization_id, ORG_LIST_ENTRY, record, actor, sub=list_type))


def delete_entry(organization_id: str, actor: Actor, list_type: str, entry_id: str) -> None:
    """Remove an entry (its value can then be added again).

    Raises:
        Missing: no such entry in this list of the organization (404 "Org-list entry not found").
    """
    if record_store.delete(organization_id, ORG_LIST_ENTRY, entry_id, actor, sub=list_type) is None:
        raise Missing("Org-list entry")
