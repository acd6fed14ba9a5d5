from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PlatformStartTaggingRun")


@_attrs_define
class PlatformStartTaggingRun:
    """Body of POST /api/data-platform/tagging-evaluation-runs.

    Attributes:
        organization_id (str):
        rule_ids (list[str] | None | Unset):
    """

    organization_id: str
    rule_ids: list[str] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        organization_id = self.organization_id

        rule_ids: list[str] | None | Unset
        if isinstance(self.rule_ids, Unset):
            rule_ids = UNSET
        elif isinstance(self.rule_ids, list):
            rule_ids = self.rule_ids

        else:
            rule_ids = self.rule_ids

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "organizationId": organization_id,
            }
        )
        if rule_ids is not UNSET:
            field_dict["ruleIds"] = rule_ids

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        organization_id = d.pop("organizationId")

        def _parse_rule_ids(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                rule_ids_type_0 = cast(list[str], data)

                return rule_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        rule_ids = _parse_rule_ids(d.pop("ruleIds", UNSET))

        platform_start_tagging_run = cls(
            organization_id=organization_id,
            rule_ids=rule_ids,
        )

        return platform_start_tagging_run
