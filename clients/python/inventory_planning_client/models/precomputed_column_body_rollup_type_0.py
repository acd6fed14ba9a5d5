from typing import Literal

PrecomputedColumnBodyRollupType0 = Literal["avg", "max", "min", "sum"]

PRECOMPUTED_COLUMN_BODY_ROLLUP_TYPE_0_VALUES: set[PrecomputedColumnBodyRollupType0] = {
    "avg",
    "max",
    "min",
    "sum",
}


def check_precomputed_column_body_rollup_type_0(value: str) -> PrecomputedColumnBodyRollupType0:
    if value in PRECOMPUTED_COLUMN_BODY_ROLLUP_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PRECOMPUTED_COLUMN_BODY_ROLLUP_TYPE_0_VALUES!r}")
