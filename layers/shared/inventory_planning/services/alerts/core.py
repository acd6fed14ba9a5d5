"""Alerts (REFERENCE 6.3; docs/data-platform.md "Alerts"): the data platform's CRUD, the evaluation
run (job ``alerts``, after the nightly chain), the retailers' instances, and e-mail delivery.

- CRUD: configuration records of kind ALERT (audited), validated by ``domain.alerts.matching.check`` and
  against the organization's shops, brands, products and collections.
- :func:`run_alerts`: every active alert against the latest risks run on or before ``asOf`` (and
  the latest forecasts, for forecast demand): a group that matches and has no open instance gets a new
  ``pending`` one; an open one that still matches is refreshed (value, lastMatchedAt); an open one
  that no longer matches is ``resolved`` (resolution AUTO). New instances are mailed to the alert's
  recipients through Amazon SES (locally: moto keeps the messages; ``services.alert_mail``).
- :func:`acknowledge`, :func:`resolve`, :func:`archive`: a retailer's hand on an instance (who, when,
  comment); archived hides an instance from the default list.
- The organization's own CRUD (``/api/alerts``, docs/decisions/0054): the same functions with the
  caller as the audit ``actor`` and, for a shop-scoped caller, its shops as ``scope``: it sees the
  alerts whose ``storesIds`` are all its shops, and defines only such alerts (an empty ``storesIds``
  means every shop: not for it).

An instance's ``alertValue`` and perimeterResults values are figures (docs/decisions/0024): every
instance a retailer reads goes through ``domain.instance_as_seen`` with the caller's ``FigureAccess``.
"""

from __future__ import annotations

from datetime import date, datetime
from typing import TYPE_CHECKING, Any

from aws_lambda_powertools import Logger

from inventory_planning.coldstart import lazy
from inventory_planning.domain.alerts import matching as domain
from inventory_planning.domain.alerts.matching import AlertRunStats
from inventory_planning.domain.alerts.records import Alert, AlertInstance, AlertPage, InstancePage
from inventory_planning.domain.figures import EVERY_SHOP, FigureAccess
from inventory_planning.domain.stored import of_stored
from inventory_planning.kernel import clock
from inventory_planning.kernel.actors import Actor
from inventory_planning.kernel.errors import Conflict, InvalidInput, Missing
from inventory_planning.kernel.ids import new_id
from inventory_planning.services.alerts import instance_writes
from inventory_planning.services.alerts import mail as alert_mail
from inventory_planning.services.tags import alert_filters as alert_tags
from inventory_planning.store import alerts as instances
from inventory_planning.store import catalog
from inventory_planning.store.account import get_organization
from inventory_planning.store.configuration import ALERT
from inventory_planning.store.dynamo import records as record_store
from inventory_planning.store.lake import runs as lake_runs
from inventory_planning.store.lake.datasets import FORECAST_WEEKLY

if TYPE_CHECKING:
    from inventory_planning.services import risks
    from inventory_planning.store.lake import datasets
    from inventory_planning.store.lake import decisions as lake_decisions
    from inventory_planning.store.lake import risks as lake_risks
else:  # each module loads on its first use, not at the importer's cold start (docs/decisions/0046)
    datasets = lazy("inventory_planning.store.lake.datasets")  # lake on first use (the run)
    lake_decisions = lazy("inventory_planning.store.lake.decisions")  # lake on first use (the run)
    lake_risks = lazy("inventory_planning.store.lake.risks")  # lake on first use (the run)
    risks = lazy("inventory_planning.services.risks")  # ~30 ms, risk alerts only

logger = Logger(child=True)
ACTOR = Actor("SYSTEM", "data-platform")
PERIMETER = {"storesIds": "SHOP", "brandIds": "BRAND", "productIds": "PRODUCT", "collections": "COLLECTION"}


def _organization(organization_id: str) -> Any:
    organization = get_organization(organization_id)
    if organization is None:
        raise Missing("Organization")
    return organization


