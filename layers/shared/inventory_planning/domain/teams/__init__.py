"""The teams feature in the domain: named groups of members whose shops add to theirs (issue 38,
decision 0053). Import from the module itself (``records``)."""

from __future__ import annotations
