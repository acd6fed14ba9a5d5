"""Canonical forms of the values retailers send: SKUs, sizes, labels, numbers, dates.

Every SKU from every file goes through :func:`canonical_sku`, so ``Os206_3141_S`` (price list) and
``OS206-3141-S`` (stock file) are the same inventory item.
"""

from __future__ import annotations

import hashlib
import re
from array import array
from datetime import date, datetime
from decimal import Decimal, InvalidOperation
from functools import lru_cache

from inventory_planning.domain.dates import EARLIEST_DATE, LATEST_DATE, in_calendar

ISO_DATE_LENGTH = len("YYYY-MM-DD")
COUNT_CEILING = 0xFFFFFFFF  # an occurrence count saturates at the largest uint32

_WHITESPACE = re.compile(r"\s+")
_SPREADSHEET_ERROR = re.compile(r"^#(REF!|VALUE!|N/A|NAME\?|DIV/0!|NUM!|NULL!|SPILL!|CALC!|FIELD!|BLOCKED!|UNKNOWN!)$")
_THOUSANDS = re.compile(r"^-?\d{1,3}(,\d{3})+(\.\d+)?$")
_PLAIN_DECIMAL = re.compile(r"^\d{1,15}(\.\d{1,6})?$")  # the common case, parsed without Decimal
# Letter sizes recognised as the last "-" part of a SKU when no size column says otherwise.
_SIZE_TOKEN = re.compile(r"^(XXS|XS|S|M|L|XL|XXL|XXXL|XXXXL|[2-9]XL|[2-9]XS|FREE|FREESIZE|ONESIZE)$")
# Words of sale lines that bill something other than a product (shipping, tags, labels, charges...).
_NON_PRODUCT_WORDS = frozenset(
    {
        "SHIPPING", "SHIPMENT", "FREIGHT", "COURIER", "POSTAGE", "DELIVERY", "TAG", "TAGS", "LABEL", "LABELS",
        "LABOUR", "LABOR", "CHARGE", "CHARGES", "CHRAGE", "CHRAGES", "PACKING", "PACKAGING", "HANDLING",
        "DISCOUNT", "CUSTOMS", "DUTY", "INSURANCE", "PRINTING", "SAMPLE", "SAMPLES",
    }
)  # fmt: skip
_MISSING_MARKERS = frozenset({"", "nill", "nil", "null", "none", "nan", "n/a", "na", "-", "--"})
_NO_COLOUR = frozenset({"no reference", "no ref", "unknown"})
FREE_SIZE = "FREE"
_DATE_FORMATS = ("%m-%d-%y", "%m-%d-%Y", "%Y-%m-%d", "%m/%d/%y", "%m/%d/%Y")


def canonical_sku(raw: str) -> str:
    """Upper-case, ``_`` -> ``-``, all whitespace and trailing dots removed: ``" Os206_3141_S "`` -> ``OS206-3141-S``."""
    return _WHITESPACE.sub("", raw).upper().replace("_", "-").rstrip(".")


def is_spreadsheet_error(raw: str | None) -> bool:
    """True for an exported formula error such as ``#REF!``, ``#VALUE!`` or ``#N/A``."""
    return raw is not None and bool(raw) and bool(_SPREADSHEET_ERROR.match(raw.strip().upper()))


def is_missing(raw: str | None) -> bool:
    """True for an empty cell or a filler such as ``Nill``, ``N/A``, ``-`` (case-insensitive)."""
    return raw is None or raw.strip().lower() in _MISSING_MARKERS


def has_code_characters(sku: str) -> bool:
    """True when a canonical SKU contains a digit, i.e. is a code rather than a word like ``KURTI``."""
    return any(ch.isdigit() for ch in sku)


def is_non_product_line(raw_sku: str) -> bool:
    """True when the SKU cell names a charge (``SHIPPING``, ``TAGS(LABOUR)``, ``LABEL CHARGE``...)."""
    words = re.split(r"[^A-Z]+", raw_sku.upper())
    return any(word in _NON_PRODUCT_WORDS for word in words)


def normalize_size(raw: str) -> str:
    """Size label: upper-case, inner whitespace collapsed (``"Free"`` -> ``FREE``, ``"s to xxl"`` -> ``S TO XXL``)."""
    return " ".join(raw.split()).upper()


