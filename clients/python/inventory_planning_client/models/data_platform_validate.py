from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.decision_context_snapshot import DecisionContextSnapshot


T = TypeVar("T", bound="DataPlatformValidate")


@_attrs_define
class DataPlatformValidate:
    """POST /api/data-platform/plans/{type}/{id}/validate: ``{organizationId, decisionContextSnapshot}``.

    Attributes:
        organization_id (str):
        decision_context_snapshot (DecisionContextSnapshot | Unset): The decision context a data-platform validation
            records (REFERENCE 4.5, 4.7):
            ``{forecastValues{variantId: n}, ruleOutcomes[{ruleId, variantId?, outcome}], stockOutRiskScores{variantId:
            score}}``.
    """

    organization_id: str
    decision_context_snapshot: DecisionContextSnapshot | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        organization_id = self.organization_id

        decision_context_snapshot: dict[str, Any] | Unset = UNSET
        if not isinstance(self.decision_context_snapshot, Unset):
            decision_context_snapshot = self.decision_context_snapshot.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "organizationId": organization_id,
            }
        )
        if decision_context_snapshot is not UNSET:
            field_dict["decisionContextSnapshot"] = decision_context_snapshot

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.decision_context_snapshot import DecisionContextSnapshot  # noqa: PLC0415

        d = dict(src_dict)
        organization_id = d.pop("organizationId")

        _decision_context_snapshot = d.pop("decisionContextSnapshot", UNSET)
        decision_context_snapshot: DecisionContextSnapshot | Unset
        if isinstance(_decision_context_snapshot, Unset):
            decision_context_snapshot = UNSET
        else:
            decision_context_snapshot = DecisionContextSnapshot.from_dict(_decision_context_snapshot)

        data_platform_validate = cls(
            organization_id=organization_id,
            decision_context_snapshot=decision_context_snapshot,
        )

        return data_platform_validate
