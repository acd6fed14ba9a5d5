"""The workflows function's routers, one per resource (docs/automation.md)."""
