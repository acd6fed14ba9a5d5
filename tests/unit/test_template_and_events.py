"""template.yaml and events/ stay consistent with the handlers."""

import json
from pathlib import Path

from local.apigw import ROOT, Template, declared_routes

TEMPLATE = Template()
DECLARED = declared_routes(TEMPLATE)


def test_template_routes_are_exactly_the_declared_routes():
    """template.yaml's Api events and the functions' route declarations name the same routes, each
    served by the function that declares it."""
    in_template = {(r.function, r.method, r.resource) for r in TEMPLATE.routes}
    declared = {(logical_id, spec.method, spec.path) for logical_id, spec in DECLARED}
    assert in_template == declared


def test_public_routes_are_declared_public_and_have_no_authorizer():
    template_public = {(r.method, r.resource) for r in TEMPLATE.routes if r.public}
    declared_public = {spec.key for _, spec in DECLARED if spec.public}
    assert template_public == declared_public
    assert ("GET", "/api/health") in declared_public


def test_operation_ids_are_unique_verbs():
    ids = [spec.operation_id for _, spec in DECLARED]
    assert len(ids) == len(set(ids))
    verbs = (
        "list", "get", "create", "update", "delete", "revoke", "search", "set", "add", "replace", "remove", "provision",
        "approve", "reject", "validate", "reprocess", "acknowledge", "resolve", "enrich", "append", "rerun", "start", "cancel",
        "call",  # callMcpServer: the MCP gateway (not an operation of the document)
        "apply",  # applyPreSeasonScenario (issue 37)
        "archive",
        "review", "check",  # reviewPlanItem, checkPlan (issue 37)
    )  # fmt: skip
    assert all(i.startswith(verbs) for i in ids), [i for i in ids if not i.startswith(verbs)]


# The Swagger UI page and its static assets: public, no data, not API operations (not in the document).
DOCS_PAGE = {
    "/api/docs",
    "/api/docs/swagger-ui.css",
    "/api/docs/swagger-ui-bundle.js",
    "/api/docs/docs.css",
    "/api/docs/docs.js",
}


def test_only_health_and_the_docs_page_are_public():
    public = [r for r in TEMPLATE.routes if r.public]
    assert sorted(r.resource for r in public) == sorted({"/api/health"} | DOCS_PAGE)
    assert {r.method for r in public} == {"GET"}
    assert {r.function for r in public if r.resource in DOCS_PAGE} == {"DocsFunction"}


def test_runtime_and_table_settings():
    globals_ = TEMPLATE.doc["Globals"]["Function"]
    assert globals_["Runtime"] == "python3.12"
    table = TEMPLATE.resources["Table"]["Properties"]
    assert table["BillingMode"] == "PAY_PER_REQUEST"
    assert table["PointInTimeRecoverySpecification"]["PointInTimeRecoveryEnabled"] is True
    assert table["TimeToLiveSpecification"] == {"AttributeName": "ttl", "Enabled": True}
    api = TEMPLATE.resources["Api"]["Properties"]
    assert api["ApiKeySourceType"] == "AUTHORIZER"
    assert api["Auth"]["Authorizers"]["TokenAuthorizer"]["Identity"]["ReauthorizeEvery"] == 0


def test_sample_events_target_template_routes():
    routes = {(r.method, r.resource) for r in TEMPLATE.routes}
    events = sorted(Path(ROOT, "events").glob("*.json"))
    assert events
    for path in events:
        event = json.loads(path.read_text())
        if "httpMethod" in event and event.get("type") != "REQUEST":
            assert (event["httpMethod"], event["resource"]) in routes, path.name


def test_every_function_has_a_sample_event():
    names = {p.stem.split("_")[0] for p in Path(ROOT, "events").glob("*.json")}
    for logical_id, resource in TEMPLATE.resources.items():
        if resource.get("Type") == "AWS::Serverless::Function":
            folder = Path(resource["Properties"]["CodeUri"]).name
            assert folder.split("_")[0] in names, f"no sample event for {logical_id}"


