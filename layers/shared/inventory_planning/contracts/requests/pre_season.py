"""Request bodies of the pre-season scenario endpoints (issue 37). Strict pydantic models: unknown
fields are refused; failures are 422 VALIDATION_ERROR naming the fields."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, Field

from inventory_planning.domain.text import stripped_body

_BODY = stripped_body(defer_build=True)


class ScenarioRequest(BaseModel):
    """POST /api/pre-season-plans/{id}/scenarios: ``{strategy, budget?, targetSellThroughPct?}``.

    ``strategy`` sets the sell-through target (CONSERVATIVE 85 %, BALANCED 75 %, AGGRESSIVE 65 %)
    unless ``targetSellThroughPct`` (1..100) gives one; ``budget`` (currency at cost) caps the buy
    (default: what the plan's budget envelope has left, else no cap)."""

    model_config = _BODY
    strategy: Literal["CONSERVATIVE", "BALANCED", "AGGRESSIVE"]
    budget: Annotated[float, Field(ge=0, le=1e12, allow_inf_nan=False, description="currency, at cost")] | None = None
    targetSellThroughPct: Annotated[float, Field(ge=1, le=100, allow_inf_nan=False, description="percent")] | None = None
