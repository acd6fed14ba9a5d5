"""The file-ingestion record lifecycle of services.ingestion.files under moto: claim by checksum, load, end
INGESTED or ERROR, take over a failed attempt, and leave no local copy behind."""

from __future__ import annotations

import hashlib
import os
import tempfile
from datetime import UTC, datetime

import boto3
import pytest

pytestmark = pytest.mark.empty_world  # each test makes the ingestion bucket

STOCK = b"SKU Code,Design No.,Stock,Category,Size,Color\nAN201-RED-L,AN201,5,AN : LEGGINGS,L,Red\n,AN201,1,AN : LEGGINGS,S,Red\n"
FIRST = datetime(2024, 5, 1, 10, 0, tzinfo=UTC)
LATER = datetime(2024, 5, 2, 9, 30, tzinfo=UTC)


@pytest.fixture
def bucket(aws, monkeypatch, tmp_path):
    """An ingestion bucket, and local copies made under ``tmp_path`` (to see that none is left)."""
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    name = os.environ["INGESTION_BUCKET"]
    boto3.client("s3").create_bucket(Bucket=name, CreateBucketConfiguration={"LocationConstraint": "eu-west-1"})
    return name


def drop(bucket: str, organization_id: str, filename: str, body: bytes) -> str:
    key = f"incoming/{organization_id}/{filename}"
    boto3.client("s3").put_object(Bucket=bucket, Key=key, Body=body)
    return key


def stored(organization_id: str) -> dict[str, dict]:
    from inventory_planning.store.models import FileIngestionItem

    return {i.sk: i.record for i in FileIngestionItem.query(f"ORG#{organization_id}#FILE", consistent_read=True)}


def test_claim_creates_the_record_then_reports_ingested_bytes_without_writing(aws, tenant, tmp_path):
    from inventory_planning.services.ingestion import files as ingestion
    from inventory_planning.store.models import OrganizationItem

    org = tenant.organization_id
    checksum = hashlib.sha256(STOCK).hexdigest()
    claim = ingestion.claim_file(
        org, filename="stock.csv", blob_path="s3://b/k", checksum_sha256=checksum, size_bytes=len(STOCK), now=FIRST
    )
    assert (claim.done, claim.redo) == (False, False)
    assert stored(org) == {claim.record["id"]: claim.record}
    assert claim.record["status"] == "UPLOADED" and claim.record["createdAt"] == "2024-05-01T10:00:00.000Z"

    organization = OrganizationItem.get(f"ORG#{org}", "#META")
    path = tmp_path / "stock.csv"
    path.write_bytes(STOCK)
    done = ingestion.load_file(organization, claim, str(path))
    assert done["status"] == "INGESTED" and done["createdAt"] == claim.record["createdAt"]
    assert (done["stats"]["rowsLoaded"], done["stats"]["rejectedByReason"]) == (1, {"MISSING_SKU": 1})
    assert stored(org) == {done["id"]: done}

    again = ingestion.claim_file(
        org, filename="copy.csv", blob_path="s3://b/k2", checksum_sha256=checksum, size_bytes=len(STOCK), now=LATER
    )
    assert (again.done, again.record) == (True, done)
    assert stored(org) == {done["id"]: done}  # nothing written: still the first name and time


def test_a_file_problem_ends_in_error_and_the_next_attempt_takes_the_record_over(bucket, tenant, tmp_path):
    from inventory_planning.services.ingestion import files as ingestion

    org = tenant.organization_id
    orders = b"Order No,Qty\n1,2\n"
    first = ingestion.ingest_object(bucket, drop(bucket, org, "orders.csv", orders), now=FIRST)
    assert first["status"] == "ERROR" and first["error"].startswith("UNKNOWN_LAYOUT: ")
    assert first["stats"]["rowsRead"] == 0
    claim = ingestion.claim_file(
        org, filename="orders-again.csv", blob_path="s3://b/k", checksum_sha256=first["checksumSha256"],
        size_bytes=len(orders), now=LATER,
    )  # fmt: skip
    assert (claim.done, claim.redo) == (False, True)
    assert claim.record["id"] == first["id"] and claim.record["createdAt"] == first["createdAt"]
    assert claim.record["updatedAt"] == "2024-05-02T09:30:00.000Z" and claim.record["status"] == "UPLOADED"
    assert stored(org)[first["id"]]["originalFilename"] == "orders-again.csv"
    assert list(tmp_path.iterdir()) == []  # the local copy is gone


