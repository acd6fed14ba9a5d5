"""Routers of the account function, one module per resource."""
