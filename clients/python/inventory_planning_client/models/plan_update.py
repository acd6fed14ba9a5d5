from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.plan_update_status_type_0 import PlanUpdateStatusType0, check_plan_update_status_type_0
from ..types import UNSET, Unset

T = TypeVar("T", bound="PlanUpdate")


@_attrs_define
class PlanUpdate:
    """PATCH /api/plans/{type}/{id}: ``{name?, notes?, status?, reason?, creditNoteAmount?, creditNoteRef?}``,
    applied in the order name, notes, status. ``notes`` null clears them; ``reason`` (<= 500) goes to
    the audit log and, on an approval-gated move, becomes the approval request's justification.
    ``creditNoteAmount`` (currency, >= 0, required) and ``creditNoteRef`` (optional) go with a
    SUPPLIER_RETURN's move to CREDITED only (422 otherwise).

        Attributes:
            name (str | Unset):
            notes (None | str | Unset):
            status (None | PlanUpdateStatusType0 | Unset):
            reason (None | str | Unset):
            credit_note_amount (float | None | Unset):
            credit_note_ref (None | str | Unset):
    """

    name: str | Unset = UNSET
    notes: None | str | Unset = UNSET
    status: None | PlanUpdateStatusType0 | Unset = UNSET
    reason: None | str | Unset = UNSET
    credit_note_amount: float | None | Unset = UNSET
    credit_note_ref: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        notes: None | str | Unset
        if isinstance(self.notes, Unset):
            notes = UNSET
        else:
            notes = self.notes

        status: None | str | Unset
        if isinstance(self.status, Unset):
            status = UNSET
        elif isinstance(self.status, str):
            status = self.status
        else:
            status = self.status

        reason: None | str | Unset
        if isinstance(self.reason, Unset):
            reason = UNSET
        else:
            reason = self.reason

        credit_note_amount: float | None | Unset
        if isinstance(self.credit_note_amount, Unset):
            credit_note_amount = UNSET
        else:
            credit_note_amount = self.credit_note_amount

        credit_note_ref: None | str | Unset
        if isinstance(self.credit_note_ref, Unset):
            credit_note_ref = UNSET
        else:
            credit_note_ref = self.credit_note_ref

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if notes is not UNSET:
            field_dict["notes"] = notes
        if status is not UNSET:
            field_dict["status"] = status
        if reason is not UNSET:
            field_dict["reason"] = reason
        if credit_note_amount is not UNSET:
            field_dict["creditNoteAmount"] = credit_note_amount
        if credit_note_ref is not UNSET:
            field_dict["creditNoteRef"] = credit_note_ref

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name", UNSET)

        def _parse_notes(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        notes = _parse_notes(d.pop("notes", UNSET))

        def _parse_status(data: object) -> None | PlanUpdateStatusType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_0 = check_plan_update_status_type_0(data)

                return status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PlanUpdateStatusType0 | Unset, data)

        status = _parse_status(d.pop("status", UNSET))

        def _parse_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reason = _parse_reason(d.pop("reason", UNSET))

        def _parse_credit_note_amount(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        credit_note_amount = _parse_credit_note_amount(d.pop("creditNoteAmount", UNSET))

        def _parse_credit_note_ref(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        credit_note_ref = _parse_credit_note_ref(d.pop("creditNoteRef", UNSET))

        plan_update = cls(
            name=name,
            notes=notes,
            status=status,
            reason=reason,
            credit_note_amount=credit_note_amount,
            credit_note_ref=credit_note_ref,
        )

        return plan_update
