from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.replay_summary_status import ReplaySummaryStatus, check_replay_summary_status

if TYPE_CHECKING:
    from ..models.progress import Progress


T = TypeVar("T", bound="ReplaySummary")


@_attrs_define
class ReplaySummary:
    """A replay: status PENDING -> RUNNING -> SUCCESS | FAILED, progress in review days.

    Attributes:
        id (str):
        status (ReplaySummaryStatus):
        progress (Progress): ``{done, total}``: review days whose chain runs are done / review days.
        from_ (str): first replayed day (YYYY-MM-DD)
        to (str): exclusive
        review_period_days (int):
        policies (list[str]): the variants' labels, in the order asked (the keys of results)
        shop_ids (list[str] | None): null: every shop
        trigger_type (str):
        triggered_at (str):
        started_at (None | str):
        completed_at (None | str):
        error_message (None | str): on FAILED: <CODE>: <sentence>, e.g. REPLAY_DAY_FAILED: review day D failed: <code>
        failed_day (None | str): on FAILED: the review day that failed (YYYY-MM-DD)
    """

    id: str
    status: ReplaySummaryStatus
    progress: Progress
    from_: str
    to: str
    review_period_days: int
    policies: list[str]
    shop_ids: list[str] | None
    trigger_type: str
    triggered_at: str
    started_at: None | str
    completed_at: None | str
    error_message: None | str
    failed_day: None | str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        status: str = self.status

        progress = self.progress.to_dict()

        from_ = self.from_

        to = self.to

        review_period_days = self.review_period_days

        policies = self.policies

        shop_ids: list[str] | None
        if isinstance(self.shop_ids, list):
            shop_ids = self.shop_ids

        else:
            shop_ids = self.shop_ids

        trigger_type = self.trigger_type

        triggered_at = self.triggered_at

        started_at: None | str
        started_at = self.started_at

        completed_at: None | str
        completed_at = self.completed_at

        error_message: None | str
        error_message = self.error_message

        failed_day: None | str
        failed_day = self.failed_day

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "status": status,
                "progress": progress,
                "from": from_,
                "to": to,
                "reviewPeriodDays": review_period_days,
                "policies": policies,
                "shopIds": shop_ids,
                "triggerType": trigger_type,
                "triggeredAt": triggered_at,
                "startedAt": started_at,
                "completedAt": completed_at,
                "errorMessage": error_message,
                "failedDay": failed_day,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.progress import Progress  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        status = check_replay_summary_status(d.pop("status"))

        progress = Progress.from_dict(d.pop("progress"))

        from_ = d.pop("from")

        to = d.pop("to")

        review_period_days = d.pop("reviewPeriodDays")

        policies = cast(list[str], d.pop("policies"))

        def _parse_shop_ids(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                shop_ids_type_0 = cast(list[str], data)

                return shop_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        shop_ids = _parse_shop_ids(d.pop("shopIds"))

        trigger_type = d.pop("triggerType")

        triggered_at = d.pop("triggeredAt")

        def _parse_started_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        started_at = _parse_started_at(d.pop("startedAt"))

        def _parse_completed_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        completed_at = _parse_completed_at(d.pop("completedAt"))

        def _parse_error_message(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error_message = _parse_error_message(d.pop("errorMessage"))

        def _parse_failed_day(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        failed_day = _parse_failed_day(d.pop("failedDay"))

        replay_summary = cls(
            id=id,
            status=status,
            progress=progress,
            from_=from_,
            to=to,
            review_period_days=review_period_days,
            policies=policies,
            shop_ids=shop_ids,
            trigger_type=trigger_type,
            triggered_at=triggered_at,
            started_at=started_at,
            completed_at=completed_at,
            error_message=error_message,
            failed_day=failed_day,
        )

        return replay_summary
