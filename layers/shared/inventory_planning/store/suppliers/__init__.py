"""Suppliers as the catalogue keeps them (issue 37): the ProductVariants' supplier id and code.

Import from the subject module (``store.suppliers.variants``).
"""
