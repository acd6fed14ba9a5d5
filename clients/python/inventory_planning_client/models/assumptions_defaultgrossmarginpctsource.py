from typing import Literal

AssumptionsDefaultgrossmarginpctsource = Literal["DEFAULT", "ORGANIZATION"]

ASSUMPTIONS_DEFAULTGROSSMARGINPCTSOURCE_VALUES: set[AssumptionsDefaultgrossmarginpctsource] = {
    "DEFAULT",
    "ORGANIZATION",
}


def check_assumptions_defaultgrossmarginpctsource(value: str) -> AssumptionsDefaultgrossmarginpctsource:
    if value in ASSUMPTIONS_DEFAULTGROSSMARGINPCTSOURCE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ASSUMPTIONS_DEFAULTGROSSMARGINPCTSOURCE_VALUES!r}")
