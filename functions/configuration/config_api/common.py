"""Helpers shared by the configuration routers: the audit actor, response shapes, path ids. The routes
call ``inventory_planning.services.configuration``."""

from __future__ import annotations

from typing import Annotated, Any

from aws_lambda_powertools.event_handler.openapi.params import Path

VIEW = "intelligenceLayer.view"
CONFIGURE = "intelligenceLayer.configure"

IdPath = Annotated[str, Path(min_length=1, max_length=64, description="record id")]


def items_page(items: list[Any], total: int, page: int, page_size: int) -> dict[str, Any]:
    """The configuration lists' shape: ``{success, items, total, page, pageSize}`` (SPEC's
    ``{items, total}`` for planning periods and approval policies, with the page it is)."""
    return {"success": True, "items": items, "total": total, "page": page, "pageSize": page_size}


def data(record: Any) -> dict[str, Any]:
    """``{success: true, data: record}``."""
    return {"success": True, "data": record}


def created(record: Any) -> tuple[dict[str, Any], int]:
    """201 with ``{success: true, data: record}``."""
    return data(record), 201


DELETED: dict[str, Any] = {"success": True}
