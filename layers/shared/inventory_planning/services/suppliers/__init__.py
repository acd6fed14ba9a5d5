"""Suppliers (issue 37): list and read the organization's suppliers derived from its catalogue.

Import from the subject module (``services.suppliers.reads``).
"""
