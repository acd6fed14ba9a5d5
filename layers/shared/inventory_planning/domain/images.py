"""Product images the retailer delivers (docs/ingestion.md "Product images"), pure.

**Naming rule.** An image is delivered like any other file: dropped under the organization's
``incoming/<organizationId>/`` prefix of the ingestion bucket (any sub-folder), or announced first
through ``POST /api/data-platform/file-ingestions`` with ``fileType: image``. Its extension is
``.jpg``, ``.jpeg``, ``.png`` or ``.webp`` (any case), and the stem of its file name (the last path
segment without the extension), in the canonical form of codes (whitespace removed, upper-cased,
``_`` -> ``-``, trailing dots removed), is the code of the product it shows:
``incoming/<org>/an201.JPG`` and ``incoming/<org>/images/An_201.png`` are product ``AN201``'s and
``AN-201``'s. When several files name the same product, the newest object wins (a re-delivery
replaces the image). Only an object under the organization's own prefix is ever the organization's
image (tenancy), and only one whose first bytes are the format its extension names.

The store (``store/images.py``) lists and signs; the enrichment service records the key it found
(``imageRef``); the product record shows a presigned URL of it (:data:`URL_SECONDS`).
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from pathlib import PurePosixPath

from inventory_planning.domain.canonical import canonical_sku

MIME_TYPES = {".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".png": "image/png", ".webp": "image/webp"}
"""Image extension (lower-case, with the dot) -> the MIME type the image is served with."""

DETECTED_FILE_TYPE = "product-image"  # the file-ingestion record's detectedFileType of a delivered image
URL_SECONDS = 900  # how long a presigned image URL stays valid (15 minutes; read the product again for a new one)
SIGNATURE_BYTES = 12  # the bytes read to recognise the format
INCOMING_PREFIX = "incoming/"  # where retailers drop files (``domain.ingestion.records`` uses this one)


def mime_type(name: str) -> str | None:
    """The image MIME type a file name or key's extension names (``image/jpeg``...), None for other files."""
    return MIME_TYPES.get(PurePosixPath(name).suffix.lower())


def product_code(name: str) -> str | None:
    """The canonical product code an image file name or key names (the rule above), or None when it
    is not an image file or its stem gives no code: ``incoming/o/images/an_201.JPG`` -> ``AN-201``."""
    if mime_type(name) is None:
        return None
    return _canonical(PurePosixPath(name).stem)


def _canonical(code: str) -> str | None:
    return canonical_sku(code) or None


def organization_prefix(organization_id: str) -> str:
    """``incoming/<organizationId>/``: the only prefix the organization's images are looked up under
    (the trailing slash keeps an organization id that starts another's apart)."""
    return f"{INCOMING_PREFIX}{organization_id}/"


def is_organization_image(organization_id: str, key: str | None) -> bool:
    """True when ``key`` is an image file under the organization's own prefix. An older enrichment's
    made-up ``catalog-images/...`` key, or any other organization's key, is not."""
    return key is not None and key.startswith(organization_prefix(organization_id)) and mime_type(key) is not None


def candidates(organization_id: str, code: str, objects: Iterable[tuple[str, datetime]]) -> list[str]:
    """The keys among ``objects`` (``(key, last modified)`` of a listing) that are the organization's
    images of product ``code``, newest first (ties: by key)."""
    wanted = _canonical(code)
    if wanted is None:
        return []
    found = [(modified, key) for key, modified in objects
             if is_organization_image(organization_id, key) and product_code(key) == wanted]  # fmt: skip
    return [key for _, key in sorted(found, key=lambda pair: (-pair[0].timestamp(), pair[1]))]


def looks_like_image(name: str, head: bytes) -> bool:
    """True when ``head`` (the first :data:`SIGNATURE_BYTES` bytes of the file) starts with the
    signature of the format the name's extension says: JPEG ``FF D8 FF``, PNG ``89 'PNG' 0D 0A 1A 0A``,
    WebP ``'RIFF' <size> 'WEBP'``."""
    kind = mime_type(name)
    if kind == "image/jpeg":
        return head[:3] == b"\xff\xd8\xff"
    if kind == "image/png":
        return head[:8] == b"\x89PNG\r\n\x1a\n"
    if kind == "image/webp":
        return head[:4] == b"RIFF" and head[8:12] == b"WEBP"
    return False
