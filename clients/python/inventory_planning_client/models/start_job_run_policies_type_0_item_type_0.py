from typing import Literal

StartJobRunPoliciesType0ItemType0 = Literal["hold", "min-max", "recommendations"]

START_JOB_RUN_POLICIES_TYPE_0_ITEM_TYPE_0_VALUES: set[StartJobRunPoliciesType0ItemType0] = {
    "hold",
    "min-max",
    "recommendations",
}


def check_start_job_run_policies_type_0_item_type_0(value: str) -> StartJobRunPoliciesType0ItemType0:
    if value in START_JOB_RUN_POLICIES_TYPE_0_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {START_JOB_RUN_POLICIES_TYPE_0_ITEM_TYPE_0_VALUES!r}")
