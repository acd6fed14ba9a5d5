"""What a file changes on the organization item (``pk = ORG#<org>``, ``sk = #META``).

- ``latest_sales_date`` moves forward only (conditional update, safe with concurrent files);
- ``counts`` (products, variants, inventoryItems, shops, brands, collections): the stored counts plus
  what the run created, written on condition that the stored counts did not change meanwhile;
  COUNT queries instead when that cannot be trusted (docs/ingestion.md, "Counts");
- ``stock_position_count`` after a file that wrote positions.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, NamedTuple

from pynamodb.exceptions import UpdateError
from pynamodb.expressions.update import Action

from inventory_planning.store.ingestion.keys import org_pk
from inventory_planning.store.models import (
    BaseItem,
    BrandItem,
    CollectionItem,
    InventoryItemItem,
    OrganizationItem,
    ProductItem,
    ShopItem,
    VariantItem,
)


class CountedKind(NamedTuple):
    """An entity kind counted on the organization: its ``counts`` key, model and partition kind."""

    name: str
    model: type[BaseItem]
    partition: str


COUNTED = (
    CountedKind("products", ProductItem, "PRODUCT"),
    CountedKind("variants", VariantItem, "VARIANT"),
    CountedKind("inventoryItems", InventoryItemItem, "ITEM"),
    CountedKind("shops", ShopItem, "SHOP"),
    CountedKind("brands", BrandItem, "BRAND"),
    CountedKind("collections", CollectionItem, "COLLECTION"),
)


def _condition_failed(error: UpdateError) -> bool:
    return error.cause_response_code == "ConditionalCheckFailedException"


def probe_empty_partitions(organization_id: str) -> dict[str, bool]:
    """For each counted kind, whether its partition holds no item (one one-item Query each, consistent)."""
    empty = {}
    for kind in COUNTED:
        probe = kind.model.query(org_pk(organization_id, kind.partition), limit=1, consistent_read=True)
        empty[kind.name] = next(iter(probe), None) is None
    return empty


def count_entities(organization_id: str, kinds: Iterable[str] | None = None) -> dict[str, int]:
    """Entity totals by COUNT queries: products, variants, inventoryItems, shops, brands, collections (or ``kinds``)."""
    wanted = set(kinds) if kinds is not None else {kind.name for kind in COUNTED}
    return {
        kind.name: kind.model.count(org_pk(organization_id, kind.partition), consistent_read=True)
        for kind in COUNTED
        if kind.name in wanted
    }


def advance_latest_sales_date(organization: OrganizationItem, day: str) -> str | None:
    """Move ``latest_sales_date`` to ``day`` (``YYYY-MM-DD``) unless it is already later; return the stored date.

    The update is conditional, so that of two files finishing together the later date wins.
    """
    latest = organization.latest_sales_date
    if latest is not None and day <= latest:
        return latest
    try:
        organization.update(
            actions=[OrganizationItem.latest_sales_date.set(day)],
            condition=OrganizationItem.latest_sales_date.does_not_exist() | (OrganizationItem.latest_sales_date < day),
        )
    except UpdateError as error:
        if not _condition_failed(error):
            raise
        return OrganizationItem.get(organization.pk, "#META", consistent_read=True).latest_sales_date
    return day


def store_counts(
    organization: OrganizationItem,
    *,
    counts_at_start: dict[str, Any] | None,
    created: dict[str, int],
    full_recount: bool,
    empty_at_start: dict[str, bool],
) -> dict[str, int]:
    """Store the entity counts; return the counts.

    Counts are ``counts_at_start`` (or zeros when every counted partition was empty at the start)
    plus ``created``, written on condition that the stored counts are unchanged; otherwise (a redo
    with ``full_recount``, a concurrent change, an unknown base) they come from COUNT queries.
    """
    organization_id = organization.organization_id
    exists = OrganizationItem.pk.exists()
    base: dict[str, Any] | None = None
    condition: Any = None
    if not full_recount:
        if counts_at_start is not None and all(kind.name in counts_at_start for kind in COUNTED):
            base, condition = counts_at_start, OrganizationItem.counts == counts_at_start
        elif counts_at_start is None and empty_at_start and all(empty_at_start.values()):
            base, condition = {}, OrganizationItem.counts.does_not_exist()
    if base is not None:
        counts = {kind.name: int(base.get(kind.name, 0)) + created.get(kind.name, 0) for kind in COUNTED}
        actions: list[Action] = [OrganizationItem.counts.set(counts)] if counts != counts_at_start else []
        if not actions:
            return counts
        try:
            organization.update(actions=actions, condition=exists & condition)
            return counts
        except UpdateError as error:
            if not _condition_failed(error):
                raise
    counts = count_entities(organization_id)
    organization.update(actions=[OrganizationItem.counts.set(counts)], condition=exists)
    return counts


def store_stock_position_count(organization: OrganizationItem, positions: int) -> None:
    """Set ``stock_position_count`` (the organization's number of stock positions)."""
    organization.update(actions=[OrganizationItem.stock_position_count.set(positions)])