def _check_perimeter(organization_id: str, alert: dict[str, Any]) -> None:
    """Every id of the perimeter is one of the organization's (422 naming the field otherwise)."""
    lookups = {"SHOP": catalog.get_shop, "BRAND": catalog.get_brand, "PRODUCT": catalog.get_product,
               "COLLECTION": catalog.get_collection}  # fmt: skip
    errors = []
    for field, kind in PERIMETER.items():
        unknown = [i for i in alert.get(field) or [] if lookups[kind](organization_id, i) is None]
        if unknown:
            errors.append({"field": field, "code": "unknown", "message": f"not this organization's: {', '.join(unknown[:5])}"})
    if errors:
        raise InvalidInput(errors)


def _within(alert: dict[str, Any], scope: frozenset[str] | None) -> bool:
    """Whether a caller with shops ``scope`` (None: every shop) sees an alert: its shops all are the
    caller's (none named: every shop, only for a caller who sees every shop)."""
    return scope is None or (bool(alert.get("storesIds")) and set(alert["storesIds"]) <= scope)


def _check_scope(alert: dict[str, Any], scope: frozenset[str] | None) -> None:
    """A shop-scoped caller defines alerts over its shops only (422 naming storesIds otherwise)."""
    if scope is None:
        return
    outside = sorted(set(alert.get("storesIds") or []) - scope)
    if not alert.get("storesIds") or outside:
        message = f"not one of your shops: {', '.join(outside[:5])}" if outside else "name your shops (empty is every shop)"
        raise InvalidInput([{"field": "storesIds", "code": "out_of_scope", "message": message}])


def list_alerts(
    organization_id: str,
    offset: int,
    limit: int,
    is_active: bool | None,
    name_includes: str | None,
    scope: frozenset[str] | None = None,
) -> AlertPage:
    """The organization's alerts, oldest first, filtered: those from ``offset`` (at most ``limit``) and
    their total; for a shop-scoped caller (``scope``) those over its shops only."""
    _organization(organization_id)
    found = [a for a in record_store.list_all(organization_id, ALERT) if _within(a, scope)]
    if is_active is not None:
        found = [a for a in found if a["isActive"] == is_active]
    if name_includes:
        found = [a for a in found if name_includes.lower() in a["name"].lower()]
    items = [of_stored(Alert, a) for a in found[offset : offset + limit]]
    return AlertPage(items=items, limit=limit, offset=offset, total=len(found))


def _stored_alert(organization_id: str, alert_id: str, scope: frozenset[str] | None = None) -> dict[str, Any]:
    record = record_store.get_record(organization_id, ALERT, alert_id)
    if record is None or not _within(record, scope):
        raise Missing("Alert")
    return record


def get_alert(organization_id: str, alert_id: str, scope: frozenset[str] | None = None) -> Alert:
    """One alert. Raises Missing (404) for another organization's, an unknown one, or (``scope``) one
    reaching shops not the caller's."""
    return of_stored(Alert, _stored_alert(organization_id, alert_id, scope))


def create_alert(organization_id: str, body: dict[str, Any], actor: Actor = ACTOR, scope: frozenset[str] | None = None) -> Alert:
    """Store a new alert (``body``: the AlertBody fields); ``actor`` is the audit's (the data platform
    by default), ``scope`` the shops of a shop-scoped caller.

    Raises:
        Missing: unknown organization. InvalidInput: the cross-field rules, an id outside the
            organization, a shop outside ``scope`` or no shop for a scoped caller (storesIds).
    """
    _organization(organization_id)
    body = {"tagRules": [], "tagOperator": "AND", **body}
    domain.check(body)
    _check_perimeter(organization_id, body)
    _check_scope(body, scope)
    alert_tags.check_tags(organization_id, body)
    now = clock.now_iso()
    record = {"id": new_id(), "organizationId": organization_id, **body, "createdAt": now, "updatedAt": now}
    return of_stored(Alert, record_store.create(organization_id, ALERT, record, actor))


