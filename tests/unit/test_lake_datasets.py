"""The lake's datasets: partition months, keys, and the Glue tables of template.yaml that Athena reads."""

from __future__ import annotations

from datetime import date

import pytest
from inventory_planning.settings import LakeSettings, SettingsError, load
from inventory_planning.store.lake.datasets import DATASETS, SALES_LINES, glue_columns, month_of_key, months_between

from local.apigw import Template


def test_months_between_spans_years_and_is_empty_when_reversed():
    assert months_between(date(2023, 11, 30), date(2024, 2, 1)) == ["2023-11", "2023-12", "2024-01", "2024-02"]
    assert months_between("2024-05-01", "2024-05-31") == ["2024-05"]
    assert months_between("2024-06-01", "2024-05-31") == []


def test_keys_are_hive_partitioned_by_organization_then_month():
    prefix = SALES_LINES.partition_prefix("org-1", "2024-02")
    assert prefix == "lake/sales_lines/organization_id=org-1/month=2024-02/"
    assert month_of_key(prefix + "part-x.parquet") == "2024-02"
    assert month_of_key("lake/sales_lines/organization_id=org-1/other.parquet") is None


def test_every_line_dataset_carries_its_dedup_keys():
    for dataset in DATASETS.values():
        names = dataset.column_names
        assert dataset.date_column in names, dataset.name
        if dataset.line_id:
            assert {dataset.line_id, "ingested_at", "file_id"} <= set(names), dataset.name


def test_template_glue_tables_match_the_datasets():
    """Athena reads the same files: each dataset has a Glue table with its columns, Hive keys and projection."""
    template = Template()
    tables = {
        r["Properties"]["TableInput"]["Name"]: r["Properties"]["TableInput"]
        for r in template.resources.values()
        if r.get("Type") == "AWS::Glue::Table"
    }
    assert set(tables) == set(DATASETS)
    for name, table in tables.items():
        assert table["StorageDescriptor"]["Columns"] == glue_columns(DATASETS[name])
        partition = DATASETS[name].partition
        assert [k["Name"] for k in table["PartitionKeys"]] == ["organization_id", partition]
        parameters = table["Parameters"]
        assert parameters["projection.organization_id.type"] == "injected"  # every query must name its organization
        if partition == "month":
            assert parameters["projection.month.format"] == "yyyy-MM"
        elif partition == "run_date":
            assert parameters["projection.run_date.format"] == "yyyy-MM-dd"
        else:
            assert parameters["projection.year.type"] == "integer"
        location = str(parameters["storage.location.template"])
        assert f"/{name}/organization_id=${{!organization_id}}/{partition}=${{!{partition}}}/" in location
    assert any(r.get("Type") == "AWS::Athena::WorkGroup" for r in template.resources.values())


@pytest.mark.parametrize("function", ["AnalyticsFunction", "IngestionWorkerFunction"])
def test_functions_that_use_the_lake_get_its_bucket(function):
    variables = Template().resources[function]["Properties"]["Environment"]["Variables"]
    assert variables["LAKE_BUCKET"] == {"Ref": "LakeBucket"}
    assert load(LakeSettings, {"LAKE_BUCKET": "bucket"}).lake_cache_dir == "/tmp/lake-cache"


def test_lake_settings_name_what_is_missing_or_invalid():
    with pytest.raises(SettingsError) as error:
        load(LakeSettings, {"LAKE_MEMORY_LIMIT": "lots"})
    assert set(error.value.variables) == {"LAKE_BUCKET", "LAKE_MEMORY_LIMIT"}


@pytest.mark.parametrize("function", ["DataPlatformFunction", "JobWorkerFunction"])
def test_functions_that_start_or_run_jobs_get_the_job_queue(function):
    from inventory_planning.settings import JobSettings

    variables = Template().resources[function]["Properties"]["Environment"]["Variables"]
    assert variables["JOB_QUEUE_URL"] == {"Ref": "JobQueue"}
    with pytest.raises(SettingsError) as error:
        load(JobSettings, {})
    assert error.value.variables == ["JOB_QUEUE_URL"]


