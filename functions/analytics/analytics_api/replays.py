"""Decision replays (issue 25; docs/intelligence.md "Decision replay: the API"), permission analytics.view.

``POST /api/intelligence/replays`` starts one (201 with the PENDING replay; the job worker runs it);
``GET /api/intelligence/replays`` lists them newest first; ``GET .../{id}`` shows its status,
progress and, once SUCCESS, its results; ``GET .../{id}/positions/{variantId}/{sizeId}/{shopId}`` the
traces of a kept position; ``GET .../{id}/report`` its HTML report (409 until SUCCESS); ``POST
.../{id}/rerun`` reruns a FAILED one (409 otherwise).

A shop-scoped caller replays its shops: ``shopIds`` defaults to them, and a shop outside them is a
404 NOT_FOUND, as everywhere a shop-scoped caller names a shop it may not see (domain/shop_scope.py);
it lists and reads only the replays whose shops are all its own.
"""

from __future__ import annotations

from typing import Annotated

from aws_lambda_powertools.event_handler import Response
from aws_lambda_powertools.event_handler.openapi.params import Body, Path
from inventory_planning.api.app import current_identity
from inventory_planning.api.pagination import Page, PageSize, page_meta
from inventory_planning.api.routes import ApiRouter
from inventory_planning.api.schemas import One, PageOf
from inventory_planning.coldstart import lazy

# Loaded on a route's first request, not at the cold start (decision 0013).
replays = lazy("inventory_planning.services.replays.runs")
checks = lazy("inventory_planning.services.catalog.checks")
records = lazy("inventory_planning.contracts.replays")

ANALYTICS_VIEW = "analytics.view"
ONE = "/api/intelligence/replays/{replay_id}"
NOT_FOUND = [(404, "NOT_FOUND")]
router = ApiRouter(tag="Decision replay")

ReplayId = Annotated[str, Path(min_length=1, max_length=64)]
# The report is a page of its own data only: no script, inline style, no request anywhere.
REPORT_HEADERS = {
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; "
    "frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
}
PathId = Annotated[str, Path(min_length=1, max_length=64)]


@router.post("/api/intelligence/replays", operation_id="createReplay", permission=ANALYTICS_VIEW, status=201, errors=NOT_FOUND)
def create(body: Annotated[records.StartReplay, Body()]) -> One[records.Replay]:
    """Replay the days ``from`` .. ``to - 1`` under each policy: 201 with the PENDING replay; poll
    GET .../replays/{id} (``progress`` counts the review days done). 422 VALIDATION_ERROR names each
    failing field; a shop that is not the caller's is a 404."""
    identity = current_identity(router)
    org, scope = identity.org, identity.shop_scope
    shops = body.shopIds
    if scope is not None:
        if shops is None:
            shops = sorted(scope)
        checks.require_shops(org, scope, shops)
    return One(
        data=replays.start_replay(
            org,
            first=body.from_,
            to=body.to,
            review_period_days=body.reviewPeriodDays,
            policies=records.policy_items(body.policies),
            shop_ids=shops,
        )
    )


@router.get("/api/intelligence/replays", operation_id="listReplays", permission=ANALYTICS_VIEW)
def list_all(page: Page = 1, page_size: PageSize = 20) -> PageOf[records.ReplaySummary]:
    """The organization's replays, newest first, without their results: ``{success, data, page, pageSize, total}``."""
    identity = current_identity(router)
    rows, total = replays.list_replays(identity.org, shop_scope=identity.shop_scope, page=page, page_size=page_size)
    return PageOf(data=rows, **page_meta(page, page_size, total))


@router.get(ONE, operation_id="getReplay", permission=ANALYTICS_VIEW, errors=NOT_FOUND)
def get(replay_id: ReplayId) -> One[records.Replay]:
    """A replay: ``{id, status, progress, from, to, policies, results, ...}``; ``results`` null until SUCCESS."""
    identity = current_identity(router)
    return One(data=replays.get_replay(identity.org, replay_id, shop_scope=identity.shop_scope))


@router.get(
    f"{ONE}/positions/{{variant_id}}/{{size_id}}/{{shop_id}}", operation_id="getReplayPosition", permission=ANALYTICS_VIEW,
    errors=NOT_FOUND,
)  # fmt: skip
def position(replay_id: ReplayId, variant_id: PathId, size_id: PathId, shop_id: PathId) -> One[records.ReplayPosition]:
    """A kept position's day-by-day trace under every policy of the replay (the positions of
    ``topLostPositions``); 404 for a position the replay did not keep."""
    identity = current_identity(router)
    return One(
        data=replays.replay_position(identity.org, replay_id, variant_id, size_id, shop_id, shop_scope=identity.shop_scope)
    )


@router.get(
    f"{ONE}/report", operation_id="getReplayReport", permission=ANALYTICS_VIEW,
    errors=[*NOT_FOUND, (409, "REPLAY_NOT_READY")], media_type="text/html",
)  # fmt: skip
def report(replay_id: ReplayId) -> Response[str]:
    """A finished replay's report: one self-contained HTML page (no external script, stylesheet or font)
    with the totals of every policy variant and their money, fill rate against average stock as an SVG
    chart (min-max's variants joined: its frontier), fill rate and units ordered by week, the top lost
    positions. 409 REPLAY_NOT_READY until the replay is SUCCESS."""
    identity = current_identity(router)
    page = replays.replay_report(identity.org, replay_id, shop_scope=identity.shop_scope)
    return Response(status_code=200, content_type="text/html; charset=utf-8", body=page, headers=REPORT_HEADERS)


@router.post(
    f"{ONE}/rerun", operation_id="rerunReplay", permission=ANALYTICS_VIEW, errors=[*NOT_FOUND, (409, "JOB_RUN_NOT_FAILED")]
)
def rerun(replay_id: ReplayId) -> One[records.Replay]:
    """Rerun a FAILED replay: PENDING again; the review days already done are not run again. 409 JOB_RUN_NOT_FAILED otherwise."""
    identity = current_identity(router)
    return One(data=replays.rerun_replay(identity.org, replay_id, shop_scope=identity.shop_scope))
