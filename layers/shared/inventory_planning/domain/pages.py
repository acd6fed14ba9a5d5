"""Pages of a list, typed (docs/decisions/0026): which page a caller asks for, in which order, and
what a service returns (the rows of one page and the number of rows over every page)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

T = TypeVar("T")


@dataclass(frozen=True, slots=True, kw_only=True)
class PageRequest:
    """Which page of a list: ``page`` from 1, ``page_size`` rows (1..100)."""

    page: int = 1
    page_size: int = 20

    @property
    def offset(self) -> int:
        """Rows before this page."""
        return (self.page - 1) * self.page_size


@dataclass(frozen=True, slots=True, kw_only=True)
class Sort:
    """The order of a list: ``by`` a wire field name the list allows, descending or not."""

    by: str
    descending: bool = True


@dataclass(frozen=True, slots=True, kw_only=True)
class Page(Generic[T]):
    """One page of rows and the number of rows over every page."""

    rows: Sequence[T]
    total: int
