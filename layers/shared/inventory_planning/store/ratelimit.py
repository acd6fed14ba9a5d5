"""The per-token rolling window behind the rate limit: one item per token, one UpdateItem per request.

The item (``pk = ORG#<org>#RATE#<key>``, ``sk = LOG``) holds the token's log: the arrival ticks of
its last ``limit`` admitted requests (domain/ratelimit.py). A request is one conditional UpdateItem:

    SET log[limit] = :tick, ttl = :ttl  REMOVE log[0]
    IF  attribute_exists(log) AND size(log) = :limit AND log[0] <= :cutoff
    ReturnValues ALL_NEW, ReturnValuesOnConditionCheckFailure ALL_OLD

Appending at index ``limit`` and removing index 0 keep the list at ``limit`` entries, oldest first,
atomically, so concurrent requests on any function and instance are admitted exactly as the rule
says. On success the new log gives RateLimit-Remaining/-Reset; when the condition fails DynamoDB
returns the stored log, which says why without another call: the oldest admission is still inside
the window (a refusal: 429 with Retry-After), or the log is missing or of another length.

Only in the second case is there a second call: the token's first request (or its first after an
hour idle, when the item has expired) or its first after the limit was changed. That call writes
the whole log (computed by the domain) on condition that nobody wrote it in between. If somebody
did (two first requests of a token at once), the one-update path runs a final time on the log that
request wrote. So: one call per request in the steady state, two once per token and hour idle,
three only for concurrent first requests.
"""

from __future__ import annotations

from typing import Any

from botocore.exceptions import ClientError

from inventory_planning.domain.ratelimit import RateOutcome, admit, arrival_tick, check_limit, cutoff_tick, describe
from inventory_planning.kernel import clock
from inventory_planning.store.models import BaseItem, RateWindowItem

ITEM_TTL_SECONDS = 3600  # an idle token's item goes; its entries are long out of the window by then
SORT_KEY = "LOG"


class RateLimitUnavailable(Exception):
    """The rate-limit item could not be updated (DynamoDB error other than a failed condition)."""


class _ConditionFailed(Exception):
    def __init__(self, item: dict[str, Any] | None) -> None:
        super().__init__("condition failed")
        self.item = item


def _client() -> Any:
    return BaseItem._get_connection().connection.client


def _table() -> str:
    return RateWindowItem.Meta.table_name


def _number(value: int) -> dict[str, str]:
    return {"N": str(value)}


def _log_of(item: dict[str, Any] | None) -> list[int] | None:
    if not item or "L" not in item.get("log", {}):
        return None
    return [int(entry["N"]) for entry in item["log"]["L"]]


def _update(key: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
    """One UpdateItem; returns the new attributes, raises _ConditionFailed with the old item."""

    try:
        response = _client().update_item(
            TableName=_table(),
            Key=key,
            ReturnValues="ALL_NEW",
            ReturnValuesOnConditionCheckFailure="ALL_OLD",
            **kwargs,
        )
    except ClientError as error:
        if error.response.get("Error", {}).get("Code") == "ConditionalCheckFailedException":
            raise _ConditionFailed(error.response.get("Item")) from None
        raise RateLimitUnavailable(f"rate-limit update failed: {error}") from error
    return response.get("Attributes", {})


def _append(key: dict[str, Any], limit: int, now: float, expires_at: int) -> list[int]:
    """The one-update path: admit into a log of ``limit`` entries; the new log (oldest first)."""
    attributes = _update(
        key,
        UpdateExpression=f"SET #log[{limit}] = :tick, #ttl = :ttl REMOVE #log[0]",
        ConditionExpression="attribute_exists(#log) AND size(#log) = :limit AND #log[0] <= :cutoff",
        ExpressionAttributeNames={"#log": "log", "#ttl": "ttl"},
        ExpressionAttributeValues={
            ":tick": _number(arrival_tick(now)),
            ":ttl": _number(expires_at),
            ":limit": _number(limit),
            ":cutoff": _number(cutoff_tick(now)),
        },
    )
    return _log_of(attributes) or []


def _replace(key: dict[str, Any], stored: list[int] | None, log: tuple[int, ...], expires_at: int) -> None:
    """Write a whole log, on condition that the stored one is still ``stored`` (None: absent)."""
    values: dict[str, Any] = {":log": {"L": [_number(e) for e in log]}, ":ttl": _number(expires_at)}
    if stored is None:
        condition = "attribute_not_exists(#log)"
    else:
        condition = "#log = :stored"
        values[":stored"] = {"L": [_number(e) for e in stored]}
    _update(
        key,
        UpdateExpression="SET #log = :log, #ttl = :ttl",
        ConditionExpression=condition,
        ExpressionAttributeNames={"#log": "log", "#ttl": "ttl"},
        ExpressionAttributeValues=values,
    )


def record(organization_id: str, rate_key: str, limit: int, now: float | None = None) -> RateOutcome:
    """Apply the rolling limit to one request of ``rate_key`` at ``now`` (epoch seconds).

    Admitted requests are written to the token's log; refused ones change nothing. Returns the
    outcome (admitted or not, requests in the window, seconds until the next one can pass).

    Raises:
        RateLimitUnavailable: DynamoDB failed, or the log kept changing under a limit other than
            ``limit`` (two limits configured at once while a deployment rolls out).
        ValueError: ``limit`` is outside 1..MAX_LIMIT (domain/ratelimit.py).
    """
    check_limit(limit)
    now = clock.wall_epoch() if now is None else now
    key = {"pk": {"S": f"ORG#{organization_id}#RATE#{rate_key}"}, "sk": {"S": SORT_KEY}}
    expires_at = int(now) + ITEM_TTL_SECONDS
    replaced = False
    while True:
        try:
            return describe(_append(key, limit, now, expires_at), now, allowed=True)
        except _ConditionFailed as failed:
            stored = _log_of(failed.item)
        if stored is not None and len(stored) == limit:
            return describe(stored, now, allowed=False)  # log[0] is inside the window
        if replaced:
            raise RateLimitUnavailable(f"the rate-limit log has {len(stored or [])} entries, not {limit}")
        outcome = admit(stored, limit, now)  # first request, expired item, or another limit
        if not outcome.allowed:
            return outcome
        try:
            _replace(key, stored, outcome.log, expires_at)
            return outcome
        except _ConditionFailed:
            replaced = True  # a concurrent request wrote the log first: the one-update path, once more
