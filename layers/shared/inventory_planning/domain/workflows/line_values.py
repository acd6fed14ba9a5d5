"""The figures of the lines an ADD_ITEMS_TO_PLAN node writes (docs/automation.md "Plan nodes").

Pure: the executor reads the stock, the open orders and the served recommendations and hands the
numbers here. Pieces are whole units, discounts percent off the retail price.
"""

from __future__ import annotations

import math


def fill_to_target(target: int, on_hand: float, on_order: float) -> int:
    """fillToTarget: the pieces that bring the position up to ``target``:
    ``ceil(target - max(on hand, 0) - on order)``, 0 when the position already reaches it (REFERENCE 7:
    only the delta is added). A negative on hand (a booking ahead of a count) counts as 0."""
    return max(0, math.ceil(target - max(on_hand, 0.0) - max(on_order, 0.0)))


def whole_pieces_held(on_hand: float) -> int:
    """SUPPLIER_RETURN: the whole pieces a shop can return, ``floor(max(on hand, 0))`` (as the line's
    INSUFFICIENT_STOCK check counts them). A negative on hand (a booking ahead of a count) is 0."""
    return max(0, math.floor(on_hand))


def return_pieces(strategy: str, value: int | None, on_hand: float) -> int:
    """SUPPLIER_RETURN pieces: ``onHand`` all the whole pieces held, ``fixed`` ``min(value, held)``."""
    held = whole_pieces_held(on_hand)
    return held if strategy == "onHand" else min(value or 0, held)


def recommended_pieces(quantities_by_size: dict[str, int] | None, size: str) -> int:
    """scoreDriven (RESTOCK): the served restock recommendation's pieces for ``size`` at the shop
    (its ``quantitiesBySize``), 0 when it recommends none."""
    return max(0, int((quantities_by_size or {}).get(size, 0) or 0))


def transfer_pieces(transfers: list[dict[str, object]] | None, ingoing_shop_id: str, size: str) -> int:
    """scoreDriven (REBALANCE): the pieces the served rebalance recommendation of the outgoing shop
    sends to ``ingoing_shop_id`` in ``size`` (``transfers[{destinationShopId, sizeId, quantity}]``, summed)."""
    total = 0
    for move in transfers or []:
        if move.get("destinationShopId") == ingoing_shop_id and move.get("sizeId") == size:
            quantity = move.get("quantity")
            total += int(quantity) if isinstance(quantity, int | float) else 0
    return total


def discount_ceiling(
    max_discount_pct: float, margin_floor_pct: float, unit_cost: float | None, retail_price: float | None
) -> float:
    """The largest discount a line may take (percent, 6 places): ``maxDiscountPct``, and with a cost and
    a price no deeper than the margin floor allows, ``100 x (1 - cost x (1 + floor/100) / price)``
    (the floor is a markup over cost, as the markdown recommendations' own ceiling:
    ``domain.recommendations.markdown``), never below 0."""
    ceiling = max_discount_pct
    if unit_cost and retail_price:
        ceiling = min(ceiling, max(0.0, 100 * (1 - unit_cost * (1 + margin_floor_pct / 100) / retail_price)))
    return round(ceiling, 6)


def score_discount(max_discount_pct: float, overstock_risk: float | None) -> float | None:
    """scoreDriven (MARKDOWN): ``round(maxDiscountPct x overstock risk)`` (the served markdown
    vector's ``overstock_risk``, 0..1), a whole percent; None without a score."""
    if overstock_risk is None:
        return None
    return float(round(max_discount_pct * min(max(overstock_risk, 0.0), 1.0)))


def recommended_discount(recommended: float | None, fallback_percent: float, ceiling: float) -> tuple[float, bool]:
    """recommended (MARKDOWN): the served recommendation's discount, or ``fallbackPercent`` without one
    (or with 0), capped at ``ceiling`` (:func:`discount_ceiling`). Returns (discount, whether the
    fallback was used)."""
    used_fallback = not recommended
    chosen = fallback_percent if used_fallback or recommended is None else recommended
    return round(min(chosen, ceiling), 6), used_fallback