def update_alert(
    organization_id: str,
    alert_id: str,
    changes: dict[str, Any],
    actor: Actor = ACTOR,
    scope: frozenset[str] | None = None,
) -> Alert:
    """Change some fields of an alert (the others stay); the result is checked as a whole.

    Raises:
        Missing: no such alert (or, ``scope``, not the caller's to see). InvalidInput: as for create.
    """
    _stored_alert(organization_id, alert_id, scope)

    def apply(stored: dict[str, Any]) -> dict[str, Any]:
        after = {"tagRules": [], "tagOperator": "AND", **stored, **changes}
        domain.check(after)
        _check_perimeter(organization_id, after)
        _check_scope(after, scope)
        alert_tags.check_tags(organization_id, after)
        return after

    updated = record_store.update(organization_id, ALERT, alert_id, apply, actor)
    if updated is None:
        raise Missing("Alert")
    return of_stored(Alert, updated)


def delete_alert(organization_id: str, alert_id: str, actor: Actor = ACTOR, scope: frozenset[str] | None = None) -> None:
    """Delete an alert; its open instances are resolved (resolution AUTO, "alert deleted").

    Raises:
        Missing: no such alert (or, ``scope``, not the caller's to see).
    """
    if scope is not None:
        _stored_alert(organization_id, alert_id, scope)
    if record_store.delete(organization_id, ALERT, alert_id, actor) is None:
        raise Missing("Alert")
    now = _iso(clock.now())
    for instance in instances.open_instances(organization_id, alert_id).values():
        instance_writes.rewrite_open(
            organization_id, instance, lambda fresh: _resolved(fresh, now, "system", "alert deleted", "AUTO")
        )


def _iso(moment: datetime) -> str:
    return moment.strftime("%Y-%m-%dT%H:%M:%S.") + f"{moment.microsecond // 1000:03d}Z"


def _resolved(instance: dict[str, Any], now: str, by: str, comment: str | None, resolution: str) -> dict[str, Any]:
    return {**instance, "status": domain.RESOLVED, "resolvedAt": now, "resolvedBy": by, "resolution": resolution,
            "comment": comment if comment is not None else instance.get("comment"), "updatedAt": now}  # fmt: skip


# --- the evaluation run ---


def _metric_matches(
    organization_id: str,
    run: date,
    as_of: date,
    alert: dict[str, Any],
    collections: dict[frozenset[str], list[str]] | None = None,
) -> dict[str, dict[str, Any]]:
    """The groups of a metric alert that match, aggregated in DuckDB (``metric_alert_groups``): the
    job holds a batch of rows and the matches, not the organization's positions. ``collections``:
    the variants of each set of collections already read in this run (filled in)."""
    perimeter = _perimeter(organization_id, run, alert, collections)
    days = alert.get("forecastDays") if alert["triggerType"] == "FORECASTED_THRESHOLD" else None
    batches = lake_risks.metric_alert_groups(
        organization_id, run, lake_runs.latest_run(FORECAST_WEEKLY, organization_id, as_of), as_of,
        domain.key_columns(alert["checkLevel"]), days, perimeter, domain.MAX_VARIANTS_LISTED,
    )  # fmt: skip
    width = len(domain.key_columns(alert["checkLevel"]))

    def rows() -> Any:
        for batch in batches:
            for row in batch:
                group, detail = row[width : width + 5], row[width + 9 :]
                yield domain.GroupDetail(
                    tuple(row[:width]), domain.Totals(*(float(v or 0) for v in group)), tuple(row[width + 5] or ()),
                    row[width + 6], row[width + 7], row[width + 8], domain.Totals(*(float(v or 0) for v in detail)),
                )  # fmt: skip

    return domain.evaluate_metric(alert, rows())


def _perimeter(
    organization_id: str, run: date, alert: dict[str, Any], collections: dict[frozenset[str], list[str]] | None = None
) -> dict[str, list[str]]:
    """The alert's perimeter as the lake's columns -> the ids allowed (a collection: its variants,
    read once per set of collections in ``collections``)."""
    perimeter: dict[str, list[str]] = {}
    for field, column in (("storesIds", "shop_id"), ("brandIds", "brand_id"), ("productIds", "product_id")):
        if alert.get(field):
            perimeter[column] = list(alert[field])
    if alert.get("collections"):
        wanted = frozenset(alert["collections"])
        known = {} if collections is None else collections
        if wanted not in known:
            known[wanted] = _variants_of_collections(organization_id, run, set(wanted))
        perimeter["variant_id"] = known[wanted]
    return perimeter


