"""A workflow's definition validated (domain/workflows/definition.py; issue 26): each refusal names its field."""

from __future__ import annotations

from typing import Any

import pytest
from inventory_planning.domain.workflows import configs
from inventory_planning.domain.workflows.definition import execution_order, step_references, validate_definition
from inventory_planning.kernel.errors import InvalidInput
from pydantic import BaseModel, ConfigDict


class AnyConfig(BaseModel):
    """Stands for the other parts' node models (C2's plan nodes, D's webhook): this file tests the graph."""

    model_config = ConfigDict(extra="allow")


@pytest.fixture(autouse=True)
def permissive_other_nodes(monkeypatch: pytest.MonkeyPatch) -> None:
    for node_type in ("CREATE_OR_GET_PLAN", "ADD_ITEMS_TO_PLAN", "CALL_WEBHOOK", "SEND_EMAIL"):
        monkeypatch.setitem(configs.CONFIG_MODELS, node_type, AnyConfig)


def trigger(node_id: str = "t", **config: Any) -> dict[str, Any]:
    return {"id": node_id, "type": "TRIGGER", "config": {"entityType": "VARIANT", "includeTags": ["tag-1"], **config}}


def webhook(node_id: str, **config: Any) -> dict[str, Any]:
    return {"id": node_id, "type": "CALL_WEBHOOK", "config": {"url": "https://example.com/hook", **config}}


def edge(source: str, target: str) -> dict[str, str]:
    return {"from": source, "to": target}


def refusals(definition: dict[str, Any]) -> dict[str, str]:
    with pytest.raises(InvalidInput) as refused:
        validate_definition(definition)
    return {error["field"]: error["message"] for error in refused.value.field_errors}


def test_a_valid_definition_runs_in_topological_order_with_ties_by_id() -> None:
    # t -> b, t -> a, a -> c, b -> c: after t, a and b are both ready (a first by id), then c
    definition = {
        "nodes": [webhook("c"), webhook("b"), trigger(), webhook("a")],
        "edges": [edge("t", "b"), edge("t", "a"), edge("a", "c"), edge("b", "c")],
    }
    checked = validate_definition(definition)
    assert checked.order == ("t", "a", "b", "c")
    assert execution_order(definition) == ("t", "a", "b", "c")
    assert checked.ancestors["c"] == frozenset({"t", "a", "b"})
    assert checked.tag_references == (("definition.nodes[2].config.includeTags[0]", "tag-1"),)


def test_node_ids_are_unique_and_well_formed() -> None:
    assert "definition.nodes[1].id" in refusals({"nodes": [trigger(), webhook("t")], "edges": [edge("t", "t")]})
    assert "definition.nodes[1].id" in refusals({"nodes": [trigger(), webhook("bad id!")], "edges": []})


def test_one_to_fifty_nodes() -> None:
    assert "definition.nodes" in refusals({"nodes": [], "edges": []})
    nodes = [trigger()] + [webhook(f"w{i}") for i in range(50)]  # 51 nodes
    assert "definition.nodes" in refusals({"nodes": nodes, "edges": [edge("t", f"w{i}") for i in range(50)]})


def test_exactly_one_trigger_without_incoming_edge() -> None:
    assert "exactly one TRIGGER node, not 0" in refusals({"nodes": [webhook("w")], "edges": []})["definition.nodes"]
    assert "not 2" in refusals({"nodes": [trigger("t1"), trigger("t2")], "edges": []})["definition.nodes"]
    found = refusals({"nodes": [trigger(), webhook("w")], "edges": [edge("t", "w"), edge("w", "t")]})
    assert "incoming edges from w" in found["definition.nodes[0]"]


def test_edges_name_existing_nodes_and_no_self_edge() -> None:
    found = refusals({"nodes": [trigger(), webhook("w")], "edges": [edge("t", "w"), edge("t", "ghost")]})
    assert found["definition.edges[1].to"] == "no node has the id 'ghost'"
    found = refusals({"nodes": [trigger(), webhook("w")], "edges": [edge("t", "w"), edge("w", "w")]})
    assert "itself" in found["definition.edges[1]"]


def test_a_cycle_is_named_by_its_nodes() -> None:
    nodes = [trigger(), webhook("a"), webhook("b"), webhook("c")]
    found = refusals({"nodes": nodes, "edges": [edge("t", "a"), edge("a", "b"), edge("b", "c"), edge("c", "a")]})
    message = found["definition.edges"]
    assert "cycle" in message
    assert {"a", "b", "c"} <= set(message.split(": ", 1)[1].split(" -> "))


def test_every_node_is_reachable_from_the_trigger() -> None:
    found = refusals({"nodes": [trigger(), webhook("w"), webhook("island")], "edges": [edge("t", "w")]})
    assert found == {"definition.nodes[2].id": "node 'island' cannot be reached from the TRIGGER"}


def test_a_config_is_valid_against_its_model_with_the_field_path() -> None:
    found = refusals(
        {"nodes": [{"id": "t", "type": "TRIGGER", "config": {"entityType": "SHOP", "includeTags": []}}], "edges": []}
    )
    assert set(found) == {"definition.nodes[0].config.entityType", "definition.nodes[0].config.includeTags"}
    found = refusals({"nodes": [trigger(includeTags=["a", "b"], excludeTags=["b"])], "edges": []})
    assert "both included and excluded: b" in found["definition.nodes[0].config"]


def test_a_step_reference_names_an_ancestor() -> None:
    # a is b's sibling and b is b itself: neither runs before b
    nodes = [trigger(), webhook("a"), webhook("b", url="https://example.com/{{ steps.a.output.id }}/{{steps.b.output.x}}")]
    with pytest.raises(InvalidInput) as refused:
        validate_definition({"nodes": nodes, "edges": [edge("t", "a"), edge("t", "b")]})
    assert [(e["field"], e["message"].split(" ")[0]) for e in refused.value.field_errors] == [
        ("definition.nodes[2].config.url", "{{steps.a}}"),
        ("definition.nodes[2].config.url", "{{steps.b}}"),
    ]
    # with a -> b the same reference to a resolves
    assert validate_definition(
        {"nodes": nodes[:2] + [webhook("b", url="{{ steps.a.output.id }}")], "edges": [edge("t", "a"), edge("a", "b")]}
    )


def test_source_plan_node_is_a_create_or_get_plan_ancestor() -> None:
    items = {"id": "items", "type": "ADD_ITEMS_TO_PLAN", "config": {"sourcePlanNodeId": "hook", "planType": "RESTOCK"}}
    found = refusals({"nodes": [trigger(), webhook("hook"), items], "edges": [edge("t", "hook"), edge("hook", "items")]})
    assert "definition.nodes[2].config.sourcePlanNodeId" in found
    plan = {"id": "plan", "type": "CREATE_OR_GET_PLAN", "config": {"planType": "RESTOCK", "name": "Restock"}}
    items_ok = {**items, "config": {**items["config"], "sourcePlanNodeId": "plan"}}
    checked = validate_definition({"nodes": [trigger(), plan, items_ok], "edges": [edge("t", "plan"), edge("plan", "items")]})
    assert checked.order == ("t", "plan", "items")


def test_step_references_read_both_forms() -> None:
    assert step_references({"a": ["x {{ steps.n1.output.k }}", {"b": "{{ steps['n-2'].output }}"}]}) == [
        ("a[0]", "n1"),
        ("a[1].b", "n-2"),
    ]
