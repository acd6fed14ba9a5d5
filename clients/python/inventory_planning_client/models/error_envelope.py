from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.error_envelope_details_type_0 import ErrorEnvelopeDetailsType0
    from ..models.field_error import FieldError


T = TypeVar("T", bound="ErrorEnvelope")


@_attrs_define
class ErrorEnvelope:
    """Every error: ``{success: false, errorCode, error, fieldErrors?}`` (SPEC "Errors").

    Attributes:
        success (bool):  Default: False.
        error_code (str): stable machine-readable code
        error (str): human-readable text; may change between versions
        field_errors (list[FieldError] | None | Unset): on 422: the failing fields
        details (ErrorEnvelopeDetailsType0 | None | Unset): what the error adds, e.g. BUSINESS_RULE_VIOLATION: {rules:
            [{ruleId, ruleName, message}]}
    """

    error_code: str
    error: str
    success: bool = False
    field_errors: list[FieldError] | None | Unset = UNSET
    details: ErrorEnvelopeDetailsType0 | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.error_envelope_details_type_0 import ErrorEnvelopeDetailsType0  # noqa: PLC0415

        success = self.success

        error_code = self.error_code

        error = self.error

        field_errors: list[dict[str, Any]] | None | Unset
        if isinstance(self.field_errors, Unset):
            field_errors = UNSET
        elif isinstance(self.field_errors, list):
            field_errors = []
            for field_errors_type_0_item_data in self.field_errors:
                field_errors_type_0_item = field_errors_type_0_item_data.to_dict()
                field_errors.append(field_errors_type_0_item)

        else:
            field_errors = self.field_errors

        details: dict[str, Any] | None | Unset
        if isinstance(self.details, Unset):
            details = UNSET
        elif isinstance(self.details, ErrorEnvelopeDetailsType0):
            details = self.details.to_dict()
        else:
            details = self.details

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "success": success,
                "errorCode": error_code,
                "error": error,
            }
        )
        if field_errors is not UNSET:
            field_dict["fieldErrors"] = field_errors
        if details is not UNSET:
            field_dict["details"] = details

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.error_envelope_details_type_0 import ErrorEnvelopeDetailsType0  # noqa: PLC0415
        from ..models.field_error import FieldError  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        error_code = d.pop("errorCode")

        error = d.pop("error")

        def _parse_field_errors(data: object) -> list[FieldError] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                field_errors_type_0 = []
                _field_errors_type_0 = data
                for field_errors_type_0_item_data in _field_errors_type_0:
                    field_errors_type_0_item = FieldError.from_dict(field_errors_type_0_item_data)

                    field_errors_type_0.append(field_errors_type_0_item)

                return field_errors_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[FieldError] | None | Unset, data)

        field_errors = _parse_field_errors(d.pop("fieldErrors", UNSET))

        def _parse_details(data: object) -> ErrorEnvelopeDetailsType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                details_type_0 = ErrorEnvelopeDetailsType0.from_dict(data)

                return details_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ErrorEnvelopeDetailsType0 | None | Unset, data)

        details = _parse_details(d.pop("details", UNSET))

        error_envelope = cls(
            success=success,
            error_code=error_code,
            error=error,
            field_errors=field_errors,
            details=details,
        )

        return error_envelope
