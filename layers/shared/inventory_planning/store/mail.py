"""Amazon SES: send one e-mail (the alert mail; the workflow's SEND_EMAIL at most once).

Clients come from :func:`inventory_planning.store.aws.client` (boto3 on the first e-mail). :func:`send`
uses the SDK's defaults; :func:`send_once` a client whose SDK retries are off
(:data:`~inventory_planning.store.aws.SEND_ONCE`) and tries again itself only what certainly did not
leave, classifying the SDK's errors into :class:`NotSent` and :class:`OutcomeUnknown`.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from inventory_planning.coldstart import lazy
from inventory_planning.store import aws

if TYPE_CHECKING:
    from botocore import exceptions as botocore_errors
else:  # each module loads on its first use, not at the importer's cold start (docs/decisions/0046)
    botocore_errors = lazy("botocore.exceptions")  # with boto3

__all__ = ["SEND_ATTEMPTS", "THROTTLED", "NotSent", "OutcomeUnknown", "once_client", "send", "send_once"]

SEND_ATTEMPTS = 3
"""Tries of a request SES certainly did not take (no connection; throttled), 1 s then 2 s apart."""
THROTTLED = frozenset({"Throttling", "ThrottlingException", "TooManyRequestsException"})


class NotSent(Exception):
    """SES refused the e-mail, or the request never reached it: nothing left (``code``: why)."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


class OutcomeUnknown(Exception):
    """The request reached SES and no answer came back (read timeout, connection closed)."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


def send(**request: Any) -> dict[str, Any]:
    """One SendEmail with the SDK's defaults (its own retries on); SES's answer.

    Raises:
        botocore.exceptions.ClientError, BotoCoreError: SES refused or did not take the e-mail.
    """
    answer: dict[str, Any] = aws.client("ses").send_email(**request)
    return answer


def once_client() -> Any:
    """The SES client of :func:`send_once`: the SDK's own retries off (a retried SendEmail whose first
    answer was lost would send the e-mail twice)."""
    return aws.client("ses", aws.SEND_ONCE)


def send_once(request: dict[str, Any]) -> dict[str, Any]:
    """One SendEmail, tried again only when SES certainly did not take it (a connection that never
    opened, a throttling refusal). Returns SES's answer.

    Raises:
        NotSent: SES refused it (its error code), or it never reached SES after :data:`SEND_ATTEMPTS` tries.
        OutcomeUnknown: the request left and its answer did not come back.
    """
    for attempt in range(1, SEND_ATTEMPTS + 1):
        try:
            answer: dict[str, Any] = once_client().send_email(**request)
            return answer
        except botocore_errors.ClientError as error:
            code = str(error.response.get("Error", {}).get("Code", "ClientError"))
            if code not in THROTTLED or attempt == SEND_ATTEMPTS:
                raise NotSent(code) from None
        except botocore_errors.ConnectionError as error:  # connect timeout, no endpoint: nothing was sent
            if attempt == SEND_ATTEMPTS:
                raise NotSent(type(error).__name__) from None
        except botocore_errors.HTTPClientError as error:  # read timeout, connection closed: sent, perhaps
            raise OutcomeUnknown(type(error).__name__) from None
        except botocore_errors.BotoCoreError as error:  # credentials, parameters: refused before any request
            raise NotSent(type(error).__name__) from None
        time.sleep(float(2 ** (attempt - 1)))
    raise AssertionError("unreachable")  # pragma: no cover
