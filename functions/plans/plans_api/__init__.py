"""Routers of the plans function, one per resource: plans, plan items, approval requests."""
