"""HTTP plumbing shared by every API function: written once, imported by each handler."""
