from typing import Literal

ListSalesLinesLineTypeType0 = Literal["return", "sale"]

LIST_SALES_LINES_LINE_TYPE_TYPE_0_VALUES: set[ListSalesLinesLineTypeType0] = {
    "return",
    "sale",
}


def check_list_sales_lines_line_type_type_0(value: str) -> ListSalesLinesLineTypeType0:
    if value in LIST_SALES_LINES_LINE_TYPE_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_SALES_LINES_LINE_TYPE_TYPE_0_VALUES!r}")
