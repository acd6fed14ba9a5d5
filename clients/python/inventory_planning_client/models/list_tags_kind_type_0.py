from typing import Literal

ListTagsKindType0 = Literal["BUSINESS", "DATA", "MIXED"]

LIST_TAGS_KIND_TYPE_0_VALUES: set[ListTagsKindType0] = {
    "BUSINESS",
    "DATA",
    "MIXED",
}


def check_list_tags_kind_type_0(value: str) -> ListTagsKindType0:
    if value in LIST_TAGS_KIND_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_TAGS_KIND_TYPE_0_VALUES!r}")
