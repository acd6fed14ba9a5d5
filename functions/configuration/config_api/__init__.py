"""Routers of the configuration function, one module per resource family."""
