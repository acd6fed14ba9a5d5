"""Routers of the catalogue function's suppliers (issue 37)."""