def _variants_of_collections(organization_id: str, run: date, wanted: set[str]) -> list[str]:
    """The variants of the risks run ``run`` whose collection is one of ``wanted`` (from the catalogue)."""
    variants = [variant_id for variant_id, _ in lake_decisions.positions_per_variant(organization_id, run)]
    found = []
    for start in range(0, len(variants), 10_000):  # a page of the catalogue at a time
        found += [v.id for v in catalog.entities_by_ids(organization_id, "VARIANT", variants[start : start + 10_000])
                  if v.collection_id in wanted]  # fmt: skip
    return found


def _risk_matches(
    organization_id: str, run: date, alert: dict[str, Any], collections: dict[frozenset[str], list[str]] | None = None
) -> dict[str, dict[str, Any]]:
    """The groups of a risk alert that match, from its risk rows streamed in group order
    (``risk_alert_rows``), each scored as GET /api/inventory/risks scores it (``collections``: as
    :func:`_metric_matches`)."""
    risk_type = alert["riskType"]
    batches = lake_risks.risk_alert_rows(organization_id, run, risk_type, domain.key_columns(alert["checkLevel"], risk_type),
                                         _perimeter(organization_id, run, alert, collections))  # fmt: skip
    rows = ({**r, "score": risks.risk_score(risk_type, r, run)} for batch in batches for r in batch)
    return domain.evaluate_risk(alert, rows)


def run_alerts(organization_id: str, as_of: date, run_id: str, now: datetime) -> AlertRunStats:
    """Evaluate every active alert of the organization for ``as_of``; returns stats ``{asOf,
    risksRun, alertsEvaluated, instancesCreated, instancesUpdated, instancesResolved,
    notificationsSent, notificationErrors}``. Without a risks run on or before ``as_of`` the metric and
    risk alerts are not evaluated (and nothing of theirs resolved); pure tag alerts need none. Tag rules
    filter a metric or risk alert's groups (``services.tags.alert_filters``).

    Raises:
        LakeUnavailable: S3 failed (the run is FAILED and can be started again).
    """
    active = [a for a in record_store.list_all(organization_id, ALERT) if a.get("isActive")]
    stats = AlertRunStats(asOf=as_of.isoformat(), risksRun=None, alertsEvaluated=0, instancesCreated=0, instancesUpdated=0,
                          instancesResolved=0, notificationsSent=0, notificationErrors=0)  # fmt: skip
    run = lake_runs.latest_run(datasets.RISK_POSITIONS, organization_id, as_of)
    stats["risksRun"] = run.isoformat() if run else None
    stamp = _iso(now)
    collections: dict[frozenset[str], list[str]] = {}
    for alert in active:
        matched = _matches(organization_id, run, as_of, alert, collections)
        if matched is None:  # a metric or risk alert without a risks run: not evaluated, nothing resolved
            continue
        current = instances.open_instances(organization_id, alert["id"])
        created = []
        for key, match in matched.items():
            if key in current:
                figures = {
                    "alertValue": _rounded(match["value"]), "perimeterResults": match["perimeterResults"],
                    "lastMatchedAt": stamp, "lastEvaluationRunId": run_id, "asOf": as_of.isoformat(),
                    "updatedAt": stamp, "storesIds": list(alert.get("storesIds") or []),
                }  # fmt: skip

                def refreshed(stored: dict[str, Any], figures: dict[str, Any] = figures) -> dict[str, Any]:
                    return {**stored, **figures}

                if instance_writes.rewrite_open(organization_id, current[key], refreshed):
                    stats["instancesUpdated"] += 1
                continue
            instance = {
                "id": new_id(), "organizationId": organization_id, "alertId": alert["id"], "alertName": alert["name"],
                "groupKey": key, "status": domain.PENDING, "triggerType": alert["triggerType"],
                "metricKey": alert.get("metricKey"), "riskType": alert.get("riskType"), "checkLevel": alert["checkLevel"],
                "operator": alert.get("operator"), "threshold": alert.get("threshold"),
                "approachPercentage": alert.get("approachPercentage"), "forecastDays": alert.get("forecastDays"),
                "alertValue": _rounded(match["value"]), "entity": match["entity"], "perimeterResults": match["perimeterResults"],
                "storesIds": list(alert.get("storesIds") or []), "asOf": as_of.isoformat(), "firstMatchedAt": stamp,
                "lastMatchedAt": stamp, "lastEvaluationRunId": run_id,
                "acknowledgedAt": None, "acknowledgedBy": None, "resolvedAt": None, "resolvedBy": None, "resolution": None,
                "comment": None, "createdAt": stamp, "updatedAt": stamp,
            }  # fmt: skip
            instances.put(organization_id, instance)
            created.append(instance)
        for key, instance in current.items():
            if key not in matched and instance_writes.rewrite_open(
                organization_id, instance, lambda fresh: _resolved(fresh, stamp, "system", "no longer matches", "AUTO")
            ):
                stats["instancesResolved"] += 1
        stats["alertsEvaluated"] += 1
        stats["instancesCreated"] += len(created)
        if created and alert_mail.due(alert, as_of):
            sent, failed = alert_mail.notify(organization_id, alert, created)
            stats["notificationsSent"] += sent
            stats["notificationErrors"] += failed
    return stats


