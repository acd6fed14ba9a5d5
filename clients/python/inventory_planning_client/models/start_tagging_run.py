from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="StartTaggingRun")


@_attrs_define
class StartTaggingRun:
    """Body of POST /api/tagging-evaluation-runs: the rules to evaluate (absent or null: every active one).

    Attributes:
        rule_ids (list[str] | None | Unset):
    """

    rule_ids: list[str] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        rule_ids: list[str] | None | Unset
        if isinstance(self.rule_ids, Unset):
            rule_ids = UNSET
        elif isinstance(self.rule_ids, list):
            rule_ids = self.rule_ids

        else:
            rule_ids = self.rule_ids

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if rule_ids is not UNSET:
            field_dict["ruleIds"] = rule_ids

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

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

        start_tagging_run = cls(
            rule_ids=rule_ids,
        )

        return start_tagging_run
