"""Decision replays (docs/data-model.md "Decision replays"): the index of an organization's replays in
the table, their results and traces in the lake bucket.

- ``ReplayIndexItem``: ``pk = ORG#<org>#REPLAY``, ``sk = <run id>`` (UUIDv7: creation order), written
  once when the replay starts and never changed: ``record {id, from, to, reviewPeriodDays, policies,
  shopIds, triggeredAt}``. ``GET /api/intelligence/replays`` queries it newest first, then reads the
  page's runs (``ORG#<org>#JOBRUN``, the same ids) in one BatchGetItem for their status.
- S3, lake bucket, under ``replays/organization_id=<org>/run=<id>/``: ``result.json`` (the results
  of every policy, the wire's ``results``) and ``positions/<variant>/<size>/<shop>.json`` (one kept
  position's traces under every policy; each id percent-encoded).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any
from urllib.parse import quote

from pynamodb.attributes import JSONAttribute

from inventory_planning.store.lake import objects
from inventory_planning.store.models import BaseItem, JobRunItem, _Meta
from inventory_planning.store.paging import query_page


class ReplayIndexItem(BaseItem):
    """A replay of the organization: ``pk = ORG#<org>#REPLAY``, ``sk = <run id>``; ``record`` its parameters."""

    Meta = _Meta
    record = JSONAttribute()


def _pk(organization_id: str) -> str:
    return f"ORG#{organization_id}#REPLAY"


def put_index(organization_id: str, record: dict[str, Any]) -> None:
    """Write the index item of a new replay (``record["id"]`` its run id)."""
    ReplayIndexItem(_pk(organization_id), record["id"], record=record).save(ReplayIndexItem.pk.does_not_exist())


def index(organization_id: str) -> list[dict[str, Any]]:
    """Every replay of the organization (index records), newest first (a shop-scoped caller's list
    filters them by their shops, which the table cannot)."""
    return [item.record for item in ReplayIndexItem.query(_pk(organization_id), scan_index_forward=False)]


def index_page(organization_id: str, page: int, page_size: int) -> tuple[list[dict[str, Any]], int]:
    """One page of the organization's replays (index records), newest first, and their number: the
    rows before the page and the page (``store.paging.query_page``: a server-side COUNT for the total,
    decision 0003), not the whole partition."""
    rows, total = query_page(
        ReplayIndexItem.query, ReplayIndexItem.count, page, page_size, hash_key=_pk(organization_id), scan_index_forward=False
    )
    return [item.record for item in rows], total


def runs(organization_id: str, run_ids: Iterable[str]) -> dict[str, dict[str, Any]]:
    """The stored job-run records of ``run_ids`` (at most 100), by id; a missing id is left out."""
    keys = [(f"ORG#{organization_id}#JOBRUN", run_id) for run_id in dict.fromkeys(run_ids)]
    return {item.sk: item.record for item in JobRunItem.batch_get(keys)} if keys else {}


def _prefix(organization_id: str, run_id: str) -> str:
    return f"replays/organization_id={organization_id}/run={run_id}/"


def _position_key(organization_id: str, run_id: str, position: tuple[str, str, str]) -> str:
    return _prefix(organization_id, run_id) + "positions/" + "/".join(quote(part, safe="") for part in position) + ".json"


def put_result(organization_id: str, run_id: str, result: dict[str, Any]) -> None:
    """Write a replay's result. Raises LakeUnavailable."""
    objects.put_json(_prefix(organization_id, run_id) + "result.json", result)


def get_result(organization_id: str, run_id: str) -> dict[str, Any] | None:
    """A replay's result, or None when none was written. Raises LakeUnavailable."""
    found: dict[str, Any] | None = objects.get_json(_prefix(organization_id, run_id) + "result.json")
    return found


def put_positions(organization_id: str, run_id: str, positions: Mapping[tuple[str, str, str], dict[str, Any]]) -> None:
    """Write each kept position's traces, keyed ``(variant_id, size, shop_id)``. Raises LakeUnavailable."""
    for position, value in positions.items():
        objects.put_json(_position_key(organization_id, run_id, position), value)


def get_position(organization_id: str, run_id: str, position: tuple[str, str, str]) -> dict[str, Any] | None:
    """One kept position's traces, or None when the position was not kept. Raises LakeUnavailable."""
    found: dict[str, Any] | None = objects.get_json(_position_key(organization_id, run_id, position))
    return found
