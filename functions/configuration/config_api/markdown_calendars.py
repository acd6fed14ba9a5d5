"""Markdown calendars (REFERENCE 5.4): the organization's markdown windows, with their state on the
service clock. Read by the ``markdown_*`` rule conditions and the workflows' markdown nodes
(docs/configuration.md "Markdown calendars")."""

from __future__ import annotations

from typing import Annotated

from aws_lambda_powertools.event_handler.openapi.params import Body
from inventory_planning.api.app import current_identity
from inventory_planning.api.identity import actor_of
from inventory_planning.api.pagination import Page, PageSize
from inventory_planning.api.routes import ApiRouter
from inventory_planning.api.schemas import Done, ItemsOf, One
from inventory_planning.coldstart import lazy

from config_api.common import CONFIGURE, DELETED, VIEW, IdPath, created, data, items_page

# Loaded on a route's first request, not at the cold start (decision 0013): the service and the
# response records the annotations name.
windows = lazy("inventory_planning.services.markdown_calendars.windows")
records = lazy("inventory_planning.contracts.markdown_calendars")
bodies = lazy(
    "inventory_planning.domain.markdown_calendars.windows"
)  # the request bodies, built on the first request that takes one
router = ApiRouter(tag="Configuration")


@router.get("/api/markdown-calendars", operation_id="listMarkdownWindows", permission=VIEW)
def list_windows(page: Page = 1, page_size: PageSize = 20) -> ItemsOf[records.MarkdownWindow]:
    """The organization's markdown windows in creation order, each with its ``state`` today (upcoming |
    active | completed): ``{success, items, total, page, pageSize}``.

    For agents: before proposing a markdown, look for an ``active`` window: when the organization has
    windows and none is active, markdown plan lines are refused or warned by its rules and the
    workflows' markdown steps are skipped. ``maxDiscountPct`` and ``minMarginPct`` bound the discount.
    """
    identity = current_identity(router)
    rows, total = windows.list_windows(identity.org, page, page_size)
    return items_page(rows, total, page, page_size)


@router.post("/api/markdown-calendars", operation_id="createMarkdownWindow", permission=CONFIGURE, status=201)
def create_window(body: Annotated[bodies.MarkdownWindowCreate, Body()]) -> One[records.MarkdownWindow]:
    """Create a markdown window (201): ``{name, startDate, endDate, maxDiscountPct?, minMarginPct?,
    maxMarkdownsPerItem?}``, dates ``YYYY-MM-DD`` both included.

    For agents: a window allows markdowns between its dates within its limits; create one only when a
    person asks for a markdown period.
    """
    identity = current_identity(router)
    return created(windows.create_window(identity.org, actor_of(identity), body))


@router.get("/api/markdown-calendars/{window_id}", operation_id="getMarkdownWindow", permission=VIEW)
def get_window(window_id: IdPath) -> One[records.MarkdownWindow]:
    """One markdown window with its ``state`` today; 404 when missing or another organization's.

    For agents: ``state`` says whether markdowns are allowed today under this window.
    """
    return data(windows.get_window(current_identity(router).org, window_id))


@router.patch(
    "/api/markdown-calendars/{window_id}",
    operation_id="updateMarkdownWindow",
    permission=CONFIGURE,
    errors=[(409, "CONCURRENT_MODIFICATION")],
)
def update_window(window_id: IdPath, body: Annotated[bodies.MarkdownWindowUpdate, Body()]) -> One[records.MarkdownWindow]:
    """Change the supplied fields of a window (a limit set to null removes it); 404 when missing or
    another organization's, 422 when the dates end before they start.

    For agents: change a window only on a person's request.
    """
    identity = current_identity(router)
    return data(windows.update_window(identity.org, actor_of(identity), window_id, body.changes()))


@router.delete("/api/markdown-calendars/{window_id}", operation_id="deleteMarkdownWindow", permission=CONFIGURE)
def delete_window(window_id: IdPath) -> Done:
    """Delete a window: ``{success: true}``; 404 when missing or another organization's.

    For agents: deleting the last window lifts every markdown restriction of the calendar.
    """
    identity = current_identity(router)
    windows.delete_window(identity.org, actor_of(identity), window_id)
    return DELETED
