"""Enrichment worker: EnrichmentQueue -> this function (Powertools batch processing).

Each message ``{messageType: PRODUCT_ENRICH, organizationId, productId, requestId}`` (sent by
``POST /api/enrich-product``) enriches one product once (``services.enrichment.enrich_once``:
Powertools idempotency keyed by the request, so a redelivery changes nothing). A message that is
not that shape, names a product that is gone, or whose provider fails is reported in
``batchItemFailures``: SQS retries it, then moves it to the dead-letter queue after 3 receives.
"""

from __future__ import annotations

from inventory_planning import coldstart  # first: no GC passes during the cold start (resumed at the end)

# isort: split
from collections.abc import Mapping
from typing import Any, Literal

from aws_lambda_powertools import Logger
from aws_lambda_powertools.utilities.batch import BatchProcessor, EventType, process_partial_response
from aws_lambda_powertools.utilities.data_classes.sqs_event import SQSRecord
from inventory_planning import observability
from inventory_planning.services import enrichment
from pydantic import BaseModel, ConfigDict, Field

logger = Logger()
processor = BatchProcessor(event_type=EventType.SQS)


class EnrichMessage(BaseModel):
    """The queue message of one enrichment request."""

    model_config = ConfigDict(extra="forbid")
    messageType: Literal["PRODUCT_ENRICH"]
    organizationId: str = Field(min_length=1, max_length=64)
    productId: str = Field(min_length=1, max_length=64)
    requestId: str = Field(min_length=1, max_length=64)


_context: dict[str, Any] = {}


def record_handler(record: SQSRecord) -> None:
    """Enrich the product a message names (a malformed message raises: it is poison)."""
    message = EnrichMessage.model_validate_json(record.body)
    result = enrichment.enrich_once(message.model_dump(), _context.get("lambda"))
    logger.info("product enriched", extra={"organizationId": message.organizationId, "productId": message.productId,
                                           "provider": result.get("provider"), "requestId": message.requestId})  # fmt: skip


@observability.capture_lambda_handler
@logger.inject_lambda_context
def lambda_handler(event: dict[str, Any], context: Any) -> Mapping[str, Any]:
    """SQS batch entry point; returns ``{"batchItemFailures": [...]}``."""
    _context["lambda"] = context
    return process_partial_response(event=event, record_handler=record_handler, processor=processor, context=context)


coldstart.resume()  # last: the module is loaded; freeze what it made, collector back on
