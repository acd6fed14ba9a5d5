from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="TraceDay")


@_attrs_define
class TraceDay:
    """One replayed day of one position (units).

    Attributes:
        day (str):
        opening (float):
        received (float):
        transferred_in (float):
        transferred_out (float):
        demand (float):
        sold (float):
        lost (float):
        closing (float):
        censored (bool): the real shop's recorded closing stock that day was 0
    """

    day: str
    opening: float
    received: float
    transferred_in: float
    transferred_out: float
    demand: float
    sold: float
    lost: float
    closing: float
    censored: bool

    def to_dict(self) -> dict[str, Any]:
        day = self.day

        opening = self.opening

        received = self.received

        transferred_in = self.transferred_in

        transferred_out = self.transferred_out

        demand = self.demand

        sold = self.sold

        lost = self.lost

        closing = self.closing

        censored = self.censored

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "day": day,
                "opening": opening,
                "received": received,
                "transferredIn": transferred_in,
                "transferredOut": transferred_out,
                "demand": demand,
                "sold": sold,
                "lost": lost,
                "closing": closing,
                "censored": censored,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        day = d.pop("day")

        opening = d.pop("opening")

        received = d.pop("received")

        transferred_in = d.pop("transferredIn")

        transferred_out = d.pop("transferredOut")

        demand = d.pop("demand")

        sold = d.pop("sold")

        lost = d.pop("lost")

        closing = d.pop("closing")

        censored = d.pop("censored")

        trace_day = cls(
            day=day,
            opening=opening,
            received=received,
            transferred_in=transferred_in,
            transferred_out=transferred_out,
            demand=demand,
            sold=sold,
            lost=lost,
            closing=closing,
            censored=censored,
        )

        return trace_day
