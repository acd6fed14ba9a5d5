"""Workflows (REFERENCE 7; issue 26; docs/automation.md): CRUD, runs, the node executors."""
