"""Product enrichment (SPEC "POST /api/enrich-product"; docs/data-platform.md "Enrichment") on the
scenario of test_risks.py (a tee selling 2 a day in shop A; a cap never sold): the route, the queue,
the worker's batch processing (poison messages to the DLQ), idempotency, the offline provider's
result on the product, and the Bedrock provider at its boundary."""

from __future__ import annotations

import hashlib
import json
import os
from urllib.parse import parse_qs, unquote, urlsplit

import boto3
import pytest
import requests

from tests.helpers.envelopes import assert_envelope
from tests.helpers.seed import enrichment_worker, ingest, ingestion_records, run_enrichments, to_csv
from tests.integration.test_risks import ok, risks  # noqa: F401 - the scenario's fixture


def products(client, token) -> dict[str, dict]:
    return {p["code"]: p for p in ok(client.get("/api/products?pageSize=100", token))["data"]}


def enrich(client, token, product_id: str) -> dict:
    return ok(client.post("/api/enrich-product", token, {"messageType": "PRODUCT_ENRICH", "productId": product_id}), 202)


def product(client, token, product_id: str) -> dict:
    return ok(client.get(f"/api/products/{product_id}", token))["data"]


def test_enrichment_is_queued_then_shown_on_the_product(client, tenant, risks):  # noqa: F811
    found = products(client, tenant.token)
    tee, cap = found["TEE"], found["CAP"]
    queued = enrich(client, tenant.token, tee["id"])
    assert queued["success"] is True and queued["message"] == "Product enrichment queued" and queued["messageId"]
    assert queued["timestamp"].endswith("Z")
    assert product(client, tenant.token, tee["id"])["enrichment"]["status"] == "QUEUED"
    enrich(client, tenant.token, cap["id"])
    responses = run_enrichments()
    assert all(not r.get("batchItemFailures") for r in responses)
    done = product(client, tenant.token, tee["id"])["enrichment"]
    assert (done["status"], done["provider"], done["error"]) == ("ENRICHED", "offline", None) and done["enrichedAt"]
    assert done["categoryTags"] == ["department:tops", "colour:red", "size-range:M", "price:core"]
    assert done["description"].startswith("Tee") and "Sizes M." in done["description"]
    assert done["imageRef"] is None  # no image delivered for the tee: none made up
    capped = product(client, tenant.token, cap["id"])["enrichment"]
    assert {"department:accessories", "price:entry"} <= set(capped["categoryTags"])
    # catalogue facts only: the record is open to every caller, sales and stock are figures (decision 0024)
    assert not any(t.startswith("sales:") for t in done["categoryTags"] + capped["categoryTags"])
    assert not any(w in capped["description"].lower() for w in ("sale", "sell", "stock"))
    assert product(client, tenant.token, tee["id"]).get("enrichment") is not None
    assert ok(client.get("/api/products?pageSize=1", tenant.token))["data"][0].get("enrichment") is None  # lists stay light


