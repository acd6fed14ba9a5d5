from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="Health")


@_attrs_define
class Health:
    """``GET /api/health``: the service answers.

    Attributes:
        status (Literal['ok']):
        version (str):
        time (str): server time, ISO 8601 UTC
    """

    status: Literal["ok"]
    version: str
    time: str

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        version = self.version

        time = self.time

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "status": status,
                "version": version,
                "time": time,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = cast(Literal["ok"], d.pop("status"))
        if status != "ok":
            raise ValueError(f"status must match const 'ok', got '{status}'")

        version = d.pop("version")

        time = d.pop("time")

        health = cls(
            status=status,
            version=version,
            time=time,
        )

        return health