def variant_sku(sku: str, size: str) -> str:
    """The ProductVariant SKU: the item SKU without its trailing ``-<size>`` (``AN201-RED-L``, ``L`` -> ``AN201-RED``).

    A SKU that does not end with its size (``BL001-50PINK`` in size FREE) is its own variant SKU.
    """
    suffix = "-" + size.replace(" ", "")
    if sku.endswith(suffix) and len(sku) > len(suffix):
        return sku[: -len(suffix)]
    return sku


def size_from_sku(sku: str) -> str | None:
    """The size encoded as the SKU's last ``-`` part when it is a known letter size (``XL``, ``3XL``, ``FREE``), else None."""
    head, sep, last = sku.rpartition("-")
    if sep and head and _SIZE_TOKEN.match(last):
        return last
    return None


def resolve_size(sku: str, known_size: str | None) -> str:
    """Size of an item when the row has no size: the known item's size, else the SKU suffix, else ``FREE``.

    One-size articles (sarees, blouses: ``SAR045``, ``BL001-50PINK``) carry no size in their SKU.
    """
    return known_size or size_from_sku(sku) or FREE_SIZE


def category_label(raw: str | None) -> str | None:
    """Display label of a category: the part after the last ``:``, title-cased (``AN : LEGGINGS`` -> ``Leggings``)."""
    if is_missing(raw):
        return None
    label = " ".join(str(raw).rsplit(":", 1)[-1].split())
    return label.title() or None


def colour_label(raw: str | None) -> str | None:
    """Colour title-cased with whitespace collapsed (``TEAL GREEN `` -> ``Teal Green``); None when missing."""
    if is_missing(raw):
        return None
    label = " ".join(str(raw).split())
    return None if label.lower() in _NO_COLOUR else label.title()


def display_text(raw: str | None) -> str | None:
    """A free-text value with whitespace collapsed; None when missing."""
    if is_missing(raw):
        return None
    return " ".join(str(raw).split())


def parse_decimal(raw: str) -> Decimal:
    """A decimal number from a cell (``"1,275.00"`` allowed). Raises ValueError when not a finite number."""
    text = raw.strip()
    if _THOUSANDS.match(text):
        text = text.replace(",", "")
    try:
        value = Decimal(text)
    except InvalidOperation as error:
        raise ValueError(f"not a number: {raw!r}") from error
    if not value.is_finite():
        raise ValueError(f"not a finite number: {raw!r}")
    return value


def number_key(raw: str) -> str:
    """Normalised text of a number for natural keys: ``"1.00"`` -> ``1``, ``"616.50"`` -> ``616.5``. Raises ValueError."""
    text = raw.strip()
    if _PLAIN_DECIMAL.match(text):
        whole, _, fraction = text.partition(".")
        whole, fraction = whole.lstrip("0") or "0", fraction.rstrip("0")
        return f"{whole}.{fraction}" if fraction else whole
    value = parse_decimal(raw)
    text = format(value.normalize(), "f")
    return "0" if text in ("-0", "") else text


def parse_quantity(raw: str, *, allow_zero: bool = True) -> int:
    """A whole, non-negative quantity (``"5.0"`` -> 5). Raises ValueError (negative, fractional, not a number)."""
    text = raw.strip()
    if _PLAIN_DECIMAL.match(text):
        whole, _, fraction = text.partition(".")
        if fraction.strip("0"):
            raise ValueError(f"not a whole number: {raw!r}")
        if int(whole) == 0 and not allow_zero:
            raise ValueError(f"quantity out of range: {raw!r}")
        return int(whole)
    value = parse_decimal(raw)
    if value < 0 or (value == 0 and not allow_zero):
        raise ValueError(f"quantity out of range: {raw!r}")
    if value != value.to_integral_value():
        raise ValueError(f"not a whole number: {raw!r}")
    return int(value)


AMOUNT_PLACES = 6
"""Decimal places kept of a price or an amount: the lake's DECIMAL(18, 6) (docs/data-model.md)."""
_AMOUNT_QUANTUM = Decimal(1).scaleb(-AMOUNT_PLACES)
AMOUNT_LIMIT = Decimal(10) ** 12
"""Amounts must be below this (DECIMAL(18, 6) holds 12 digits before the point)."""


def exact_amount(value: Decimal) -> Decimal:
    """``value`` kept to AMOUNT_PLACES decimals (half-even beyond them, a millionth of the currency unit).

    Raises:
        ValueError: not finite, or not below AMOUNT_LIMIT in magnitude.
    """
    if not value.is_finite() or abs(value) >= AMOUNT_LIMIT:
        raise ValueError(f"amount out of range: {value}")
    return value.quantize(_AMOUNT_QUANTUM)


