"""Routers of the plans function for pre-season plans' own resources: their generated scenarios."""
