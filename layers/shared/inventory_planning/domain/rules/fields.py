"""Field types, model configuration and rounding shared by the rule models.

Units: quantities are pieces (integers); amounts are in the plan's currency; percents are 0..100.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Annotated, Any

from pydantic import Field

from inventory_planning.domain.text import stripped_body

MODEL_CONFIG = stripped_body(defer_build=True)
"""Configuration of every rule model: unknown fields refused, strings stripped, and the validator built
on first use instead of at import (``defer_build``), so that importing the models stays cheap."""

Text255 = Annotated[str, Field(min_length=1, max_length=255)]
Tag = Annotated[str, Field(min_length=1, max_length=100)]
Count = Annotated[int, Field(strict=True, ge=0)]
PositiveCount = Annotated[int, Field(strict=True, ge=1)]
Amount = Annotated[float, Field(strict=True, ge=0, allow_inf_nan=False)]
SignedAmount = Annotated[float, Field(strict=True, allow_inf_nan=False)]
Percent = Annotated[float, Field(strict=True, ge=0, le=100, allow_inf_nan=False)]

ROUNDING = 6
"""Decimal places kept on computed amounts and percents, so that 0.1 + 0.2 meets a threshold of 0.3."""


def rounded(value: float) -> float:
    """``value`` rounded to :data:`ROUNDING` places, with -0.0 turned into 0.0."""
    return round(value, ROUNDING) + 0.0


def unique(values: Iterable[Any]) -> list[Any]:
    """``values`` without repeats, in order of first appearance."""
    return list(dict.fromkeys(values))