def parse_amount(raw: str) -> Decimal:
    """A price/amount >= 0 in the file's currency, exactly as written (to AMOUNT_PLACES decimals:
    ``"0.0025"`` stays 0.0025). Raises ValueError (not a number, negative, too large)."""
    value = parse_decimal(raw)
    if value < 0:
        raise ValueError(f"negative amount: {raw!r}")
    return exact_amount(value)


def parse_price(raw: str) -> float:
    """:func:`parse_amount` as a float (catalogue prices in DynamoDB). Raises ValueError."""
    text = raw.strip()
    if _PLAIN_DECIMAL.match(text):
        return float(text)
    return float(parse_amount(raw))


@lru_cache(maxsize=4096)
def parse_date(raw: str) -> date:
    """A sale date: ``MM-DD-YY`` (the retailer's format), ``MM-DD-YYYY``, ISO ``YYYY-MM-DD[Thh:mm...]``, ``MM/DD/YY``.

    Raises ValueError for anything else, and for a date outside the API's calendar (years 1900 to
    2999, ``domain.dates``): a fact the API could not query is refused as its row, not stored.
    """
    text = raw.strip()
    if len(text) > ISO_DATE_LENGTH and text[:4].isdigit() and text[4] == "-":
        text = text[:ISO_DATE_LENGTH]
    for fmt in _DATE_FORMATS:
        try:
            parsed = datetime.strptime(text, fmt).date()
        except ValueError:
            continue
        return calendar_date(parsed, raw)
    raise ValueError(f"not a date: {raw!r}")


def calendar_date(day: date, raw: str) -> date:
    """``day`` when it is in the API's calendar (``domain.dates.in_calendar``); ValueError otherwise."""
    if not in_calendar(day):
        raise ValueError(f"not a date of the calendar (years {EARLIEST_DATE.year} to {LATEST_DATE.year}): {raw!r}")
    return day


def key_hash(text: str) -> int:
    """64-bit hash of a natural key, for compact per-file seen/occurrence sets (collision odds ~ n^2 / 2^65)."""
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big")


class HashCounter:
    """Occurrence counts of 64-bit hashes in a compact open-addressing table (~12 bytes per slot).

    Used for the per-file "seen SKU" set and the per-segment sale-line occurrence counts, so that
    this state costs a few hundred KB for tens of thousands of keys instead of megabytes of Python
    objects. Counts saturate at 2**32 - 1.
    """

    def __init__(self, capacity: int = 1024) -> None:
        size = 1
        while size < capacity:
            size <<= 1
        self._keys = array("Q", bytes(8 * size))
        self._counts = array("I", bytes(4 * size))
        self._mask = size - 1
        self._used = 0

    def __len__(self) -> int:
        return self._used

    def count(self, digest: int) -> int:
        """How many times ``digest`` was counted (0 when never)."""
        digest = digest or 1
        keys, mask = self._keys, self._mask
        index = digest & mask
        while True:
            key = keys[index]
            if key == 0:
                return 0
            if key == digest:
                return self._counts[index]
            index = (index + 1) & mask

    def increment(self, digest: int) -> int:
        """Count one more occurrence of ``digest`` (a 64-bit int); return how many were counted before."""
        digest = digest or 1  # 0 marks an empty slot
        keys, mask = self._keys, self._mask
        index = digest & mask
        while True:
            key = keys[index]
            if key == 0:
                keys[index] = digest
                self._counts[index] = 1
                self._used += 1
                if self._used * 10 > (mask + 1) * 7:
                    self._grow()
                return 0
            if key == digest:
                previous = self._counts[index]
                if previous < COUNT_CEILING:
                    self._counts[index] = previous + 1
                return previous
            index = (index + 1) & mask

    def _grow(self) -> None:
        old_keys, old_counts = self._keys, self._counts
        size = (self._mask + 1) * 2
        self._keys = array("Q", bytes(8 * size))
        self._counts = array("I", bytes(4 * size))
        self._mask = size - 1
        keys, counts, mask = self._keys, self._counts, self._mask
        for key, count in zip(old_keys, old_counts, strict=True):
            if key:
                index = key & mask
                while keys[index]:
                    index = (index + 1) & mask
                keys[index] = key
                counts[index] = count
