from typing import Literal

ListMarkdownPlansStatusType0 = Literal[
    "AGREED", "CLOSED", "CREDITED", "DRAFT", "IN_TRANSIT", "PROPOSED", "RECEIVED", "SENT", "SETTLED", "VALIDATED"
]

LIST_MARKDOWN_PLANS_STATUS_TYPE_0_VALUES: set[ListMarkdownPlansStatusType0] = {
    "AGREED",
    "CLOSED",
    "CREDITED",
    "DRAFT",
    "IN_TRANSIT",
    "PROPOSED",
    "RECEIVED",
    "SENT",
    "SETTLED",
    "VALIDATED",
}


def check_list_markdown_plans_status_type_0(value: str) -> ListMarkdownPlansStatusType0:
    if value in LIST_MARKDOWN_PLANS_STATUS_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_MARKDOWN_PLANS_STATUS_TYPE_0_VALUES!r}")
