"""The organization's list types (SPEC org lists; REFERENCE 0.1), apart from their entry model so that
a route module can name the path type without loading the configuration models at init
(docs/performance.md "Cold start: Catalog and Configuration back under 1.3x")."""

from __future__ import annotations

from typing import Literal

ListType = Literal["SUPPLIER_BLACKLIST", "BRAND_RESTRICTION", "RETURN_REASON_CODE"]
"""SUPPLIER_BLACKLIST and BRAND_RESTRICTION hold ids (UUIDs), RETURN_REASON_CODE free codes."""

UUID_LISTS = frozenset({"SUPPLIER_BLACKLIST", "BRAND_RESTRICTION"})
"""The list types whose entries are ids."""