def _matches(
    organization_id: str, run: date | None, as_of: date, alert: dict[str, Any], collections: dict[frozenset[str], list[str]]
) -> dict[str, dict[str, Any]] | None:
    """The groups of an alert that match, by group key, filtered by its tag rules; None for a metric or
    risk alert when there is no risks ``run`` (a pure tag alert needs none)."""
    if alert.get("metricKey"):
        matched = None if run is None else _metric_matches(organization_id, run, as_of, alert, collections)
    elif alert.get("riskType"):
        matched = None if run is None else _risk_matches(organization_id, run, alert, collections)
    else:
        return alert_tags.tag_matches(organization_id, alert)
    return None if matched is None else alert_tags.filter_by_tags(organization_id, alert, matched)


def _rounded(value: float | None) -> float | None:
    return None if value is None else round(value, 4)


# --- retailers' hands on instances ---


def list_instances(
    organization_id: str,
    page: int,
    page_size: int,
    status: str | None,
    scope: frozenset[str] | None = None,
    figures: FigureAccess = EVERY_SHOP,
) -> InstancePage:
    """One page of the organization's instances, newest first, and their total; a shop-scoped
    caller (``scope``) sees those involving one of its shops, with the figures ``figures`` allows
    (``domain.instance_as_seen``: null without analytics.view, or for a group summing other shops).
    Without ``status`` the archived ones are left out (archived hides them)."""
    hidden = None if status else domain.ARCHIVED
    found, total = instances.page(organization_id, (page - 1) * page_size, page_size, status, scope, hidden)
    data = [of_stored(AlertInstance, domain.instance_as_seen(instance, figures)) for instance in found]
    return InstancePage(data=data, page=page, page_size=page_size, total=total)


def stored_instance(organization_id: str, instance_id: str, scope: frozenset[str] | None = None) -> dict[str, Any]:
    """An instance as stored (its figures whole: for a service, never the wire).

    Raises:
        Missing: no such instance, or none of its shops is the caller's (``scope``).
    """
    found = instances.get(organization_id, instance_id)
    if found is None or (scope is not None and not instances.involved_shops(found) & scope):
        raise Missing("Alert instance")
    return found


