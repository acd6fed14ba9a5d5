"""Who sees the figures derived from sales, costs and stock, and over which shops (docs/decisions/0024).

A *figure* is a number measured from the organization's facts: units sold, net or gross sales,
discounts, margins, COGS, transactions, units on hand, stock value, the shops, variants and sizes
holding stock. Catalogue attributes (names, list, cost and retail prices of the price list) are not
figures. The rule, applied by every route that shows a figure through :func:`figure_access`:

- a caller without ``analytics.view`` gets the route's catalogue fields and ``null`` for every figure
  (a ranking by a figure is refused with 403 FORBIDDEN: the order would disclose it);
- a shop-scoped caller (``Identity.shop_scope``) gets figures summed over its shops only;
- any other holder of ``analytics.view`` gets figures over every shop of the organization.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from inventory_planning.kernel.errors import NotAllowed

FIGURES_PERMISSION = "analytics.view"
FIGURE_NOTE = "null without analytics.view; a shop-scoped caller's shops only (docs/decisions/0024)"


@dataclass(frozen=True)
class FigureAccess:
    """What a caller may see of the figures.

    Attributes:
        shown: the caller holds ``analytics.view``; when False every figure is ``null``.
        shops: the shops figures are summed over: None for every shop of the organization, else the
            caller's shops (possibly none: every figure is then zero, as for shops that sold nothing).
    """

    shown: bool
    shops: frozenset[str] | None = None

    @property
    def shop_ids(self) -> list[str] | None:
        """The shops as a sorted list for a query filter, or None for no shop filter."""
        return None if self.shops is None else sorted(self.shops)

    def counts(self, shop_id: str | None) -> bool:
        """Whether a row of ``shop_id`` adds to this caller's figures."""
        return self.shops is None or shop_id in self.shops

    def require_shown(self, what: str) -> None:
        """Raise ``NotAllowed`` (403 FORBIDDEN) unless figures are shown; ``what`` names the use."""
        if not self.shown:
            raise NotAllowed(f"{what} needs the {FIGURES_PERMISSION} permission")


EVERY_SHOP = FigureAccess(shown=True)
"""Figures over every shop: jobs, internal callers and tests of the services."""


def figure_access(permissions: Iterable[str], shop_scope: frozenset[str] | None) -> FigureAccess:
    """The one decision of docs/decisions/0024: figures are shown to holders of ``analytics.view``,
    summed over ``shop_scope`` (None: every shop). Not shown, ``shops`` is the empty set so that a
    service that forgot to check ``shown`` still sums nothing."""
    if FIGURES_PERMISSION not in set(permissions):
        return FigureAccess(shown=False, shops=frozenset())
    return FigureAccess(shown=True, shops=shop_scope)