def test_every_gateway_response_is_a_spec_envelope():
    spec_codes = {"UNAUTHORIZED", "FORBIDDEN", "NOT_FOUND", "VALIDATION_ERROR", "RATE_LIMIT_EXCEEDED", "INTERNAL_ERROR"}
    responses = TEMPLATE.resources["Api"]["Properties"]["GatewayResponses"]
    required = {"UNAUTHORIZED", "ACCESS_DENIED", "MISSING_AUTHENTICATION_TOKEN", "THROTTLED", "DEFAULT_4XX", "DEFAULT_5XX"}
    assert required <= set(responses)
    for response_type, spec in responses.items():
        body = json.loads(spec["ResponseTemplates"]["application/json"])
        assert set(body) == {"success", "errorCode", "error"}, response_type
        assert body["success"] is False and body["errorCode"] in spec_codes, response_type


def test_openapi_description_covers_every_route_and_is_current():
    from local import openapi

    document = openapi.build(TEMPLATE)
    undocumented = {spec.key for _, spec in DECLARED if not spec.documented}
    assert {("GET", path) for path in DOCS_PAGE} | {("POST", "/mcp")} == undocumented
    assert not {path for _, path in undocumented} & set(document["paths"])
    assert document["paths"]["/api/openapi.json"]["get"]["security"] == [{"BearerAuth": []}]
    for route in TEMPLATE.routes:
        if (route.method, route.resource) in undocumented:
            continue
        operation = document["paths"][route.resource][route.method.lower()]
        scheme = "InternalBearerAuth" if route.resource.startswith("/api/data-platform/") else "BearerAuth"
        assert operation["security"] == ([] if route.public else [{scheme: []}]), route.resource
        assert operation["operationId"][0].islower() and "_" not in operation["operationId"], route.resource
        assert operation["tags"], route.resource
        expected_errors = {"500"} if route.public else {"401", "403", "422", "429", "500"}
        assert expected_errors <= set(operation["responses"]), route.resource
        for status, response in operation["responses"].items():
            if "text/html" in response["content"]:  # a page (the replay's report): a string of HTML
                assert response["content"] == {"text/html": {"schema": {"type": "string"}}}, (route.resource, status)
                continue
            schema = response["content"]["application/json"]["schema"]
            if status.startswith(("4", "5")):
                assert schema["allOf"][0]["$ref"].endswith("/ErrorEnvelope"), (route.resource, status)
                assert schema["allOf"][1]["properties"]["errorCode"]["enum"], (route.resource, status)
            else:
                typed = "$ref" in schema or schema.get("type") == "array"
                assert typed or route.resource == "/api/openapi.json", (route.resource, status, "untyped success")
    for output in (openapi.OUTPUT, openapi.BUNDLED):
        assert output.read_text() == openapi.render(document), f"{output.relative_to(ROOT)} is stale: run make openapi"


def test_every_declared_path_answers_other_methods_with_a_mock_405_and_its_allow_list():
    """API Gateway answers a method a resource lacks like an unknown route; the Api's DefinitionBody
    gives each declared resource an ``ANY`` method with a MOCK integration (no function, so no Lambda
    permission statement: a function's resource policy stays under Lambda's 20 KB) that answers 405
    METHOD_NOT_ALLOWED with the resource's ``Allow`` from its declarations, without authorizer or API
    key. SAM merges the functions' events into the body (``MergeDefinitions``)."""
    from inventory_planning.api.app import allowed_methods

    api = TEMPLATE.resources["Api"]["Properties"]
    assert api["MergeDefinitions"] is True
    allow = allowed_methods(spec.key for _, spec in DECLARED)
    paths = api["DefinitionBody"]["paths"]
    assert set(paths) == set(allow) == {r.resource for r in TEMPLATE.any_method_routes}
    for resource, methods in paths.items():
        assert set(methods) == {"x-amazon-apigateway-any-method"}, resource
        method = methods["x-amazon-apigateway-any-method"]
        assert method["security"] == [{"NONE": []}, {"api_key_false": []}], resource
        integration = method["x-amazon-apigateway-integration"]
        assert integration["type"] == "mock"
        answer = integration["responses"]["default"]
        assert answer["statusCode"] == "405"
        assert answer["responseParameters"] == {"method.response.header.Allow": f"'{allow[resource]}'"}, resource
        body = json.loads(answer["responseTemplates"]["application/json"])
        assert body["errorCode"] == "METHOD_NOT_ALLOWED" and body["success"] is False
        assert body["error"] == f"Method $context.httpMethod not allowed here; allowed: {allow[resource]}"
    assert all(r.method != "ANY" for r in TEMPLATE.routes)


