"""Domain logic: plain Python, no AWS imports. Unit-testable with in-memory data."""
