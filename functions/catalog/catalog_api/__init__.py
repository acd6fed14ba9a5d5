"""Routers of the catalog function."""
