"""Rule conditions of supplier returns and exchanges (issue 37; docs/business-rules.md, docs/plans.md):
the return window, required reason codes, the restocking fee, supplier consistency and the exchange's
value tolerance. Members of the :data:`conditions.Condition` union like the others.

A returned line is a supplier return's line or an exchange's RETURN side (``side`` None or RETURN).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Annotated, ClassVar, Literal

from pydantic import Field

from inventory_planning.domain.rules.fields import Amount, Count, Percent, rounded
from inventory_planning.domain.rules.measures import (
    ConditionBase,
    Measurement,
    PlanView,
    at_most,
    line_subject,
    plan_value,
)
from inventory_planning.domain.rules.plan import PlanItem
from inventory_planning.domain.rules.vocabulary import CheckLevel, Unit


def _returned(item: PlanItem) -> bool:
    """True for a line that goes back to the supplier: a return's line, an exchange's RETURN side."""
    return item.side != "RECEIVE"


def _side_value(items: Iterable[PlanItem], side: str) -> tuple[float, int]:
    return plan_value(i for i in items if (i.side or "RETURN") == side)


class ReturnWindow(ConditionBase):
    """``{type: "return_window", maxDaysSinceReceipt}`` (whole days, integer >= 0; issue 37).

    Each concerned returned line (a supplier return's, an exchange's RETURN side) is checked: days since
    the item last arrived at the line's shop (``daysSinceReceipt``, an INBOUND movement) must be <=
    maxDaysSinceReceipt; fails when greater. A line with no known receipt is not checked (``unmeasured``).
    """

    type: Literal["return_window"] = "return_window"
    maxDaysSinceReceipt: Count
    LEVEL: ClassVar[CheckLevel] = "PLAN_ITEM"
    UNIT: ClassVar[Unit] = "days"
    PLACEHOLDERS: ClassVar[frozenset[str]] = frozenset({"variantId", "sizeId", "shopId"})

    def threshold_value(self) -> float:
        return self.maxDaysSinceReceipt

    def measure(self, view: PlanView) -> Measurement:
        checks, unmeasured = [], 0
        for item in view.focus:
            if not _returned(item):
                continue
            if item.daysSinceReceipt is None:
                unmeasured += 1
                continue
            checks.append(at_most(line_subject(item), item.daysSinceReceipt, self.maxDaysSinceReceipt))
        return Measurement(checks, unmeasured)


class ReturnReasonRequired(ConditionBase):
    """``{type: "return_reason_required", reasonCodes?}`` (issue 37): every concerned returned line
    carries a ``reasonCode``, one of ``reasonCodes`` (upper-case) when the list is given. A line without
    one (or with another) fails: actual 1 line against a threshold of 0."""

    type: Literal["return_reason_required"] = "return_reason_required"
    reasonCodes: list[Annotated[str, Field(min_length=1, max_length=255)]] = Field(default_factory=list)
    LEVEL: ClassVar[CheckLevel] = "PLAN_ITEM"
    UNIT: ClassVar[Unit] = "lines"
    PLACEHOLDERS: ClassVar[frozenset[str]] = frozenset({"variantId", "sizeId", "shopId", "reasonCode"})

    def threshold_value(self) -> float:
        return 0

    def measure(self, view: PlanView) -> Measurement:
        allowed = {c.upper() for c in self.reasonCodes}
        checks = []
        for item in view.focus:
            if not _returned(item):
                continue
            missing = item.reasonCode is None or (bool(allowed) and item.reasonCode.upper() not in allowed)
            checks.append(at_most({**line_subject(item), "reasonCode": item.reasonCode}, 1 if missing else 0, 0))
        return Measurement(checks)


class RestockingFee(ConditionBase):
    """``{type: "restocking_fee", feePercent, maxFeeValue}`` (issue 37): the supplier's restocking fee
    (percent, 0..100) on the returned value must stay within ``maxFeeValue`` (currency, >= 0).

    ``fee = returnedValue x feePercent / 100`` with returnedValue the value (see max_plan_value) of the
    in-scope returned lines (a return's lines, an exchange's RETURN side). Fails when fee > maxFeeValue.
    ``details.extra``: returnedValue, fee, feePercent.
    """

    type: Literal["restocking_fee"] = "restocking_fee"
    feePercent: Percent
    maxFeeValue: Amount
    PLACEHOLDERS: ClassVar[frozenset[str]] = frozenset({"feePercent", "fee", "returnedValue"})

    def threshold_value(self) -> float:
        return self.maxFeeValue

    def measure(self, view: PlanView) -> Measurement:
        returned, unmeasured = plan_value(i for i in view.items if _returned(i))
        fee = rounded(returned * self.feePercent / 100)
        extra: dict[str, float | str | None] = {"returnedValue": returned, "fee": fee, "feePercent": self.feePercent}
        return Measurement([at_most({}, fee, self.maxFeeValue)], unmeasured, extra)


class SupplierConsistency(ConditionBase):
    """``{type: "supplier_consistency"}`` (issue 37): every concerned line's variant is supplied by the
    plan's supplier (``context.supplierId``). A line of another supplier fails (actual 1 line against 0);
    a line whose variant names no supplier, or a plan without one, is not checked (``unmeasured``)."""

    type: Literal["supplier_consistency"] = "supplier_consistency"
    LEVEL: ClassVar[CheckLevel] = "PLAN_ITEM"
    UNIT: ClassVar[Unit] = "lines"
    PLACEHOLDERS: ClassVar[frozenset[str]] = frozenset({"supplierId", "variantId", "sizeId", "shopId"})

    def threshold_value(self) -> float:
        return 0

    def measure(self, view: PlanView) -> Measurement:
        plan_supplier = view.context.supplierId
        checks, unmeasured = [], 0
        for item in view.focus:
            if plan_supplier is None or item.supplierId is None:
                unmeasured += 1
                continue
            other = 1 if item.supplierId != plan_supplier else 0
            checks.append(at_most({**line_subject(item), "supplierId": item.supplierId}, other, 0))
        return Measurement(checks, unmeasured)


class ExchangeValueTolerance(ConditionBase):
    """``{type: "exchange_value_tolerance", maxValueDifferencePct}`` (percent, 0..100; issue 37).

    An exchange's returned value R (its RETURN lines) and received value V (its RECEIVE lines), each as
    max_plan_value, differ by ``|V - R| / R x 100`` percent. Fails when that is > maxValueDifferencePct.
    While R is 0 the plan is not measured (``unmeasured``: its lines). ``details.extra``: returnValue,
    receiveValue.
    """

    type: Literal["exchange_value_tolerance"] = "exchange_value_tolerance"
    maxValueDifferencePct: Percent
    UNIT: ClassVar[Unit] = "percent"
    PLACEHOLDERS: ClassVar[frozenset[str]] = frozenset({"returnValue", "receiveValue"})

    def threshold_value(self) -> float:
        return self.maxValueDifferencePct

    def measure(self, view: PlanView) -> Measurement:
        returned, missing_return = _side_value(view.items, "RETURN")
        received, missing_receive = _side_value(view.items, "RECEIVE")
        extra: dict[str, float | str | None] = {"returnValue": returned, "receiveValue": received}
        if returned <= 0:
            return Measurement([], len(view.items), extra)
        difference = rounded(abs(received - returned) / returned * 100)
        return Measurement([at_most({}, difference, self.maxValueDifferencePct)], missing_return + missing_receive, extra)
