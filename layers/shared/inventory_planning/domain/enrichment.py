"""Product enrichment (SPEC "POST /api/enrich-product"; docs/data-platform.md "Enrichment"), pure.

:class:`ProductFacts` is what the service knows of a product; a provider turns it into an
:class:`Enrichment` (description, category tags, image reference). The offline provider here
derives them from the facts alone, deterministically:

- **category tags**, an H&M-style taxonomy: ``department:<family>`` (the product family, or one read
  from the name: tops, dresses, bottoms...), ``colour:<each colour>``, ``size-range:<first>-<last>``
  (sizes in size order) and ``price:<band>``;
- **price band** from the median retail price of the variants relative to the organization's
  median (``entry`` under 0.75x, ``core`` to 1.5x, ``premium`` above);
- a **description** in plain words from the same facts.

Catalogue facts only, never a figure: the product record that shows the description and tags is
open to every authenticated caller, while what is measured from sales and stock needs
``analytics.view`` and the caller's shops (docs/decisions/0024). A "best seller" tag would tell a
caller without it the sales ranking that the record hides.

No provider makes an image up: the enrichment's ``imageRef`` is the image the retailer delivered for
the product (``domain.images``), which the service looks up.

:func:`product_content` is what the product record shows: the retailer's catalogue values win, the
enrichment fills what they left empty.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from statistics import median
from typing import Any, TypedDict

from inventory_planning.domain.images import is_organization_image


class EnrichmentRecord(TypedDict):
    """A product's enrichment as stored (and as the worker's idempotency keeps its result, JSON):
    ``status`` QUEUED | ENRICHED | FAILED, the request, instants ISO 8601 UTC, the provider's last
    result (kept through a later failure) and the ``error`` of a failure (``<CODE>: <sentence>``)."""

    productId: str
    status: str | None
    requestId: str | None
    requestedAt: str | None
    enrichedAt: str | None
    provider: str | None
    description: str | None
    categoryTags: list[str]
    imageRef: str | None
    error: str | None


class EnrichmentStatus(TypedDict):
    """What the product record shows of its enrichment (wire ``ProductEnrichment``)."""

    status: str | None
    requestedAt: str | None
    enrichedAt: str | None
    provider: str | None
    description: str | None
    categoryTags: list[str]
    imageRef: str | None
    error: str | None


class ProductContent(TypedDict):
    """A product's own description, tags and image URL as its record shows them."""

    description: str | None
    tags: list[str]
    imageUrl: str | None


ENTRY_BELOW = 0.75  # price band: median price / the organization's median, below it "entry"
PREMIUM_ABOVE = 1.5  # above it "premium"; between the two "core"

SIZE_ORDER = ["XXXS", "XXS", "XS", "S", "M", "L", "XL", "XXL", "XXXL", "3XL", "4XL", "5XL", "6XL"]
DEPARTMENTS = {
    "tops": ("top", "tee", "t-shirt", "shirt", "blouse", "kurta", "kurti", "tunic", "polo", "sweater", "hoodie"),
    "dresses": ("dress", "gown", "anarkali", "maxi"),
    "bottoms": ("trouser", "pant", "jean", "skirt", "short", "legging", "palazzo", "salwar"),
    "sets": ("set", "suit", "co-ord", "kurta set"),
    "outerwear": ("jacket", "coat", "blazer", "shrug", "cardigan"),
    "accessories": ("cap", "hat", "bag", "scarf", "dupatta", "belt", "sock"),
    "footwear": ("shoe", "sandal", "sneaker", "boot"),
}


@dataclass(frozen=True, slots=True, kw_only=True)
class EnrichmentQueued:
    """An enrichment request on its queue: ``message`` for a person, the queue's ``message_id``, and
    when it was asked (ISO 8601, UTC)."""

    message: str
    message_id: str
    timestamp: str


@dataclass(frozen=True)
class ProductFacts:
    """What the service knows of one product from its catalogue: attributes, its variants' colours,
    sizes and retail prices (currency), and the organization's median retail price. No sales or
    stock figure (see the module docstring)."""

    organization_id: str
    product_id: str
    code: str
    name: str
    brand_name: str | None
    family: str | None
    colours: tuple[str, ...] = ()
    sizes: tuple[str, ...] = ()
    prices: tuple[float, ...] = ()
    organization_median_price: float | None = None