def test_the_enrichment_fills_the_products_own_fields_and_the_catalogue_file_wins(client, tenant, risks):  # noqa: F811
    """The product record's description, tags and imageUrl: the catalogue file's values win, the
    enrichment fills what the file left empty (docs/data-platform.md "Enrichment")."""
    org = tenant.organization_id
    found = products(client, tenant.token)
    tee, cap = found["TEE"], found["CAP"]
    assert (tee["description"], tee["tags"], tee["imageUrl"]) == (None, [], None)  # nothing known yet
    image = "https://images.example.com/cap-blu.jpg"
    catalogue = [["sku", "productCode", "productName", "size", "colour", "description", "imageUrl"],
                 ["CAP-BLU-U", "CAP", "Cap", "U", "BLU", "A  blue   cap, our own words.", image]]  # fmt: skip
    assert not ingest(org, "catalogue-2.csv", to_csv(catalogue))[-1].get("batchItemFailures")
    for product_id in (tee["id"], cap["id"]):
        enrich(client, tenant.token, product_id)
    assert all(not r.get("batchItemFailures") for r in run_enrichments())

    shown = product(client, tenant.token, tee["id"])
    assert shown["description"] == shown["enrichment"]["description"] and shown["description"].startswith("Tee")
    assert shown["tags"] == shown["enrichment"]["categoryTags"] and "department:tops" in shown["tags"]
    assert shown["imageUrl"] is None  # no catalogue URL and no delivered image
    capped = product(client, tenant.token, cap["id"])
    assert (capped["description"], capped["imageUrl"]) == ("A blue cap, our own words.", image)  # the file wins
    assert capped["enrichment"]["description"] != capped["description"]  # the enrichment block stays as provenance
    assert capped["tags"] == capped["enrichment"]["categoryTags"] and "department:accessories" in capped["tags"]
    listed = products(client, tenant.token)  # the list shows the same fields
    assert [(p["description"], p["tags"], p["imageUrl"]) for p in (listed["TEE"], listed["CAP"])] == [
        (shown["description"], shown["tags"], None), (capped["description"], capped["tags"], image)]  # fmt: skip

    again = [["sku", "productCode", "productName", "size", "colour", "unitCost"], ["CAP-BLU-U", "CAP", "Cap", "U", "BLU", "3"]]
    assert not ingest(org, "catalogue-3.csv", to_csv(again))[-1].get("batchItemFailures")
    kept = product(client, tenant.token, cap["id"])  # a later file without them keeps the file's values
    assert (kept["description"], kept["imageUrl"]) == ("A blue cap, our own words.", image)


JPEG = b"\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01" + bytes(40)
PNG = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(40)


def signed(url: str) -> tuple[str, str, dict[str, str]]:
    """(bucket, key, query) of a presigned S3 URL (virtual-hosted, regional: moto's default endpoint)."""
    parts = urlsplit(url)
    assert parts.scheme == "https" and parts.hostname.endswith(".s3.eu-west-1.amazonaws.com"), url
    query = {k: v[0] for k, v in parse_qs(parts.query).items()}
    return parts.hostname.removesuffix(".s3.eu-west-1.amazonaws.com"), unquote(parts.path[1:]), query


def record_of(org: str, filename: str) -> dict:
    (record,) = [r for r in ingestion_records(org) if r["originalFilename"] == filename]
    return record


def test_a_delivered_image_becomes_the_products_image(client, tenant, risks):  # noqa: F811
    """An image dropped under the organization's prefix, named after the product code (any case, any
    sub-folder), is recorded; the enrichment finds it (imageRef) and the product record shows a
    presigned GET URL of that object (docs/ingestion.md "Product images")."""
    from inventory_planning.services.ingestion import records as file_ingestions

    org = tenant.organization_id
    found = products(client, tenant.token)
    tee, cap = found["TEE"], found["CAP"]
    file_ingestions.register(org, {"originalFilename": "images/tee.JPG", "blobPath": f"s3://x/incoming/{org}/images/tee.JPG",
                                   "checksumSha256": hashlib.sha256(JPEG).hexdigest(),
                                   "fileSizeBytes": len(JPEG), "fileType": "image"})  # fmt: skip
    assert not ingest(org, "images/tee.JPG", JPEG)[-1].get("batchItemFailures")
    record = record_of(org, "images/tee.JPG")  # the registration's record, loaded by the drop
    assert (record["status"], record["error"], record["fileType"]) == ("INGESTED", None, "image")
    assert (record["detectedFileType"], record["detectedMimeType"]) == ("product-image", "image/jpeg")
    assert record["stats"]["rowsRead"] == 0 and record["attempts"] == 1

    for product_id in (tee["id"], cap["id"]):
        enrich(client, tenant.token, product_id)
    assert all(not r.get("batchItemFailures") for r in run_enrichments())
    key = f"incoming/{org}/images/tee.JPG"
    shown = product(client, tenant.token, tee["id"])
    assert shown["enrichment"]["imageRef"] == key
    bucket, path, query = signed(shown["imageUrl"])
    assert (bucket, path) == (os.environ["INGESTION_BUCKET"], key)
    assert query["X-Amz-Expires"] == "900" and query["X-Amz-Algorithm"] == "AWS4-HMAC-SHA256"
    assert "/eu-west-1/s3/aws4_request" in query["X-Amz-Credential"] and query["X-Amz-Signature"]
    assert (query["response-content-type"], query["response-content-disposition"]) == ("image/jpeg", "inline")
    assert requests.get(shown["imageUrl"], timeout=5).content == JPEG  # a client opens it (moto answers the GET)
    listed = products(client, tenant.token)
    assert signed(listed["TEE"]["imageUrl"])[:2] == (bucket, key)  # the list shows it too
    capped = product(client, tenant.token, cap["id"])  # nothing delivered for the cap
    assert (capped["imageUrl"], capped["enrichment"]["imageRef"], listed["CAP"]["imageUrl"]) == (None, None, None)


