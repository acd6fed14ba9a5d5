from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="RunMeta")


@_attrs_define
class RunMeta:
    """``{runDate, stale}``: the nightly run a page comes from (docs/decisions/0032-served-runs.md).

    Attributes:
        run_date (None | str): the run served (its asOf, YYYY-MM-DD); null when the organization has none
        stale (bool): no run, or a run older than the planning default staleAfterDays (service clock)
    """

    run_date: None | str
    stale: bool

    def to_dict(self) -> dict[str, Any]:
        run_date: None | str
        run_date = self.run_date

        stale = self.stale

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "runDate": run_date,
                "stale": stale,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_run_date(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        run_date = _parse_run_date(d.pop("runDate"))

        stale = d.pop("stale")

        run_meta = cls(
            run_date=run_date,
            stale=stale,
        )

        return run_meta
