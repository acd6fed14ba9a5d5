from typing import Literal

InstancePlanResultPlantype = Literal["MARKDOWN", "RESTOCK"]

INSTANCE_PLAN_RESULT_PLANTYPE_VALUES: set[InstancePlanResultPlantype] = {
    "MARKDOWN",
    "RESTOCK",
}


def check_instance_plan_result_plantype(value: str) -> InstancePlanResultPlantype:
    if value in INSTANCE_PLAN_RESULT_PLANTYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {INSTANCE_PLAN_RESULT_PLANTYPE_VALUES!r}")