def test_the_catalogue_image_url_wins_over_a_delivered_image(client, tenant, risks):  # noqa: F811
    org = tenant.organization_id
    cap = products(client, tenant.token)["CAP"]
    assert not ingest(org, "Cap.png", PNG)[-1].get("batchItemFailures")
    image = "https://images.example.com/cap-blu.jpg"
    catalogue = [["sku", "productCode", "productName", "size", "colour", "imageUrl"],
                 ["CAP-BLU-U", "CAP", "Cap", "U", "BLU", image]]  # fmt: skip
    assert not ingest(org, "catalogue-2.csv", to_csv(catalogue))[-1].get("batchItemFailures")
    enrich(client, tenant.token, cap["id"])
    assert all(not r.get("batchItemFailures") for r in run_enrichments())
    shown = product(client, tenant.token, cap["id"])
    assert shown["enrichment"]["imageRef"] == f"incoming/{org}/Cap.png"  # found, kept as provenance
    assert shown["imageUrl"] == image and products(client, tenant.token)["CAP"]["imageUrl"] == image


def test_another_organizations_image_is_never_the_products(client, tenant, other_tenant, risks):  # noqa: F811
    """Tenancy: the lookup lists the organization's own prefix only, and the read signs only a key of it."""
    from inventory_planning.store import enrichment as enrichment_store

    org, theirs = tenant.organization_id, other_tenant.organization_id
    tee = products(client, tenant.token)["TEE"]
    assert not ingest(theirs, "TEE.jpg", JPEG)[-1].get("batchItemFailures")
    assert record_of(theirs, "TEE.jpg")["status"] == "INGESTED"
    enrich(client, tenant.token, tee["id"])
    assert all(not r.get("batchItemFailures") for r in run_enrichments())
    shown = product(client, tenant.token, tee["id"])
    assert (shown["enrichment"]["imageRef"], shown["imageUrl"]) == (None, None)

    stored = enrichment_store.get(org, tee["id"])
    for ref in (f"incoming/{theirs}/TEE.jpg", f"catalog-images/{org}/tee.jpg"):  # a foreign key; an older made-up one
        enrichment_store.put(org, {**stored, "imageRef": ref})
        assert product(client, tenant.token, tee["id"])["imageUrl"] is None, ref
        assert products(client, tenant.token)["TEE"]["imageUrl"] is None, ref


def test_a_file_named_like_an_image_that_is_not_one_is_rejected_and_never_shown(client, tenant, risks):  # noqa: F811
    org = tenant.organization_id
    tee = products(client, tenant.token)["TEE"]
    assert not ingest(org, "TEE.jpg", "sku,productCode\nTEE-RED-M,TEE\n")[-1].get("batchItemFailures")
    record = record_of(org, "TEE.jpg")
    assert (record["status"], record["error"]) == ("ERROR", "UNREADABLE_FILE: the file is not a JPEG image")
    enrich(client, tenant.token, tee["id"])
    assert all(not r.get("batchItemFailures") for r in run_enrichments())
    shown = product(client, tenant.token, tee["id"])
    assert (shown["enrichment"]["imageRef"], shown["imageUrl"]) == (None, None)


