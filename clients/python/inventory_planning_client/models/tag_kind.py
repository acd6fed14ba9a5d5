from typing import Literal

TagKind = Literal["BUSINESS", "DATA", "MIXED"]

TAG_KIND_VALUES: set[TagKind] = {
    "BUSINESS",
    "DATA",
    "MIXED",
}


def check_tag_kind(value: str) -> TagKind:
    if value in TAG_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TAG_KIND_VALUES!r}")