def acknowledge(
    organization_id: str,
    instance_id: str,
    who: str,
    comment: str | None,
    scope: frozenset[str] | None = None,
    figures: FigureAccess = EVERY_SHOP,
) -> AlertInstance:
    """pending -> acknowledged (who, when, comment); returns the instance as ``figures`` shows it
    (:func:`list_instances`; the stored one keeps its figures).

    Raises:
        Missing: no such instance, or none of its shops is the caller's (``scope``).
        Conflict: not pending (409 ALERT_INSTANCE_NOT_PENDING).
    """

    def acknowledged(instance: dict[str, Any]) -> dict[str, Any]:
        if instance["status"] != domain.PENDING:
            raise Conflict("ALERT_INSTANCE_NOT_PENDING", f"The alert instance is {instance['status']}")
        now = _iso(clock.now())
        return {**instance, "status": domain.ACKNOWLEDGED, "acknowledgedAt": now, "acknowledgedBy": who,
                "comment": comment if comment is not None else instance.get("comment"), "updatedAt": now}  # fmt: skip

    done = instance_writes.change_instance(
        organization_id, instance_id, lambda: stored_instance(organization_id, instance_id, scope), acknowledged
    )
    return of_stored(AlertInstance, domain.instance_as_seen(done, figures))


def resolve(
    organization_id: str,
    instance_id: str,
    who: str,
    comment: str | None,
    scope: frozenset[str] | None = None,
    figures: FigureAccess = EVERY_SHOP,
) -> AlertInstance:
    """pending or acknowledged -> resolved (who, when, comment; resolution USER); returns the instance
    as ``figures`` shows it (:func:`list_instances`; the stored one keeps its figures).

    Raises:
        Missing: no such instance, or none of its shops is the caller's (``scope``).
        Conflict: resolved already (409 ALERT_INSTANCE_RESOLVED).
    """

    def resolved(instance: dict[str, Any]) -> dict[str, Any]:
        if instance["status"] == domain.RESOLVED:
            raise Conflict("ALERT_INSTANCE_RESOLVED", "The alert instance is resolved already")
        return _resolved(instance, _iso(clock.now()), who, comment, "USER")

    done = instance_writes.change_instance(
        organization_id, instance_id, lambda: stored_instance(organization_id, instance_id, scope), resolved
    )
    return of_stored(AlertInstance, domain.instance_as_seen(done, figures))


def archive(
    organization_id: str,
    instance_id: str,
    who: str,
    comment: str | None,
    scope: frozenset[str] | None = None,
    figures: FigureAccess = EVERY_SHOP,
) -> AlertInstance:
    """Any status -> archived (who, when, comment): hidden from the default list (``status=archived``
    lists it), no longer open (a group that still matches gets a new instance on the next run);
    returns the instance as ``figures`` shows it.

    Raises:
        Missing: no such instance, or none of its shops is the caller's (``scope``).
        Conflict: archived already (409 ALERT_INSTANCE_ARCHIVED).
    """

    def archived(instance: dict[str, Any]) -> dict[str, Any]:
        if instance["status"] == domain.ARCHIVED:
            raise Conflict("ALERT_INSTANCE_ARCHIVED", "The alert instance is archived already")
        now = _iso(clock.now())
        return {**instance, "status": domain.ARCHIVED, "archivedAt": now, "archivedBy": who,
                "comment": comment if comment is not None else instance.get("comment"), "updatedAt": now}  # fmt: skip

    done = instance_writes.change_instance(
        organization_id, instance_id, lambda: stored_instance(organization_id, instance_id, scope), archived
    )
    return of_stored(AlertInstance, domain.instance_as_seen(done, figures))


def record_plan(organization_id: str, instance: dict[str, Any], plan_id: str) -> bool:
    """Note on a stored ``instance`` the plan started from it, once: False when another is noted
    already (another request started one first; the ``instance``'s own ``planId``, a plan since
    deleted, may be replaced).

    Raises:
        Conflict: 409 CONCURRENT_MODIFICATION, the instance kept changing under three attempts.
    """
    try:
        return instances.set_plan(organization_id, instance, plan_id)
    except instances.InstanceChanged:
        raise Conflict("CONCURRENT_MODIFICATION", "The alert instance kept changing; retry") from None
