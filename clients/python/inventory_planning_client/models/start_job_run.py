from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.start_job_run_job import StartJobRunJob, check_start_job_run_job
from ..models.start_job_run_policies_type_0_item_type_0 import (
    StartJobRunPoliciesType0ItemType0,
    check_start_job_run_policies_type_0_item_type_0,
)
from ..models.start_job_run_triggertype import StartJobRunTriggertype, check_start_job_run_triggertype
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.min_max_variant import MinMaxVariant
    from ..models.recommendations_variant import RecommendationsVariant


T = TypeVar("T", bound="StartJobRun")


@_attrs_define
class StartJobRun:
    """Body of POST /api/data-platform/job-runs.

    Attributes:
        organization_id (str):
        job (StartJobRunJob): stock-snapshot: the day's closing stock and sales averages; forecasts: 53 weeks per
            variant x shop; risks: the numbers of GET /api/inventory/risks; tagging: the tagging rules' evaluation: their
            tags' assignments (after risks); recommendations: the decision vectors (after risks); alerts: the alerts'
            evaluation (after risks); workflows: one SCHEDULED run per active workflow (last: after alerts); nightly: the
            chain's jobs in order; replay: decision replay over from..to: the chain per review day, then the policies
            simulated; pre-season-scenario: a pre-season plan's generated scenario (started by POST /api/pre-season-
            plans/{id}/scenarios)
        as_of (datetime.date | None | Unset): the day the job runs for (YYYY-MM-DD; default today): facts dated on or
            after it are not read
        trigger_type (StartJobRunTriggertype | Unset):  Default: 'API'.
        from_ (datetime.date | None | Unset): replay only (required): first replayed day (YYYY-MM-DD)
        to (datetime.date | None | Unset): replay only (required): the day after the last replayed day (YYYY-MM-DD,
            exclusive; on or before today; to - from <= 182 days)
        review_period_days (int | None | Unset): replay only (default 7): days between review days (1..28): from, from +
            reviewPeriodDays, ... before to
        policies (list[MinMaxVariant | RecommendationsVariant | StartJobRunPoliciesType0ItemType0] | None | Unset):
            replay only (default all three): the policy variants to compare (1..12, no two of the same label or meaning):
            hold (nothing ordered), recommendations (the chain's), min-max (the textbook baseline, 4 weeks of cover), or a
            variant: {"policy": "min-max", "coverWeeks": W} (label min-max:<W>w) or {"policy": "recommendations",
            "serviceLevel": x} (label recommendations:sl=<x>); results are keyed by label
    """

    organization_id: str
    job: StartJobRunJob
    as_of: datetime.date | None | Unset = UNSET
    trigger_type: StartJobRunTriggertype | Unset = "API"
    from_: datetime.date | None | Unset = UNSET
    to: datetime.date | None | Unset = UNSET
    review_period_days: int | None | Unset = UNSET
    policies: list[MinMaxVariant | RecommendationsVariant | StartJobRunPoliciesType0ItemType0] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.min_max_variant import MinMaxVariant  # noqa: PLC0415

        organization_id = self.organization_id

        job: str = self.job

        as_of: None | str | Unset
        if isinstance(self.as_of, Unset):
            as_of = UNSET
        elif isinstance(self.as_of, datetime.date):
            as_of = self.as_of.isoformat()
        else:
            as_of = self.as_of

        trigger_type: str | Unset = UNSET
        if not isinstance(self.trigger_type, Unset):
            trigger_type = self.trigger_type

        from_: None | str | Unset
        if isinstance(self.from_, Unset):
            from_ = UNSET
        elif isinstance(self.from_, datetime.date):
            from_ = self.from_.isoformat()
        else:
            from_ = self.from_

        to: None | str | Unset
        if isinstance(self.to, Unset):
            to = UNSET
        elif isinstance(self.to, datetime.date):
            to = self.to.isoformat()
        else:
            to = self.to

        review_period_days: int | None | Unset
        if isinstance(self.review_period_days, Unset):
            review_period_days = UNSET
        else:
            review_period_days = self.review_period_days

        policies: list[dict[str, Any] | str] | None | Unset
        if isinstance(self.policies, Unset):
            policies = UNSET
        elif isinstance(self.policies, list):
            policies = []
            for policies_type_0_item_data in self.policies:
                policies_type_0_item: dict[str, Any] | str
                if isinstance(policies_type_0_item_data, str):
                    policies_type_0_item = policies_type_0_item_data
                elif isinstance(policies_type_0_item_data, MinMaxVariant):
                    policies_type_0_item = policies_type_0_item_data.to_dict()
                else:
                    policies_type_0_item = policies_type_0_item_data.to_dict()

                policies.append(policies_type_0_item)

        else:
            policies = self.policies

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "organizationId": organization_id,
                "job": job,
            }
        )
        if as_of is not UNSET:
            field_dict["asOf"] = as_of
        if trigger_type is not UNSET:
            field_dict["triggerType"] = trigger_type
        if from_ is not UNSET:
            field_dict["from"] = from_
        if to is not UNSET:
            field_dict["to"] = to
        if review_period_days is not UNSET:
            field_dict["reviewPeriodDays"] = review_period_days
        if policies is not UNSET:
            field_dict["policies"] = policies

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.min_max_variant import MinMaxVariant  # noqa: PLC0415
        from ..models.recommendations_variant import RecommendationsVariant  # noqa: PLC0415

        d = dict(src_dict)
        organization_id = d.pop("organizationId")

        job = check_start_job_run_job(d.pop("job"))

        def _parse_as_of(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                as_of_type_0 = datetime.date.fromisoformat(data)

                return as_of_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        as_of = _parse_as_of(d.pop("asOf", UNSET))

        _trigger_type = d.pop("triggerType", UNSET)
        trigger_type: StartJobRunTriggertype | Unset
        if isinstance(_trigger_type, Unset):
            trigger_type = UNSET
        else:
            trigger_type = check_start_job_run_triggertype(_trigger_type)

        def _parse_from_(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                from_type_0 = datetime.date.fromisoformat(data)

                return from_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        from_ = _parse_from_(d.pop("from", UNSET))

        def _parse_to(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                to_type_0 = datetime.date.fromisoformat(data)

                return to_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        to = _parse_to(d.pop("to", UNSET))

        def _parse_review_period_days(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        review_period_days = _parse_review_period_days(d.pop("reviewPeriodDays", UNSET))

        def _parse_policies(
            data: object,
        ) -> list[MinMaxVariant | RecommendationsVariant | StartJobRunPoliciesType0ItemType0] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                policies_type_0 = []
                _policies_type_0 = data
                for policies_type_0_item_data in _policies_type_0:

                    def _parse_policies_type_0_item(
                        data: object,
                    ) -> MinMaxVariant | RecommendationsVariant | StartJobRunPoliciesType0ItemType0:
                        try:
                            if not isinstance(data, str):
                                raise TypeError()
                            policies_type_0_item_type_0 = check_start_job_run_policies_type_0_item_type_0(data)

                            return policies_type_0_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            policies_type_0_item_type_1 = MinMaxVariant.from_dict(data)

                            return policies_type_0_item_type_1
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        if not isinstance(data, dict):
                            raise TypeError()
                        policies_type_0_item_type_2 = RecommendationsVariant.from_dict(data)

                        return policies_type_0_item_type_2

                    policies_type_0_item = _parse_policies_type_0_item(policies_type_0_item_data)

                    policies_type_0.append(policies_type_0_item)

                return policies_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[MinMaxVariant | RecommendationsVariant | StartJobRunPoliciesType0ItemType0] | None | Unset, data
            )

        policies = _parse_policies(d.pop("policies", UNSET))

        start_job_run = cls(
            organization_id=organization_id,
            job=job,
            as_of=as_of,
            trigger_type=trigger_type,
            from_=from_,
            to=to,
            review_period_days=review_period_days,
            policies=policies,
        )

        return start_job_run
