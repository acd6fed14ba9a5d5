"""Markdown windows: CRUD (``/api/markdown-calendars``) and the window governing today.

``state`` (upcoming | active | completed) is derived on the service clock's day (``kernel.clock.today``)
each time a window is read; it is never stored. :func:`markdown_context` is what the ``markdown_*``
rule conditions read (``services.plans.rules``) and :func:`skip_reason` what the workflows' markdown
nodes ask before they act: with no window defined at all, markdowns are unrestricted (docs/configuration.md
"Markdown calendars").
"""

from __future__ import annotations

from typing import Any

from inventory_planning.domain.markdown_calendars.windows import (
    MarkdownWindow,
    MarkdownWindowCreate,
    apply_update,
    governing_window,
    new_window,
    window_context,
    with_state,
)
from inventory_planning.domain.stored import of_stored
from inventory_planning.kernel import clock
from inventory_planning.kernel.actors import Actor
from inventory_planning.kernel.errors import Missing
from inventory_planning.kernel.ids import new_id
from inventory_planning.store.dynamo import records as record_store
from inventory_planning.store.markdown_calendars import MARKDOWN_WINDOW, all_windows

WHAT = "Markdown window"


def _record(stored: dict[str, Any]) -> MarkdownWindow:
    return of_stored(MarkdownWindow, with_state(stored, clock.today()))


def list_windows(organization_id: str, page: int, page_size: int) -> tuple[list[MarkdownWindow], int]:
    """One page of the organization's markdown windows in creation order, each with its state today, and their total."""
    rows, total = record_store.list_page(organization_id, MARKDOWN_WINDOW, page, page_size)
    return [_record(r) for r in rows], total


def create_window(organization_id: str, actor: Actor, body: MarkdownWindowCreate) -> MarkdownWindow:
    """Store a new window (audited CREATE); ``createdBy``/``updatedBy`` are the actor's id."""
    record = new_window(body, new_id(), organization_id, actor.id, clock.now_iso())
    return _record(record_store.create(organization_id, MARKDOWN_WINDOW, record, actor))


def get_window(organization_id: str, window_id: str) -> MarkdownWindow:
    """One window. Raises Missing (404 "Markdown window not found") when missing or another organization's."""
    return _found(record_store.get_record(organization_id, MARKDOWN_WINDOW, window_id))


def update_window(organization_id: str, actor: Actor, window_id: str, changes: dict[str, Any]) -> MarkdownWindow:
    """Apply the supplied fields; a change that changes nothing writes nothing.

    Raises:
        Missing: no such window in the organization.
        InvalidInput: the changed range ends before it starts (422 naming ``startDate``).
        ConcurrentChange: three lost races in a row (409 CONCURRENT_MODIFICATION).
    """
    result = record_store.update(organization_id, MARKDOWN_WINDOW, window_id, lambda r: apply_update(r, changes, actor.id), actor)
    return _found(result)


def delete_window(organization_id: str, actor: Actor, window_id: str) -> None:
    """Delete a window (audited DELETE). Raises Missing (404) when missing or another organization's."""
    if record_store.delete(organization_id, MARKDOWN_WINDOW, window_id, actor) is None:
        raise Missing(WHAT)


def markdown_context(organization_id: str) -> dict[str, Any]:
    """The rule context of the ``markdown_*`` conditions on the service clock's day:
    ``{markdownCalendarDefined, markdownWindow}`` (``domain.markdown_calendars.windows.window_context``)."""
    return window_context(all_windows(organization_id), clock.today())


def skip_reason(organization_id: str) -> str | None:
    """Why a markdown may not be taken today: a sentence when the organization has markdown windows
    and none is active on the service clock's day; None when one is active or none is defined
    (markdowns unrestricted)."""
    windows = all_windows(organization_id)
    if not windows:
        return None
    today = clock.today()
    if governing_window(windows, today) is not None:
        return None
    count = len(windows)
    return f"no markdown window is active on {today.isoformat()} (the organization's markdown calendar has {count} window(s))"


def _found(record: dict[str, Any] | None) -> MarkdownWindow:
    if record is None:
        raise Missing(WHAT)
    return _record(record)