def test_the_route_is_validated_and_isolated(client, tenant, other_tenant, risks):  # noqa: F811
    tee = products(client, tenant.token)["TEE"]
    ask = {"messageType": "PRODUCT_ENRICH", "productId": tee["id"]}
    bad = ({**ask, "messageType": "PRODUCT_UPDATE"}, {"messageType": "PRODUCT_ENRICH"}, {**ask, "productId": ""}, {**ask, "x": 1})
    for body in bad:
        assert_envelope(client.post("/api/enrich-product", tenant.token, body), 422, "VALIDATION_ERROR")
    missing = client.post("/api/enrich-product", tenant.token, {"messageType": "PRODUCT_ENRICH", "productId": "no-such-product"})
    assert_envelope(missing, 404, "NOT_FOUND")
    theirs = client.post("/api/enrich-product", other_tenant.token, {"messageType": "PRODUCT_ENRICH", "productId": tee["id"]})
    assert_envelope(theirs, 404, "NOT_FOUND")
    assert run_enrichments() == []  # nothing was queued
    assert product(client, tenant.token, tee["id"])["enrichment"] is None


def test_a_redelivered_message_enriches_once(client, tenant, risks, monkeypatch):  # noqa: F811
    from inventory_planning.services import enrichment

    tee = products(client, tenant.token)["TEE"]
    enrich(client, tenant.token, tee["id"])
    sqs = boto3.client("sqs")
    url = os.environ["ENRICHMENT_QUEUE_URL"]
    (message,) = sqs.receive_message(QueueUrl=url, VisibilityTimeout=0)["Messages"]
    sqs.send_message(QueueUrl=url, MessageBody=message["Body"])  # SQS delivers at least once: the same body again
    calls = []
    real = enrichment.enrich
    monkeypatch.setattr(enrichment, "enrich", lambda *a, **k: calls.append(a) or real(*a, **k))
    assert all(not r.get("batchItemFailures") for r in run_enrichments())
    assert len(calls) == 1  # the second delivery answered the stored result
    assert product(client, tenant.token, tee["id"])["enrichment"]["status"] == "ENRICHED"


def test_poison_messages_fail_alone_and_reach_the_dead_letter_queue(client, tenant, risks):  # noqa: F811
    from aws_lambda_powertools.utilities.batch.exceptions import BatchProcessingError

    from local.apigw import LambdaContext

    tee = products(client, tenant.token)["TEE"]
    sqs = boto3.client("sqs")
    url = os.environ["ENRICHMENT_QUEUE_URL"]
    enrich(client, tenant.token, tee["id"])
    poison = {"messageType": "PRODUCT_ENRICH", "organizationId": tenant.organization_id, "productId": "gone", "requestId": "r-1"}
    sqs.send_message(QueueUrl=url, MessageBody=json.dumps(poison))
    sqs.send_message(QueueUrl=url, MessageBody="not json")
    worker = enrichment_worker()
    for _ in range(4):  # three receives, then the redrive policy moves them
        asked = sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10, VisibilityTimeout=0, AttributeNames=["All"])
        received = asked.get("Messages", [])
        if not received:
            break
        event = {"Records": [{"messageId": m["MessageId"], "receiptHandle": m["ReceiptHandle"], "body": m["Body"],
                              "attributes": m.get("Attributes", {}), "messageAttributes": {}, "md5OfBody": m["MD5OfBody"],
                              "eventSource": "aws:sqs", "eventSourceARN": "arn:aws:sqs:eu-west-1:123456789012:q",
                              "awsRegion": "eu-west-1"} for m in received]}  # fmt: skip
        try:
            response = worker(event, LambdaContext("EnrichmentWorkerFunction"))
            failed = {f["itemIdentifier"] for f in response["batchItemFailures"]}
        except BatchProcessingError:  # every record failed: the invocation fails, SQS keeps them all
            failed = {m["MessageId"] for m in received}
        assert failed == {m["MessageId"] for m in received if m["Body"] in (json.dumps(poison), "not json")}
        for m in received:
            if m["MessageId"] not in failed:
                sqs.delete_message(QueueUrl=url, ReceiptHandle=m["ReceiptHandle"])
    dlq = sqs.get_queue_url(QueueName=url.rsplit("/", 1)[1] + "-dlq")["QueueUrl"]
    dead = sqs.receive_message(QueueUrl=dlq, MaxNumberOfMessages=10).get("Messages", [])
    assert sorted(m["Body"] for m in dead) == sorted([json.dumps(poison), "not json"])
    assert product(client, tenant.token, tee["id"])["enrichment"]["status"] == "ENRICHED"  # the good one went through


