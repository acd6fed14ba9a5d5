"""Routers of the tags function, one module per resource."""
