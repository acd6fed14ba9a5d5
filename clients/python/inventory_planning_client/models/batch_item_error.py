from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.batch_item_error_field_errors_type_0_item import BatchItemErrorFieldErrorsType0Item


T = TypeVar("T", bound="BatchItemError")


@_attrs_define
class BatchItemError:
    """Why one item of a batch failed.

    Attributes:
        error_code (str):
        error (str):
        field_errors (list[BatchItemErrorFieldErrorsType0Item] | None | Unset):
    """

    error_code: str
    error: str
    field_errors: list[BatchItemErrorFieldErrorsType0Item] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
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

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "errorCode": error_code,
                "error": error,
            }
        )
        if field_errors is not UNSET:
            field_dict["fieldErrors"] = field_errors

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.batch_item_error_field_errors_type_0_item import (
            BatchItemErrorFieldErrorsType0Item,  # noqa: PLC0415
        )

        d = dict(src_dict)
        error_code = d.pop("errorCode")

        error = d.pop("error")

        def _parse_field_errors(data: object) -> list[BatchItemErrorFieldErrorsType0Item] | None | Unset:
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
                    field_errors_type_0_item = BatchItemErrorFieldErrorsType0Item.from_dict(
                        field_errors_type_0_item_data
                    )

                    field_errors_type_0.append(field_errors_type_0_item)

                return field_errors_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[BatchItemErrorFieldErrorsType0Item] | None | Unset, data)

        field_errors = _parse_field_errors(d.pop("fieldErrors", UNSET))

        batch_item_error = cls(
            error_code=error_code,
            error=error,
            field_errors=field_errors,
        )

        return batch_item_error
