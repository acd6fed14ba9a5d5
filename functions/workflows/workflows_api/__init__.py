"""Routers of the workflows function: one per resource."""
