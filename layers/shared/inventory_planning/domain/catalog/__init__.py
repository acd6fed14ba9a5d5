"""The catalog feature in domain/: the catalogue reads: shops, brands, collections, products, inventory items,
search.

One address per feature (docs/decisions/0043-feature-packages.md):

- ``inventory_items``: records of the inventory-item reads;
- ``products``: a product's performance records;
- ``search``: autocomplete ranking for catalogue search.

Import from the module itself: this package imports none of them (cold start).
"""
