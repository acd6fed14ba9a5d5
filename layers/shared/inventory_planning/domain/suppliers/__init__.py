"""Suppliers (issue 37): the organization's suppliers as its catalogue names them (``supplierCode`` of
the catalogue rows), with the number of ProductVariants each supplies.

Import from the subject module (``domain.suppliers.records``).
"""