def test_allow_lists_come_from_the_declarations():
    from inventory_planning.api.app import allowed_methods

    allow = allowed_methods(spec.key for _, spec in DECLARED)
    assert allow["/api/health"] == "GET"
    assert allow["/api/settings/api-tokens"] == "GET, POST"
    assert set(allow) == {spec.path for _, spec in DECLARED}


def test_the_mcp_function_starts_from_a_snapstart_snapshot():
    """The MCP SDK's import runs once per published version (docs/decisions/0041 "Cold start"): SnapStart on
    published versions, an alias that every property change republishes (the layer's version included), on a
    runtime and with settings SnapStart accepts (Python 3.12 or later, no provisioned concurrency, no EFS,
    ephemeral storage of at most 512 MB)."""
    properties = {**TEMPLATE.doc["Globals"]["Function"], **TEMPLATE.resources["McpFunction"]["Properties"]}
    assert properties["SnapStart"] == {"ApplyOn": "PublishedVersions"}
    assert properties["AutoPublishAlias"] and properties["AutoPublishAliasAllProperties"] is True
    major, minor = (int(part) for part in properties["Runtime"].removeprefix("python").split("."))
    assert (major, minor) >= (3, 12)
    assert "ProvisionedConcurrencyConfig" not in properties and "FileSystemConfigs" not in properties
    assert (properties.get("EphemeralStorage") or {}).get("Size", 512) <= 512


def test_patch_bodies_document_null_only_where_the_server_accepts_it():
    """A PATCH field whose null the server refuses (422) is not nullable in the document, so a typed client
    cannot send it and the fuzzer's positive data does not include it (tests/integration: the 422s)."""
    schemas = json.loads((ROOT / "docs" / "openapi.json").read_text())["components"]["schemas"]

    def nullable(name: str) -> set[str]:
        properties = schemas[name]["properties"]
        return {key for key, value in properties.items() if {"type": "null"} in value.get("anyOf", [])}

    assert nullable("PlanUpdate") == {
        "notes",
        "reason",
        "status",
        "creditNoteAmount",
        "creditNoteRef",
    }  # notes null clears them; the others null: none
    assert nullable("WorkflowUpdate") == set()
    assert nullable("ChangeTaggingRule") == nullable("PlatformChangeTaggingRule") == {"description"}
    assert nullable("TagUpdate") == {"description", "color"}


def test_a_workflow_run_execution_times_out_before_the_nightly_step_calls_its_run_stalled():
    """A timed-out execution is no error its Catch sees: the run stays RUNNING until the nightly step ends
    it STALLED_AFTER its start, so the execution must end first (services/workflows/runs.py)."""
    from inventory_planning.services.workflows.runs import STALLED_AFTER

    definition = TEMPLATE.resources["WorkflowRun"]["Properties"]["Definition"]
    assert 0 < definition["TimeoutSeconds"] < STALLED_AFTER.total_seconds()


def test_the_fast_template_loader_reads_what_cfn_tools_reads():
    """local.apigw reads template.yaml on libyaml with cfn_tools' constructors: the same data."""
    import json

    from cfn_tools import load_yaml

    from local.apigw import TEMPLATE, load_template

    text = TEMPLATE.read_text()
    fast, reference = load_template(text), load_yaml(text)
    assert json.dumps(fast, sort_keys=True) == json.dumps(reference, sort_keys=True)
    assert fast["Resources"]["Api"]["Properties"]["Auth"]["Authorizers"]  # a real document, tags resolved
    assert load_template("a: !GetAtt Fn.Arn\nb: !Ref X\n") == {"a": {"Fn::GetAtt": ["Fn", "Arn"]}, "b": {"Ref": "X"}}
