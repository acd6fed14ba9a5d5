from typing import Literal

StartJobRunPoliciesType0Item = Literal["hold", "min-max", "recommendations"]

START_JOB_RUN_POLICIES_TYPE_0_ITEM_VALUES: set[StartJobRunPoliciesType0Item] = {
    "hold",
    "min-max",
    "recommendations",
}


def check_start_job_run_policies_type_0_item(value: str) -> StartJobRunPoliciesType0Item:
    if value in START_JOB_RUN_POLICIES_TYPE_0_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {START_JOB_RUN_POLICIES_TYPE_0_ITEM_VALUES!r}")
