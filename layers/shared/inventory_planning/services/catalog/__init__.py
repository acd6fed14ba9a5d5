"""The catalog feature in services/: the catalogue reads: shops, brands, collections, products, inventory
items, search.

One address per feature (docs/decisions/0043-feature-packages.md):

- ``checks``: the catalogue checks of the analytics reads;
- ``inventory_items``: inventory items: lists, stock by shop and size;
- ``products``: products with their sales and stock performance;
- ``reads``: the catalogue reads: shops, brands, collections, products, variants;
- ``search``: catalogue search.

Import from the module itself: this package imports none of them (cold start).
"""

from __future__ import annotations
