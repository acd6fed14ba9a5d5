"""Rule conditions of the markdown calendar and the size curves (REFERENCE 5.3, 5.4): a markdown plan's
lines held to the markdown window governing today (``domain.markdown_calendars.windows``), and a plan's
size mix per variant held to its brand's size curve (``domain.size_curves.curves``). Members of the
condition union of ``conditions``.
"""

from __future__ import annotations

import math
from abc import abstractmethod
from typing import ClassVar, Literal

from inventory_planning.domain.rules.fields import Percent, unique
from inventory_planning.domain.rules.measures import Check, Measurement, PlanView
from inventory_planning.domain.rules.measures import ConditionBase as _Condition
from inventory_planning.domain.rules.measures import at_least as _at_least
from inventory_planning.domain.rules.measures import at_most as _at_most
from inventory_planning.domain.rules.measures import line_subject as _line_subject
from inventory_planning.domain.rules.plan import margin_after_discount_percent
from inventory_planning.domain.rules.vocabulary import CheckLevel, Unit
from inventory_planning.domain.size_curves.curves import deviation_points, size_mix


class _MarkdownWindowCondition(_Condition):
    """Shared behaviour of the markdown-calendar conditions (REFERENCE 5.4 "markdown calendars";
    ``domain.markdown_calendars.windows``): each concerned line is held to ``context.markdownWindow``,
    the window governing today. An organization without any window (``markdownCalendarDefined``
    false) is unrestricted: every line passes unmeasured."""

    LEVEL: ClassVar[CheckLevel] = "PLAN_ITEM"
    UNIT: ClassVar[Unit] = "percent"
    PLACEHOLDERS: ClassVar[frozenset[str]] = frozenset({"variantId", "sizeId", "shopId", "windowName"})
    LIMIT: ClassVar[str] = ""

    def measure(self, view: PlanView) -> Measurement:
        window = view.context.markdownWindow
        limit = getattr(window, self.LIMIT) if window is not None else None
        if not view.context.markdownCalendarDefined or limit is None:
            return Measurement([], len(view.focus))
        found = self.check_lines(view, float(limit))
        found.extra["windowName"] = window.name if window is not None else None
        return found

    @abstractmethod
    def check_lines(self, view: PlanView, limit: float) -> Measurement:
        """The checks of the concerned lines against the governing window's ``LIMIT``."""


class MarkdownInActiveWindow(_Condition):
    """``{type: "markdown_in_active_window"}``: "markdown outside an active window".

    When the organization has markdown windows and none is active on the service clock's day, each
    concerned line fails (actual 0 active windows against a threshold of 1). Without any window
    defined, markdowns are unrestricted and the lines pass unmeasured.
    """

    type: Literal["markdown_in_active_window"] = "markdown_in_active_window"
    LEVEL: ClassVar[CheckLevel] = "PLAN_ITEM"
    UNIT: ClassVar[Unit] = "lines"
    PLACEHOLDERS: ClassVar[frozenset[str]] = frozenset({"variantId", "sizeId", "shopId", "windowName"})

    def threshold_value(self) -> float:
        return 1

    def measure(self, view: PlanView) -> Measurement:
        if not view.context.markdownCalendarDefined:
            return Measurement([], len(view.focus))
        window = view.context.markdownWindow
        active = 1.0 if window is not None else 0.0
        extra: dict[str, float | str | None] = {"windowName": window.name if window else None}
        return Measurement([_at_least(_line_subject(i), active, 1) for i in view.focus], 0, extra)


class MarkdownWindowMaxDiscount(_MarkdownWindowCondition):
    """``{type: "markdown_window_max_discount"}``: "discount over the window's maximum".

    Each concerned line's ``discountPercent`` must be <= the governing window's ``maxDiscountPct``;
    unmeasured without a window or without that limit.
    """

    type: Literal["markdown_window_max_discount"] = "markdown_window_max_discount"
    LIMIT: ClassVar[str] = "maxDiscountPct"

    def check_lines(self, view: PlanView, limit: float) -> Measurement:
        return Measurement([_at_most(_line_subject(i), i.discountPercent, limit) for i in view.focus])


