from typing import Literal

ListOutcomeAttributionsWindow = Literal["J30", "J7", "J90"]

LIST_OUTCOME_ATTRIBUTIONS_WINDOW_VALUES: set[ListOutcomeAttributionsWindow] = {
    "J30",
    "J7",
    "J90",
}


def check_list_outcome_attributions_window(value: str) -> ListOutcomeAttributionsWindow:
    if value in LIST_OUTCOME_ATTRIBUTIONS_WINDOW_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_OUTCOME_ATTRIBUTIONS_WINDOW_VALUES!r}")
