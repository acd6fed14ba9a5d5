from typing import Literal

CompositeBodyCombine = Literal["avg", "max", "min", "weighted_sum"]

COMPOSITE_BODY_COMBINE_VALUES: set[CompositeBodyCombine] = {
    "avg",
    "max",
    "min",
    "weighted_sum",
}


def check_composite_body_combine(value: str) -> CompositeBodyCombine:
    if value in COMPOSITE_BODY_COMBINE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {COMPOSITE_BODY_COMBINE_VALUES!r}")
