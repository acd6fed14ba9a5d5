"""Size curves (REFERENCE 5.3, 5.4): a brand's split of its pieces over sizes.

- ``curves``: list, create, read, change, delete and import curves; :func:`curves.brand_curve` (the
  brand's winning curve as fractions) for the pre-season scenarios, the restock split and the
  ``size_curve_deviation`` rule.

Import from the subject module (the package exports nothing; decision 0046).
"""
