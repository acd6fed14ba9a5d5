from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="RunPageMeta")


@_attrs_define
class RunPageMeta:
    """``{page, pageSize, total, runDate, stale}``.

    Attributes:
        page (int):
        page_size (int):
        total (int):
        run_date (None | str): the run served (its asOf, YYYY-MM-DD); null when the organization has none
        stale (bool): no run, or a run older than the planning default staleAfterDays (service clock)
    """

    page: int
    page_size: int
    total: int
    run_date: None | str
    stale: bool

    def to_dict(self) -> dict[str, Any]:
        page = self.page

        page_size = self.page_size

        total = self.total

        run_date: None | str
        run_date = self.run_date

        stale = self.stale

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "page": page,
                "pageSize": page_size,
                "total": total,
                "runDate": run_date,
                "stale": stale,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        page = d.pop("page")

        page_size = d.pop("pageSize")

        total = d.pop("total")

        def _parse_run_date(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        run_date = _parse_run_date(d.pop("runDate"))

        stale = d.pop("stale")

        run_page_meta = cls(
            page=page,
            page_size=page_size,
            total=total,
            run_date=run_date,
            stale=stale,
        )

        return run_page_meta
