"""Product enrichment (SPEC "POST /api/enrich-product"; docs/data-platform.md "Enrichment").

- :func:`request_enrichment` (the API): the product must be the caller's; its enrichment turns
  QUEUED and a message goes to the enrichment queue.
- :func:`enrich` (the enrichment worker, once per message): gathers what the service knows of the
  product (:func:`product_facts`), asks the configured provider, stores the result on the product's
  enrichment record (ENRICHED, or FAILED with ``<CODE>: <sentence>`` of ``domain.failures``, the
  exception logged, then re-raised so the message is retried and, at last, dead-lettered).

Providers share one interface (``enrich(facts) -> Enrichment``): :class:`OfflineProvider` (default:
``domain.enrichment.offline_enrichment``, no outside call) and :class:`BedrockProvider` (Amazon
Bedrock's Converse API, when ``ENRICHMENT_PROVIDER=bedrock`` and ``BEDROCK_MODEL_ID`` are set).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from datetime import datetime
from typing import TYPE_CHECKING, Any, Protocol, cast

from aws_lambda_powertools import Logger

from inventory_planning.coldstart import lazy
from inventory_planning.domain.enrichment import (
    Enrichment,
    EnrichmentQueued,
    EnrichmentRecord,
    EnrichmentStatus,
    ProductContent,
    ProductFacts,
    offline_enrichment,
    product_content,
)
from inventory_planning.domain.failures import Failure, failure_of
from inventory_planning.kernel import clock
from inventory_planning.kernel.errors import DomainError, Missing
from inventory_planning.kernel.ids import new_id
from inventory_planning.settings import get_enrichment_settings
from inventory_planning.store import aws, catalog, queues
from inventory_planning.store import enrichment as store
from inventory_planning.store import images as image_store
from inventory_planning.store.lake import runs as lake_runs
from inventory_planning.store.lake.datasets import RISK_POSITIONS

if TYPE_CHECKING:
    from aws_lambda_powertools.utilities import idempotency
    from aws_lambda_powertools.utilities.idempotency import base as idempotency_base

    from inventory_planning.store import idempotency as store_idempotency
    from inventory_planning.store.lake import engine
else:  # each module loads on its first use, not at the importer's cold start (docs/decisions/0046)
    engine = lazy("inventory_planning.store.lake.engine")  # lake on first use
    idempotency = lazy("aws_lambda_powertools.utilities.idempotency")  # ~45 ms, the worker only
    idempotency_base = lazy("aws_lambda_powertools.utilities.idempotency.base")  # ~45 ms, the worker only
    store_idempotency = lazy("inventory_planning.store.idempotency")  # ~45 ms, the worker only

QUEUED, ENRICHED, FAILED = "QUEUED", "ENRICHED", "FAILED"
PROVIDER_FAILED = Failure("PROVIDER_FAILED", "The enrichment provider failed or gave an unusable answer. It is retried.")

logger = Logger(child=True)


def _iso(moment: datetime) -> str:
    return moment.strftime("%Y-%m-%dT%H:%M:%S.") + f"{moment.microsecond // 1000:03d}Z"


def request_enrichment(organization_id: str, product_id: str, now: datetime | None = None) -> EnrichmentQueued:
    """Queue the enrichment of one of the organization's products; the request as queued.

    Raises:
        Missing: the product is not the organization's (404 NOT_FOUND).
    """
    if catalog.get_product(organization_id, product_id) is None:
        raise Missing("Product")
    now = now or clock.now()
    request_id = new_id()
    previous = store.get(organization_id, product_id) or {}
    store.put(organization_id, {**_empty(product_id), **previous, "status": QUEUED, "requestId": request_id,
                                "requestedAt": _iso(now), "error": None})  # fmt: skip
    body = {"messageType": "PRODUCT_ENRICH", "organizationId": organization_id, "productId": product_id, "requestId": request_id}
    queue_url = get_enrichment_settings().enrichment_queue_url
    if not queue_url:
        raise KeyError("ENRICHMENT_QUEUE_URL")
    message_id = queues.send(queue_url, json.dumps(body))
    return EnrichmentQueued(message="Product enrichment queued", message_id=message_id, timestamp=_iso(now))


def _empty(product_id: str) -> EnrichmentRecord:
    return {"productId": product_id, "status": None, "requestId": None, "requestedAt": None, "enrichedAt": None,
            "provider": None, "description": None, "categoryTags": [], "imageRef": None, "error": None}  # fmt: skip


WIRE = ("status", "requestedAt", "enrichedAt", "provider", "description", "categoryTags", "imageRef", "error")


def status_of(organization_id: str, product_id: str) -> EnrichmentStatus | None:
    """The product's enrichment as the API shows it (status, when it was asked and last ran, the
    provider, the result, the error), or None when it was never asked for."""
    record = store.get(organization_id, product_id)
    return cast(EnrichmentStatus, {k: record.get(k) for k in WIRE}) if record else None


def product_contents(organization_id: str, products: list[Any]) -> dict[str, ProductContent]:
    """Product id -> ``{description, tags, imageUrl}`` the product record shows for each of ``products``
    (ProductItems of the organization): the catalogue file's values, the enrichment filling what they
    left empty (:func:`content_of`). One BatchGetItem per 100 products."""
    records = store.get_many(organization_id, [p.id for p in products])
    return {p.id: content_of(organization_id, p, records.get(p.id)) for p in products}


def content_of(organization_id: str, product: Any, record: Mapping[str, Any] | None) -> ProductContent:
    """``{description, tags, imageUrl}`` of one ProductItem of the organization given its enrichment
    ``record`` (None when never asked): ``domain.enrichment.product_content``, whose ``imageUrl`` is the
    catalogue file's URL, else a presigned S3 GET URL of the delivered image the enrichment found
    (``store.images.signed_url``: computed locally, valid ``domain.images.URL_SECONDS`` seconds; the S3
    client is loaded only then)."""
    return product_content(product.description, product.image_url, record, organization_id, image_store.signed_url)


def product_facts(organization_id: str, product_id: str) -> ProductFacts:
    """What the service knows of a product from its catalogue: attributes, its variants' colours,
    sizes and prices, and the organization's median retail price (from the latest risks run's
    positions; None without one). No sales or stock figure (``domain.enrichment``).

    Raises:
        Missing: no such product.
    """
    product = catalog.get_product(organization_id, product_id)
    if product is None:
        raise Missing("Product")
    variants = catalog.variants_of_product(organization_id, product_id)
    sizes = {size for listed in catalog.sizes_of(organization_id, variants).values() for size in listed if size}
    prices = tuple(float(v.retail_price) for v in variants if v.retail_price)
    return ProductFacts(
        organization_id=organization_id, product_id=product_id, code=product.code, name=product.name,
        brand_name=product.brand_name, family=product.family, colours=tuple(v.colour for v in variants if v.colour),
        sizes=tuple(sorted(sizes)), prices=prices, organization_median_price=_organization_median_price(organization_id),
    )  # fmt: skip


def _organization_median_price(organization_id: str) -> float | None:
    """The median of the products' median retail prices in the latest risks run; None without one."""
    run = lake_runs.latest_run(RISK_POSITIONS, organization_id, clock.today())
    if run is None:
        return None
    sql = """
SELECT product_id, median(retail_price)
FROM {positions} WHERE organization_id = ? AND run_date = ? AND product_id IS NOT NULL GROUP BY product_id
"""
    rows = engine.run(sql, {"positions": RISK_POSITIONS}, organization_id, [run.isoformat()], [organization_id, run.isoformat()])
    prices = sorted(float(r[1]) for r in rows if r[1])
    return prices[len(prices) // 2] if prices else None


class Provider(Protocol):
    """An enrichment provider: ``name`` and ``enrich(facts) -> Enrichment``."""

    name: str

    def enrich(self, facts: ProductFacts) -> Enrichment: ...


class OfflineProvider:
    """Derives the enrichment from what the service knows (``domain.enrichment``); no outside call."""

    name = "offline"

    def enrich(self, facts: ProductFacts) -> Enrichment:
        return offline_enrichment(facts)


class BedrockProvider:
    """Amazon Bedrock (Converse API): the model writes the description and tags from the facts; the
    offline tags are kept when it gives none. ``client`` is a ``bedrock-runtime`` client.

    Raises (from :meth:`enrich`):
        ValueError: the model's answer is not the JSON object asked for.
    """

    name = "bedrock"

    def __init__(self, client: Any, model_id: str) -> None:
        self.client = client
        self.model_id = model_id

    def request(self, facts: ProductFacts) -> dict[str, Any]:
        """The Converse request for ``facts``."""
        known = offline_enrichment(facts)
        prompt = (
            "You write catalogue copy for a fashion retailer. From these facts, answer with one JSON object "
            '{"description": "<2 sentences>", "categoryTags": ["kind:value", ...]} and nothing else.\n'
            f"Facts: {json.dumps({'name': facts.name, 'brand': facts.brand_name, 'family': facts.family, 'colours': list(facts.colours), 'sizes': list(facts.sizes), 'tags': known.category_tags})}"  # noqa: E501
        )
        return {
            "modelId": self.model_id,
            "messages": [{"role": "user", "content": [{"text": prompt}]}],
            "inferenceConfig": {"maxTokens": 400, "temperature": 0.2},
        }

    def enrich(self, facts: ProductFacts) -> Enrichment:
        answer = self.client.converse(**self.request(facts))
        text = "".join(part.get("text", "") for part in answer["output"]["message"]["content"])
        try:
            parsed = json.loads(text[text.index("{") : text.rindex("}") + 1])
        except ValueError as error:
            raise ValueError(f"the model did not answer a JSON object: {text[:200]!r}") from error
        known = offline_enrichment(facts)
        tags = [str(t) for t in parsed.get("categoryTags") or []] or known.category_tags
        return Enrichment(str(parsed.get("description") or known.description), tags)


def provider() -> Provider:
    """The configured provider: Bedrock when ``ENRICHMENT_PROVIDER=bedrock`` (with ``BEDROCK_MODEL_ID``), else offline."""
    settings = get_enrichment_settings()
    if settings.enrichment_provider == "bedrock" and settings.bedrock_model_id:
        return BedrockProvider(aws.client("bedrock-runtime"), settings.bedrock_model_id)
    return OfflineProvider()


def delivered_image(organization_id: str, code: str) -> str | None:
    """The S3 key of the image the retailer delivered for product ``code`` (``domain.images``: a file
    named after the code, under the organization's own ``incoming/<organizationId>/`` prefix only), or
    None when there is none.

    Raises:
        botocore.exceptions.ClientError, BotoCoreError: S3 refused or failed the listing.
    """
    return image_store.find_delivered(organization_id, code)


def enrich(organization_id: str, product_id: str, request_id: str, using: Provider | None = None) -> EnrichmentRecord:
    """Enrich one product and store the result (ENRICHED); returns the enrichment record: the provider's
    description and category tags, and ``imageRef``, the key of the image the retailer delivered for the
    product (:func:`delivered_image`; None without one: no provider makes images up).

    A failure is logged with its traceback and recorded as ``<CODE>: <sentence>``, never the
    exception's text: the provider's (``PROVIDER_FAILED``; a Bedrock error names ARNs and accounts)
    or the facts' (``NOT_FOUND``, ``STORAGE_UNAVAILABLE``, ``INTERNAL_ERROR``: ``domain.failures``).

    Raises:
        Missing: the product is gone (the message is poison: retried, then dead-lettered).
        Exception: the provider failed, after the record was marked FAILED.
    """
    chosen = using or provider()
    previous: dict[str, Any] = store.get(organization_id, product_id) or dict(_empty(product_id))
    try:
        facts = product_facts(organization_id, product_id)
        image = delivered_image(organization_id, facts.code)
    except Exception as error:
        _failed(organization_id, previous, request_id, chosen.name, error, failure_of(error))
        raise
    try:
        result = chosen.enrich(facts)
    except Exception as error:
        _failed(organization_id, previous, request_id, chosen.name, error,
                failure_of(error) if isinstance(error, DomainError) else PROVIDER_FAILED)  # fmt: skip
        raise
    record: dict[str, Any] = {
        **previous, "status": ENRICHED, "requestId": request_id, "enrichedAt": _iso(clock.now()), "provider": chosen.name,
        "description": result.description, "categoryTags": result.category_tags, "imageRef": image, "error": None,
    }  # fmt: skip
    store.put(organization_id, record)
    return cast(EnrichmentRecord, record)  # the stored record, whole


def _failed(
    organization_id: str, previous: dict[str, Any], request_id: str, name: str, error: Exception, failure: Failure
) -> None:
    """Log ``error`` and mark the enrichment FAILED with ``failure`` (the last result stays)."""
    where = {"organizationId": organization_id, "productId": previous["productId"], "requestId": request_id, "provider": name}
    logger.error("enrichment failed", exc_info=error, extra=where)
    store.put(organization_id, {**previous, "status": FAILED, "requestId": request_id, "provider": name,
                                "error": str(failure)[:1000]})  # fmt: skip


IDEMPOTENCY_SECONDS = 7 * 24 * 3600


def enrich_once(message: dict[str, Any], context: Any = None) -> EnrichmentRecord:
    """:func:`enrich` at most once per request (``message``: ``{organizationId, productId,
    requestId}``): Powertools idempotency on the single table (``ORG#<org>#IDEMPOTENCY``), keyed by
    the request id, so a redelivered message answers the stored result without enriching again. A
    failed attempt stores nothing: the retry runs.

    Raises:
        IdempotencyAlreadyInProgressError: the same request is being enriched right now (retried later).
        Exception: as :func:`enrich`.
    """
    organization_id, product_id, request_id = message["organizationId"], message["productId"], message["requestId"]
    data = {"scope": [organization_id, "enrichment", request_id], "request": {"productId": product_id}}
    config = idempotency.IdempotencyConfig(
        event_key_jmespath="scope", payload_validation_jmespath="request", raise_on_no_idempotency_key=True,
        expires_after_seconds=IDEMPOTENCY_SECONDS, hash_function="sha256",
        lambda_context=context if hasattr(context, "get_remaining_time_in_millis") else None,
    )  # fmt: skip

    def run(_: dict[str, Any]) -> EnrichmentRecord:
        return enrich(organization_id, product_id, request_id)

    handler = idempotency_base.IdempotencyHandler(
        function=run, function_payload=data, config=config, persistence_store=store_idempotency.get_store("enrichment"),
        key_prefix=store_idempotency.partition_key(organization_id), function_args=(data,), function_kwargs={},
    )  # fmt: skip
    result: EnrichmentRecord = handler.handle()
    return result
