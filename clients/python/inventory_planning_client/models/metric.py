from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.metric_scope import MetricScope, check_metric_scope

if TYPE_CHECKING:
    from ..models.metric_body import MetricBody


T = TypeVar("T", bound="Metric")


@_attrs_define
class Metric:
    """A metric definition, GLOBAL or the organization's (docs/metrics.md gives the five body forms).

    Attributes:
        id (str):
        scope (MetricScope):
        organization_id (None | str):
        key (str):
        display_name (str):
        grain (list[str]):
        body (MetricBody): one of the five body forms of docs/metrics.md
        created_at (None | str):
        updated_at (None | str):
    """

    id: str
    scope: MetricScope
    organization_id: None | str
    key: str
    display_name: str
    grain: list[str]
    body: MetricBody
    created_at: None | str
    updated_at: None | str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        scope: str = self.scope

        organization_id: None | str
        organization_id = self.organization_id

        key = self.key

        display_name = self.display_name

        grain = self.grain

        body = self.body.to_dict()

        created_at: None | str
        created_at = self.created_at

        updated_at: None | str
        updated_at = self.updated_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "scope": scope,
                "organizationId": organization_id,
                "key": key,
                "displayName": display_name,
                "grain": grain,
                "body": body,
                "createdAt": created_at,
                "updatedAt": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.metric_body import MetricBody  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        scope = check_metric_scope(d.pop("scope"))

        def _parse_organization_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        organization_id = _parse_organization_id(d.pop("organizationId"))

        key = d.pop("key")

        display_name = d.pop("displayName")

        grain = cast(list[str], d.pop("grain"))

        body = MetricBody.from_dict(d.pop("body"))

        def _parse_created_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        created_at = _parse_created_at(d.pop("createdAt"))

        def _parse_updated_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        updated_at = _parse_updated_at(d.pop("updatedAt"))

        metric = cls(
            id=id,
            scope=scope,
            organization_id=organization_id,
            key=key,
            display_name=display_name,
            grain=grain,
            body=body,
            created_at=created_at,
            updated_at=updated_at,
        )

        return metric
