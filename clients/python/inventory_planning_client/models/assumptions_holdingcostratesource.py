from typing import Literal

AssumptionsHoldingcostratesource = Literal["DEFAULT", "ORGANIZATION"]

ASSUMPTIONS_HOLDINGCOSTRATESOURCE_VALUES: set[AssumptionsHoldingcostratesource] = {
    "DEFAULT",
    "ORGANIZATION",
}


def check_assumptions_holdingcostratesource(value: str) -> AssumptionsHoldingcostratesource:
    if value in ASSUMPTIONS_HOLDINGCOSTRATESOURCE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ASSUMPTIONS_HOLDINGCOSTRATESOURCE_VALUES!r}")
