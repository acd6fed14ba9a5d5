from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.approval_requested import ApprovalRequested
    from ..models.rule_warning import RuleWarning
    from ..models.updated_items import UpdatedItems


T = TypeVar("T", bound="PlanChangeUpdatedItems")


@_attrs_define
class PlanChangeUpdatedItems:
    """
    Attributes:
        success (bool):  Default: True.
        data (UpdatedItems): ``{updated, item?}``: lines written (set or removed); ``item`` the line of a one-line
            update or
            review (``{itemId, planId, created: false, quantity, value}``).
        business_rule_warnings (list[RuleWarning] | Unset):
        approval_requested (ApprovalRequested | None | Unset):
    """

    data: UpdatedItems
    success: bool = True
    business_rule_warnings: list[RuleWarning] | Unset = UNSET
    approval_requested: ApprovalRequested | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.approval_requested import ApprovalRequested  # noqa: PLC0415

        success = self.success

        data = self.data.to_dict()

        business_rule_warnings: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.business_rule_warnings, Unset):
            business_rule_warnings = []
            for business_rule_warnings_item_data in self.business_rule_warnings:
                business_rule_warnings_item = business_rule_warnings_item_data.to_dict()
                business_rule_warnings.append(business_rule_warnings_item)

        approval_requested: dict[str, Any] | None | Unset
        if isinstance(self.approval_requested, Unset):
            approval_requested = UNSET
        elif isinstance(self.approval_requested, ApprovalRequested):
            approval_requested = self.approval_requested.to_dict()
        else:
            approval_requested = self.approval_requested

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "success": success,
                "data": data,
            }
        )
        if business_rule_warnings is not UNSET:
            field_dict["businessRuleWarnings"] = business_rule_warnings
        if approval_requested is not UNSET:
            field_dict["approvalRequested"] = approval_requested

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.approval_requested import ApprovalRequested  # noqa: PLC0415
        from ..models.rule_warning import RuleWarning  # noqa: PLC0415
        from ..models.updated_items import UpdatedItems  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = UpdatedItems.from_dict(d.pop("data"))

        _business_rule_warnings = d.pop("businessRuleWarnings", UNSET)
        business_rule_warnings: list[RuleWarning] | Unset = UNSET
        if _business_rule_warnings is not UNSET:
            business_rule_warnings = []
            for business_rule_warnings_item_data in _business_rule_warnings:
                business_rule_warnings_item = RuleWarning.from_dict(business_rule_warnings_item_data)

                business_rule_warnings.append(business_rule_warnings_item)

        def _parse_approval_requested(data: object) -> ApprovalRequested | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                approval_requested_type_0 = ApprovalRequested.from_dict(data)

                return approval_requested_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ApprovalRequested | None | Unset, data)

        approval_requested = _parse_approval_requested(d.pop("approvalRequested", UNSET))

        plan_change_updated_items = cls(
            success=success,
            data=data,
            business_rule_warnings=business_rule_warnings,
            approval_requested=approval_requested,
        )

        return plan_change_updated_items
