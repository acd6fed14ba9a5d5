from typing import Literal

TagCreateKind = Literal["BUSINESS", "DATA", "MIXED"]

TAG_CREATE_KIND_VALUES: set[TagCreateKind] = {
    "BUSINESS",
    "DATA",
    "MIXED",
}


def check_tag_create_kind(value: str) -> TagCreateKind:
    if value in TAG_CREATE_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TAG_CREATE_KIND_VALUES!r}")
