from typing import Literal

TagUpdateKind = Literal["BUSINESS", "DATA", "MIXED"]

TAG_UPDATE_KIND_VALUES: set[TagUpdateKind] = {
    "BUSINESS",
    "DATA",
    "MIXED",
}


def check_tag_update_kind(value: str) -> TagUpdateKind:
    if value in TAG_UPDATE_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TAG_UPDATE_KIND_VALUES!r}")