class MarkdownWindowMinMargin(_MarkdownWindowCondition):
    """``{type: "markdown_window_min_margin"}``: "margin after discount under the window's minimum".

    As ``min_margin_after_discount_percent`` (``margin = (net - unitCost) / net x 100``, ``net = listPrice
    x (1 - discountPercent / 100)``) against the governing window's ``minMarginPct``; lines without a
    list price or unit cost are unmeasured, a line with net 0 fails.
    """

    type: Literal["markdown_window_min_margin"] = "markdown_window_min_margin"
    LIMIT: ClassVar[str] = "minMarginPct"

    def check_lines(self, view: PlanView, limit: float) -> Measurement:
        checks, unmeasured = [], 0
        for item in view.focus:
            if item.listPrice is None or item.unitCost is None:
                unmeasured += 1
                continue
            margin = margin_after_discount_percent(item.listPrice, item.unitCost, item.discountPercent)
            if margin is None:
                checks.append(Check(_line_subject(item), None, limit, math.inf, True))
            else:
                checks.append(_at_least(_line_subject(item), margin, limit))
        return Measurement(checks, unmeasured)


class MarkdownWindowMaxMarkdownsPerItem(_MarkdownWindowCondition):
    """``{type: "markdown_window_max_markdowns_per_item"}``: "more markdowns of one item than allowed".

    Markdowns of an item (variant x size x shop) = the plan's in-scope lines of that item (the
    candidate included on add hooks; a plan holds one line per item) plus ``context.otherMarkdowns``,
    the other markdown plans overlapping the governing window that mark the item down. Checked for
    the items of the concerned lines against the window's ``maxMarkdownsPerItem``; fails when greater.
    """

    type: Literal["markdown_window_max_markdowns_per_item"] = "markdown_window_max_markdowns_per_item"
    LIMIT: ClassVar[str] = "maxMarkdownsPerItem"
    UNIT: ClassVar[Unit] = "lines"

    def check_lines(self, view: PlanView, limit: float) -> Measurement:
        counts: dict[tuple[str, str, str | None], int] = {}
        for item in view.items:
            key = (item.variantId, item.sizeId, item.shopId)
            counts[key] = counts.get(key, 0) + 1
        others = view.context.otherMarkdowns
        checks = []
        for v, s, shop in unique((i.variantId, i.sizeId, i.shopId) for i in view.focus):
            taken = counts.get((v, s, shop), 0) + others.get(f"{v}|{s}|{shop or ''}", 0)
            checks.append(_at_most({"variantId": v, "sizeId": s, "shopId": shop}, taken, limit))
        return Measurement(checks)


class SizeCurveDeviation(_Condition):
    """``{type: "size_curve_deviation", maxDeviationPoints}`` (REFERENCE 5.3 SIZE_CURVE_DEVIATION;
    percentage points, 0..100).

    For each variant of the concerned lines whose brand has a size curve (``context.sizeCurves``): the
    plan's projected size mix = each size's share of the variant's in-scope quantity (all shops
    together, in percent); the deviation = the largest absolute difference between that mix and the
    curve over the sizes of either, in points (``domain.size_curves.curves.deviation_points``). Fails
    when the deviation > maxDeviationPoints. Variants without a brand, without a curve or with 0 pieces
    are unmeasured. ``details.extra``: ``worstSize``, the size of the largest deviation.
    """

    type: Literal["size_curve_deviation"] = "size_curve_deviation"
    maxDeviationPoints: Percent
    LEVEL: ClassVar[CheckLevel] = "VARIANT"
    UNIT: ClassVar[Unit] = "percent"
    PLACEHOLDERS: ClassVar[frozenset[str]] = frozenset({"variantId", "brandId", "worstSize"})

    def threshold_value(self) -> float:
        return self.maxDeviationPoints

    def measure(self, view: PlanView) -> Measurement:
        checks, unmeasured = [], 0
        worst_gap, worst_size = -math.inf, None
        for variant in unique(i.variantId for i in view.focus):
            lines = [i for i in view.items if i.variantId == variant]
            brand = next((i.brandId for i in lines if i.brandId is not None), None)
            curve = view.context.sizeCurves.get(brand) if brand is not None else None
            quantities: dict[str, float] = {}
            for item in lines:
                quantities[item.sizeId] = quantities.get(item.sizeId, 0) + item.quantity
            mix = size_mix(quantities)
            if curve is None or not mix:
                unmeasured += sum(1 for i in view.focus if i.variantId == variant)
                continue
            points, worst = deviation_points(mix, curve)
            check = _at_most({"variantId": variant, "brandId": brand}, points, self.maxDeviationPoints)
            checks.append(check)
            if check.gap > worst_gap:
                worst_gap, worst_size = check.gap, worst
        return Measurement(checks, unmeasured, {"worstSize": worst_size})