def test_the_nightly_state_machine_runs_the_chain_in_order_for_every_organization():
    from inventory_planning.services.jobs.runs import NIGHTLY_CHAIN

    resources = Template().resources
    events = resources["JobWorkerFunction"]["Properties"]["Events"]
    assert events["JobQueue"]["Properties"]["FunctionResponseTypes"] == ["ReportBatchItemFailures"]
    machine = resources["NightlyChain"]["Properties"]
    assert machine["Events"]["Nightly"]["Properties"]["Schedule"].startswith("cron(")
    states = machine["Definition"]["States"]
    assert states["Organizations"]["Parameters"]["Payload"] == {"action": "organizations"}
    each = states["EachOrganization"]
    assert each["Type"] == "Map" and each["ItemsPath"] == "$.organizationIds"
    steps, name = [], each["ItemProcessor"]["StartAt"]
    inner = each["ItemProcessor"]["States"]
    substitutions = machine["DefinitionSubstitutions"]
    while name:
        state = inner[name]
        if state["Resource"] == "arn:aws:states:::states:startExecution.sync:2":  # the forecasts and recommendations fan out
            machine_name = {"Forecasts": "ForecastShards", "Recommendations": "RecommendationShards"}[name]
            assert state["Parameters"]["StateMachineArn"] == "${" + machine_name + "}"
            assert substitutions[machine_name] == {"Ref": machine_name}
            steps.append({"ForecastShards": "forecasts", "RecommendationShards": "recommendations"}[machine_name])
            arguments = state["Parameters"]["Input"]
        else:
            steps.append(state["Parameters"]["Payload"]["job"])
            arguments = state["Parameters"]["Payload"]
        assert arguments["asOf.$"] == "$.asOf" and arguments["organizationId.$"] == "$.organizationId"  # one day
        assert state["Catch"][0]["Next"] == "ChainStopped"  # a failed step stops this organization's chain only
        name = state.get("Next")
    assert tuple(steps) == NIGHTLY_CHAIN


def test_the_forecasts_fan_out_over_shards_listed_in_s3():
    """ForecastShards: Plan -> a Distributed Map over the shard list in S3 (one job-worker invocation
    per shard, no failure tolerated) -> Finish; a failed map goes to Failed, which ends the run."""
    resources = Template().resources
    machine = resources["ForecastShards"]["Properties"]
    states = machine["Definition"]["States"]
    assert machine["Definition"]["StartAt"] == "Plan" and states["Plan"]["Parameters"]["Payload"]["action"] == "start"
    shards = states["Shards"]
    assert shards["ItemReader"]["Resource"] == "arn:aws:states:::s3:getObject"
    assert shards["ItemReader"]["ReaderConfig"] == {"InputType": "JSON"}
    assert shards["ItemReader"]["Parameters"] == {"Bucket.$": "$.run.bucket", "Key.$": "$.run.manifestKey"}
    assert shards["ItemProcessor"]["ProcessorConfig"]["Mode"] == "DISTRIBUTED" and shards["ToleratedFailurePercentage"] == 0
    shard = shards["ItemProcessor"]["States"]["Shard"]
    assert shard["Parameters"]["Payload"]["action"] == "shard" and shard["End"] is True
    assert (shards["Next"], shards["Catch"][0]["Next"]) == ("Finish", "Failed")
    assert states["Finish"]["Parameters"]["Payload"]["action"] == states["Failed"]["Parameters"]["Payload"]["action"] == "finish"
    assert "error.$" in states["Failed"]["Parameters"]["Payload"]
    lake = {"Ref": "LakeBucket"}
    assert {"S3ReadPolicy": {"BucketName": lake}} in machine["Policies"]  # the ItemReader reads the list
    memory = resources["JobWorkerFunction"]["Properties"]
    assert memory["Timeout"] == 900


def test_the_recommendations_fan_out_over_shards_listed_in_s3_as_the_forecasts_do():
    """RecommendationShards is ForecastShards' machine for the recommendations job: the same states,
    each step's payload naming its action, and no more permissions."""
    resources = Template().resources
    forecasts, recommendations = (resources[name]["Properties"] for name in ("ForecastShards", "RecommendationShards"))
    states = recommendations["Definition"]["States"]
    assert states.keys() == forecasts["Definition"]["States"].keys()
    assert states["Plan"]["Parameters"]["Payload"]["job"] == "recommendations"
    shards = states["Shards"]
    assert shards["ItemReader"] == forecasts["Definition"]["States"]["Shards"]["ItemReader"]
    assert shards["ItemProcessor"]["ProcessorConfig"]["Mode"] == "DISTRIBUTED" and shards["ToleratedFailurePercentage"] == 0
    assert shards["ItemProcessor"]["States"]["Shard"]["Parameters"]["Payload"]["action"] == "shard"
    assert (shards["Next"], shards["Catch"][0]["Next"]) == ("Finish", "Failed")
    assert len(recommendations["Policies"]) == len(forecasts["Policies"])
    assert {"S3ReadPolicy": {"BucketName": {"Ref": "LakeBucket"}}} in recommendations["Policies"]
