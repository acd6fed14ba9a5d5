"""Failures recorded for retailers (domain/failures.py): a stable code and a sentence of ours, never the
exception's text (which can name buckets, keys, ARNs and account ids)."""

from __future__ import annotations

import pytest
from botocore.exceptions import ClientError, EndpointConnectionError
from inventory_planning.domain.failures import INTERNAL_ERROR, STORAGE_UNAVAILABLE, Failure, Reported, failure_of
from inventory_planning.domain.ingestion import records
from inventory_planning.kernel.errors import Conflict, Missing
from pynamodb.exceptions import PutError

ARN = "arn:aws:sts::123456789012:assumed-role/ingestion-worker/fn"
BUCKET = "acme-prod-ingestion-7f3a"
SECRETS = (ARN, BUCKET, "123456789012", "arn:aws", "s3://", "AccessDenied", "ClientError")


def access_denied() -> ClientError:
    message = f"User: {ARN} is not authorized to perform: s3:GetObject on resource: arn:aws:s3:::{BUCKET}/incoming/o/x.csv"
    return ClientError({"Error": {"Code": "AccessDenied", "Message": message}}, "GetObject")


def assert_clean(text: str) -> None:
    for secret in SECRETS:
        assert secret not in text, (secret, text)


@pytest.mark.parametrize(
    "error",
    [
        access_denied(),
        EndpointConnectionError(endpoint_url=f"https://{BUCKET}.s3.eu-west-1.amazonaws.com"),
        PutError(f"Failed to put item: {ARN} throttled on table {BUCKET}"),
    ],
    ids=["client-error", "botocore-error", "pynamodb-error"],
)
def test_an_aws_error_is_storage_unavailable_without_its_text(error):
    failure = failure_of(error)
    assert failure.code == STORAGE_UNAVAILABLE and failure.sentence
    assert str(failure) == f"{STORAGE_UNAVAILABLE}: {failure.sentence}"
    assert_clean(str(failure))


def test_the_cause_chain_is_followed_and_a_suppressed_context_is_not():
    try:
        try:
            raise access_denied()
        except ClientError as error:
            raise RuntimeError(f"cannot read s3://{BUCKET}/x.csv: {error}") from error
    except RuntimeError as wrapped:
        assert failure_of(wrapped).code == STORAGE_UNAVAILABLE
        assert_clean(str(failure_of(wrapped)))
    try:
        try:
            raise access_denied()
        except ClientError:
            raise KeyError(BUCKET) from None
    except KeyError as unrelated:
        assert failure_of(unrelated).code == INTERNAL_ERROR


def test_our_own_sentences_are_kept_and_anything_else_is_an_internal_error():
    assert str(failure_of(Missing("Product"))) == "NOT_FOUND: Product not found"
    assert str(failure_of(Conflict("PLAN_LOCKED", "The plan is locked"))) == "PLAN_LOCKED: The plan is locked"
    assert str(failure_of(Reported(Failure("X_FAILED", "x failed")))) == "X_FAILED: x failed"
    internal = failure_of(RuntimeError(f"boom at {ARN} in s3://{BUCKET}"))
    assert internal.code == INTERNAL_ERROR
    assert_clean(str(internal))
    fallback = Failure("PROVIDER_FAILED", "the provider failed")
    assert failure_of(ValueError("model said no"), fallback) is fallback


def test_a_file_records_unexpected_failure_is_a_code_and_a_sentence():
    recorded = records.unexpected_failure(access_denied())
    assert recorded.startswith(f"{STORAGE_UNAVAILABLE}: ") and len(recorded) <= records.FAILURE_MAX
    assert_clean(recorded)
    assert records.unexpected_failure(TimeoutError(f"read of {BUCKET} timed out")).startswith(f"{INTERNAL_ERROR}: ")
