"""Metric definitions: the organization's ORG metrics beside the standard GLOBAL ones (SPEC "Metric
definition"; REFERENCE 6.1; docs/metrics.md).

Validation lives in ``domain.metrics.catalogue`` (new_metric, patched_metric, check_metric_deletable);
``store.configuration.change_metric`` runs it against a fresh catalogue read and writes conditional
on that catalogue's version, so concurrent changes cannot combine into a cycle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from inventory_planning.coldstart import lazy
from inventory_planning.domain.configuration.records import Metric
from inventory_planning.domain.stored import of_stored
from inventory_planning.kernel import clock
from inventory_planning.kernel.actors import Actor
from inventory_planning.kernel.errors import Missing
from inventory_planning.kernel.ids import new_id
from inventory_planning.store import configuration as config_store
from inventory_planning.store.configuration import METRIC, MetricDecision
from inventory_planning.store.dynamo import records as record_store

if TYPE_CHECKING:
    from inventory_planning.domain.metrics import catalogue as metric_catalogue
    from inventory_planning.domain.metrics.catalogue import MetricCreate
else:  # the body models load on first use, not at the importer's cold start (docs/decisions/0046)
    metric_catalogue = lazy("inventory_planning.domain.metrics.catalogue")

Records = list[dict[str, Any]]


def list_metrics(organization_id: str, scope: Literal["GLOBAL", "ORG"] | None = None) -> list[Metric]:
    """The organization's catalogue: GLOBAL metrics (by key) then its ORG metrics (creation order),
    only one of the two when ``scope`` says so."""
    rows: Records = [] if scope == "ORG" else list(metric_catalogue.global_metric_records())
    if scope != "GLOBAL":
        rows += record_store.list_all(organization_id, METRIC)
    return [of_stored(Metric, r) for r in rows]


def get_metric(organization_id: str, metric_id: str) -> Metric:
    """One metric, GLOBAL or the organization's. Raises Missing (404) for another organization's or an unknown id."""
    for standard in metric_catalogue.global_metric_records():
        if standard["id"] == metric_id:
            return of_stored(Metric, standard)
    record = record_store.get_record(organization_id, METRIC, metric_id)
    if record is None:
        raise Missing("Metric")
    return of_stored(Metric, record)


def create_metric(organization_id: str, actor: Actor, body: MetricCreate) -> Metric:
    """Store an ORG metric validated against the catalogue and return it.

    Raises:
        InvalidInput: a key already used, a grain the source cannot give, an unknown reference, a cycle.
        Conflict: METRIC_LIMIT_REACHED at 500 ORG metrics; CONCURRENT_MODIFICATION.
    """
    metric_id = new_id()

    def decide(records: Records) -> MetricDecision:
        return "CREATE", None, metric_catalogue.new_metric(body, metric_id, organization_id, records, clock.now_iso())

    decision = config_store.change_metric(organization_id, decide, actor)
    assert decision is not None and decision[2] is not None  # a create always decides a record
    return of_stored(Metric, decision[2])


def patch_metric(organization_id: str, actor: Actor, metric_id: str, changes: dict[str, Any]) -> None:
    """Patch ``displayName``, ``grain`` and/or ``body`` of an ORG metric, validated like a new one
    against the catalogue with this metric replaced.

    Raises:
        Missing: no such ORG metric in the organization (GLOBAL ones included).
        InvalidInput: the patched definition is invalid (a cycle, a narrowed grain in use, ...).
    """

    def decide(records: Records) -> MetricDecision | None:
        stored = metric_catalogue.find_metric(records, metric_id)
        after = metric_catalogue.patched_metric(stored, changes, records, clock.now_iso())
        return None if after is stored else ("UPDATE", stored, after)

    config_store.change_metric(organization_id, decide, actor)


def delete_metric(organization_id: str, actor: Actor, metric_id: str) -> None:
    """Delete an ORG metric.

    Raises:
        Missing: as :func:`patch_metric`.
        Conflict: METRIC_IN_USE while other metrics reference it; CONCURRENT_MODIFICATION.
    """

    def decide(records: Records) -> MetricDecision:
        stored = metric_catalogue.find_metric(records, metric_id)
        metric_catalogue.check_metric_deletable(stored, records)
        return "DELETE", stored, None

    config_store.change_metric(organization_id, decide, actor)
