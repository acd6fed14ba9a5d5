"""The alert e-mail (REFERENCE 6.3 destination; docs/data-platform.md "Alerts"): one message per alert
and evaluation run listing its new instances, to the alert's recipients through Amazon SES (locally:
moto keeps the messages). Called by ``services.alerts.core.run_alerts``.
"""

from __future__ import annotations

from datetime import date
from typing import Any

from aws_lambda_powertools import Logger

from inventory_planning.settings import get_alert_settings
from inventory_planning.store import catalog, mail
from inventory_planning.store.account import get_organization

logger = Logger(child=True)


def due(alert: dict[str, Any], as_of: date) -> bool:
    """Whether new instances are mailed on this run: every run, except WEEKLY (Mondays) and MONTHLY (the 1st)."""
    if "EMAIL" not in (alert.get("mediums") or []) or not alert.get("recipients"):
        return False
    frequency = alert.get("frequency", "DAILY")
    return not (frequency == "WEEKLY" and as_of.weekday() != 0) and not (frequency == "MONTHLY" and as_of.day != 1)


def _entity_names(organization_id: str, entities: list[dict[str, Any]]) -> dict[str, str]:
    """id -> what a merchandiser reads (shop and brand names, product names, variant and item SKUs)."""
    names: dict[str, str] = {}
    shops = {e["shopId"] for e in entities if e.get("shopId")}
    for shop in catalog.all_shops(organization_id) if shops else []:
        names[shop.id] = f"shop {shop.name}"
    for brand in catalog.all_brands(organization_id) if any(e.get("brandId") for e in entities) else []:
        names[brand.id] = f"brand {brand.name}"
    products = sorted({e["productId"] for e in entities if e.get("productId")})
    names.update({p.id: f"product {p.name}" for p in catalog.entities_by_ids(organization_id, "PRODUCT", products)})
    variants = sorted({e["variantId"] for e in entities if e.get("variantId")})
    names.update({v.id: f"variant {v.sku}" for v in catalog.entities_by_ids(organization_id, "VARIANT", variants)})
    for item_id in {e["inventoryItemId"] for e in entities if e.get("inventoryItemId")}:
        item = catalog.get_inventory_item(organization_id, item_id)
        if item is not None:
            names[item_id] = f"item {item.sku}"
    return names


def _rule_text(alert: dict[str, Any]) -> str:
    """What the alert watches, in a sentence of its e-mail."""
    rules = alert.get("tagRules") or []
    tags = f" {alert.get('tagOperator', 'AND')} ".join(f"{r['mode'].lower()} tag {r['tagId']}" for r in rules)
    if not alert.get("metricKey") and not alert.get("riskType"):
        return f"{alert['checkLevel'].lower()}s tagged: {tags}"
    watched = alert.get("metricKey") or f"{alert.get('riskType')} risk score"
    rule = f"{watched} {alert['operator'].replace('_', ' ').lower()} {alert['threshold']} ({alert['triggerType']})"
    return f"{rule}, {tags}" if tags else rule


def notify(organization_id: str, alert: dict[str, Any], created: list[dict[str, Any]]) -> tuple[int, int]:
    """One e-mail per alert and run listing its new instances, to every recipient: ``(sent, failed)``.
    A failure is logged and counted; the instances stay (they are listed through the API)."""
    organization = get_organization(organization_id)
    rule = _rule_text(alert)
    lines = [f"{alert['name']}: {len(created)} new alert instance(s) on {created[0]['asOf']}", rule, ""]
    names = _entity_names(organization_id, [i["entity"] for i in created[:50]])
    for instance in created[:50]:
        where = ", ".join(names.get(v, v) for v in instance["entity"].values())
        value = instance["alertValue"]
        lines.append(f"- {where}" + ("" if value is None else f": {value:g}"))
    subject = f"[{getattr(organization, 'name', organization_id)}] {alert['name']}: {len(created)} new"
    try:
        mail.send(
            Source=get_alert_settings().alert_sender,
            Destination={"ToAddresses": list(alert["recipients"])},
            Message={"Subject": {"Data": subject[:200]}, "Body": {"Text": {"Data": "\n".join(lines)}}},
        )
    except Exception:  # delivery is best effort; the instances are kept
        logger.exception("alert e-mail not sent", extra={"organizationId": organization_id, "alertId": alert["id"]})
        return 0, 1
    return 1, 0