class FakeBedrock:
    """A bedrock-runtime client that answers what it is given and keeps the requests."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.requests: list[dict] = []

    def converse(self, **request):
        self.requests.append(request)
        return {"output": {"message": {"role": "assistant", "content": [{"text": self.text}]}}}


def test_the_bedrock_provider_at_its_boundary(client, tenant, risks):  # noqa: F811
    from inventory_planning.services import enrichment

    tee = products(client, tenant.token)["TEE"]
    answer = 'Here: {"description": "A red tee for every day.", "categoryTags": ["department:tops", "style:basic"]}'
    fake = FakeBedrock(answer)
    provider = enrichment.BedrockProvider(fake, "anthropic.claude-3-haiku-20240307-v1:0")
    record = enrichment.enrich(tenant.organization_id, tee["id"], "req-1", using=provider)
    assert (record["status"], record["provider"], record["description"]) == ("ENRICHED", "bedrock", "A red tee for every day.")
    assert record["categoryTags"] == ["department:tops", "style:basic"]
    (request,) = fake.requests
    assert request["modelId"] == "anthropic.claude-3-haiku-20240307-v1:0" and request["messages"][0]["role"] == "user"
    assert '"name": "Tee"' in request["messages"][0]["content"][0]["text"]
    broken = enrichment.BedrockProvider(FakeBedrock("I cannot help with that."), "m")
    with pytest.raises(ValueError, match="did not answer a JSON object"):
        enrichment.enrich(tenant.organization_id, tee["id"], "req-2", using=broken)
    failed = product(client, tenant.token, tee["id"])["enrichment"]
    assert failed["status"] == "FAILED" and failed["error"].startswith("PROVIDER_FAILED: ")
    assert "cannot help" not in failed["error"] and "ValueError" not in failed["error"]  # not the model's text
    assert failed["description"] == "A red tee for every day."  # the last result stays


class DeniedBedrock:
    """A bedrock-runtime client whose every call is refused, as AWS words it (ARN, account id, model ARN)."""

    def converse(self, **request):
        from botocore.exceptions import ClientError

        message = ("User: arn:aws:sts::123456789012:assumed-role/acme-prod-enrichment/fn is not authorized to perform: "
                   "bedrock:InvokeModel on resource: arn:aws:bedrock:eu-west-1::foundation-model/anthropic.claude-3")  # fmt: skip
        raise ClientError({"Error": {"Code": "AccessDeniedException", "Message": message}}, "Converse")


def test_a_provider_error_is_recorded_as_a_code_and_a_sentence(client, tenant, risks):  # noqa: F811
    from botocore.exceptions import ClientError
    from inventory_planning.services import enrichment

    tee = products(client, tenant.token)["TEE"]
    with pytest.raises(ClientError):  # raised on: the message is retried, then dead-lettered
        enrichment.enrich(tenant.organization_id, tee["id"], "req-1", using=enrichment.BedrockProvider(DeniedBedrock(), "m"))
    failed = product(client, tenant.token, tee["id"])["enrichment"]
    assert (failed["status"], failed["provider"]) == ("FAILED", "bedrock")
    assert failed["error"].startswith("PROVIDER_FAILED: ")
    for secret in ("arn:", "123456789012", "acme-prod", "AccessDenied", "ClientError", "foundation-model"):
        assert secret not in failed["error"]


def test_the_provider_is_chosen_by_the_stack(monkeypatch):
    from inventory_planning.services import enrichment

    monkeypatch.delenv("ENRICHMENT_PROVIDER", raising=False)
    assert enrichment.provider().name == "offline"
    monkeypatch.setenv("ENRICHMENT_PROVIDER", "bedrock")
    assert enrichment.provider().name == "offline"  # no model id: offline
    monkeypatch.setenv("BEDROCK_MODEL_ID", "anthropic.claude-3-haiku-20240307-v1:0")
    monkeypatch.setenv("AWS_DEFAULT_REGION", "eu-west-1")
    assert enrichment.provider().name == "bedrock"