@dataclass(frozen=True)
class Enrichment:
    """A provider's result: ``description`` (text) and ``category_tags`` (``kind:value``)."""

    description: str
    category_tags: list[str] = field(default_factory=list)


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def department(facts: ProductFacts) -> str | None:
    """The product family when the catalogue has one, else the department its name suggests."""
    if facts.family:
        return _slug(facts.family)
    words = facts.name.lower()
    for name, hints in DEPARTMENTS.items():
        if any(re.search(rf"\b{re.escape(h)}s?\b", words) for h in hints):
            return name
    return None


def size_range(sizes: tuple[str, ...]) -> str | None:
    """``S-XL`` for letter sizes in size order, ``36-44`` for numeric ones, None without sizes."""
    known = [s.upper() for s in sizes if s and s != "-"]
    if not known:
        return None
    letters = [s for s in known if s in SIZE_ORDER]
    if letters:
        ordered = sorted(set(letters), key=SIZE_ORDER.index)
        return ordered[0] if len(ordered) == 1 else f"{ordered[0]}-{ordered[-1]}"
    numbers = sorted({float(s) for s in known if re.fullmatch(r"\d+(\.\d+)?", s)})
    if numbers:
        low, high = (f"{n:g}" for n in (numbers[0], numbers[-1]))
        return low if low == high else f"{low}-{high}"
    return "one-size" if len(set(known)) == 1 else None


def price_band(facts: ProductFacts) -> str | None:
    """entry / core / premium against the organization's median retail price (None when unknown)."""
    if not facts.prices or not facts.organization_median_price:
        return None
    ratio = median(facts.prices) / facts.organization_median_price
    return "entry" if ratio < ENTRY_BELOW else ("core" if ratio <= PREMIUM_ABOVE else "premium")


def offline_enrichment(facts: ProductFacts) -> Enrichment:
    """The enrichment the service derives without any outside call (see the module docstring)."""
    dept = department(facts)
    sizes = size_range(facts.sizes)
    band = price_band(facts)
    tags = []
    if dept:
        tags.append(f"department:{dept}")
    tags += [f"colour:{_slug(c)}" for c in sorted(set(facts.colours)) if c]
    if sizes:
        tags.append(f"size-range:{sizes}")
    if band:
        tags.append(f"price:{band}")
    kind = (dept or "piece").rstrip("s") if dept not in ("dresses",) else "dress"
    parts = [f"{facts.name} by {facts.brand_name}" if facts.brand_name else facts.name]
    if facts.colours:
        parts.append(f"in {', '.join(sorted(set(facts.colours)))}")
    sentence = " ".join(parts) + "."
    details = []
    if sizes:
        details.append(f"Sizes {sizes}.")
    if band:
        details.append(f"A{'n' if band == 'entry' else ''} {band}-priced {kind}.")
    return Enrichment(" ".join([sentence, *details]), tags)


def product_content(
    description: str | None,
    image_url: str | None,
    enrichment: Mapping[str, Any] | None,
    organization_id: str,
    sign: Callable[[str], str],
) -> ProductContent:
    """The product's own ``description``, ``tags`` and ``imageUrl`` as the product record shows them.

    ``description`` and ``image_url`` are the retailer's catalogue file's (None when it gave none);
    ``enrichment`` is the product's enrichment record (None when never asked), whose last result
    stays through a later failure. The file wins; the enrichment fills what is empty:

    - ``description``: the catalogue's, else the enrichment's;
    - ``tags``: the enrichment's category tags (``kind:value``; the catalogue has no tag column), [] without;
    - ``imageUrl``: the catalogue's URL, else ``sign(imageRef)`` (a URL a client can open) when the
      enrichment's ``imageRef`` is an image the retailer delivered under the organization's own
      prefix (``domain.images.is_organization_image``), else None. ``sign`` is called only then: an
      older enrichment's made-up ``catalog-images/...`` key, or any key outside the organization's
      prefix, is never signed.
    """
    result = enrichment or {}
    ref = result.get("imageRef")
    if not image_url and ref is not None and is_organization_image(organization_id, ref):
        image_url = sign(ref)
    return {
        "description": description or result.get("description"),
        "tags": [str(t) for t in result.get("categoryTags") or []],
        "imageUrl": image_url or None,
    }
