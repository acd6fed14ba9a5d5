"""Catalogue endpoints: shops, brands, products, variants, collections, catalogue search, suppliers.

Every route needs an authenticated caller of an organization; rows are that organization's only.
The figures some rows carry (sales, margins, COGS, units sold and on hand, stock value) follow the
caller's ``Identity.figures`` (docs/decisions/0024): null without analytics.view, a shop-scoped
caller's shops only.
Lists answer ``{success, data: [...], page, pageSize, total}`` (docs/decisions/0004-list-envelope.md);
the search endpoints answer a bare array, as SPEC shows.
"""

from __future__ import annotations

import inventory_planning.coldstart  # noqa: F401  (first: no GC passes during the cold start)

# isort: split
from catalog_api import catalog
from inventory_planning.api.app import create_app, make_handler
from suppliers_api import suppliers

app = create_app("Catalogue")
app.include(catalog.router)
app.include(suppliers.router)
lambda_handler = make_handler(app)
