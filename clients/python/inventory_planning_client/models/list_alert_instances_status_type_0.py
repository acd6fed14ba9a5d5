from typing import Literal

ListAlertInstancesStatusType0 = Literal["acknowledged", "archived", "pending", "resolved"]

LIST_ALERT_INSTANCES_STATUS_TYPE_0_VALUES: set[ListAlertInstancesStatusType0] = {
    "acknowledged",
    "archived",
    "pending",
    "resolved",
}


def check_list_alert_instances_status_type_0(value: str) -> ListAlertInstancesStatusType0:
    if value in LIST_ALERT_INSTANCES_STATUS_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_ALERT_INSTANCES_STATUS_TYPE_0_VALUES!r}")