def test_a_failure_while_writing_is_recorded_raised_and_redone_by_the_retry(bucket, tenant, tmp_path, monkeypatch):
    from inventory_planning.services.ingestion import files as ingestion
    from inventory_planning.store.ingestion import batch
    from inventory_planning.store.models import StockPositionItem
    from pynamodb.exceptions import PutError

    org = tenant.organization_id
    key = drop(bucket, org, "stock.csv", STOCK)
    write_chunk = batch._write_chunk

    def throttled(items):
        arn = "arn:aws:dynamodb:eu-west-1:123456789012:table/acme-prod-table"
        raise PutError(f"ProvisionedThroughputExceededException: throttled on {arn}")

    monkeypatch.setattr(batch, "_write_chunk", throttled)
    with pytest.raises(PutError):
        ingestion.ingest_object(bucket, key, now=FIRST)
    failed = next(iter(stored(org).values()))
    assert failed["status"] == "ERROR" and failed["error"].startswith("STORAGE_UNAVAILABLE: ")  # a code and our sentence
    assert not any(s in failed["error"] for s in ("arn:", "123456789012", "acme-prod", "PutError", "Throughput"))
    assert list(tmp_path.iterdir()) == []

    monkeypatch.setattr(batch, "_write_chunk", write_chunk)
    redone = ingestion.ingest_object(bucket, key, now=LATER)
    assert redone["status"] == "INGESTED" and redone["error"] is None
    assert (redone["id"], redone["createdAt"]) == (failed["id"], "2024-05-01T10:00:00.000Z")
    position = next(iter(StockPositionItem.query(f"ORG#{org}#STOCK")))
    assert position.current_stock_qty == 5 and position.updated_at == FIRST  # items carry the first ingestion time
    assert list(tmp_path.iterdir()) == []


def test_keys_organizations_and_objects_that_cannot_be_ingested(bucket, tenant, tmp_path):
    from inventory_planning.services.ingestion import files as ingestion
    from inventory_planning.store.ingestion.objects import ObjectUnavailable

    org = tenant.organization_id
    with pytest.raises(ingestion.InvalidObjectKey):
        ingestion.ingest_object(bucket, f"uploads/{org}/stock.csv")
    unknown = "0b3c1c0e-0000-4000-8000-000000000000"
    with pytest.raises(ingestion.UnknownOrganization, match=unknown):
        ingestion.ingest_object(bucket, drop(bucket, unknown, "stock.csv", STOCK))
    with pytest.raises(ObjectUnavailable, match="stock-gone.csv") as raised:
        ingestion.ingest_object(bucket, f"incoming/{org}/stock-gone.csv")
    assert raised.value.__cause__ is not None  # the AWS error is kept as the cause
    assert stored(org) == {} and stored(unknown) == {}
    assert list(tmp_path.iterdir()) == []


def test_a_storage_error_reading_the_lake_is_a_code_and_our_sentence(bucket, tenant, monkeypatch):
    """An S3 refusal while loading (its text names the bucket, the role's ARN and the account): the record
    holds STORAGE_UNAVAILABLE and a sentence, nothing of the infrastructure; the error is raised (retried)."""
    from botocore.exceptions import ClientError
    from inventory_planning.services.ingestion import files as ingestion
    from inventory_planning.store.ingestion import writer

    org = tenant.organization_id
    key = drop(bucket, org, "stock.csv", STOCK)
    message = (f"User: arn:aws:sts::123456789012:assumed-role/acme-prod-worker/fn is not authorized to perform: "
               f"s3:PutObject on resource: arn:aws:s3:::{bucket}/lake/x.parquet")  # fmt: skip

    def denied(self):
        raise ClientError({"Error": {"Code": "AccessDenied", "Message": message}}, "PutObject")

    monkeypatch.setattr(writer.IngestionWriter, "finish", denied)
    with pytest.raises(ClientError):
        ingestion.ingest_object(bucket, key, now=FIRST)
    failed = next(iter(stored(org).values()))
    assert failed["status"] == "ERROR" and failed["error"].startswith("STORAGE_UNAVAILABLE: ")
    for secret in ("arn:", "123456789012", "acme-prod", bucket, "AccessDenied", "ClientError"):
        assert secret not in failed["error"]


def test_an_unreadable_parquet_file_names_no_local_path(bucket, tenant):
    from inventory_planning.services.ingestion import files as ingestion

    org = tenant.organization_id
    record = ingestion.ingest_object(bucket, drop(bucket, org, "broken.parquet", b"PAR1 this is not parquet"), now=FIRST)
    assert (record["status"], record["error"]) == ("ERROR", "UNREADABLE_FILE: not a readable parquet file")
