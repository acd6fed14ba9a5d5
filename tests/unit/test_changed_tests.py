"""``make check``'s selection (local/changed_tests.py): which integration test files a change concerns."""

from __future__ import annotations

from local.changed_tests import ROOT, select


def names(changed: set[str]) -> set[str]:
    return {path.name for path in select(changed)}


def test_a_changed_integration_test_file_is_selected_and_nothing_else_without_code():
    assert names({"tests/integration/test_tokens.py", "docs/performance.md"}) == {"test_tokens.py"}


def test_a_service_module_selects_the_files_named_for_it_and_for_what_imports_it():
    chosen = names({"layers/shared/inventory_planning/services/tags/rules.py"})
    assert "test_tagging_rules.py" in chosen
    assert "test_tokens.py" not in chosen and "test_plans_items.py" not in chosen


def test_a_function_folder_selects_the_files_named_for_it():
    chosen = names({"functions/plans/plans_api/items.py"})
    assert {"test_plans_items.py", "test_plans_lifecycle.py"} <= chosen
    assert "test_tags.py" not in chosen


def test_what_every_request_goes_through_selects_every_file():
    every = {path.name for path in (ROOT / "tests" / "integration").glob("test_*.py")}
    assert names({"tests/helpers/aws.py"}) == every
    assert names({"layers/shared/inventory_planning/kernel/clock.py"}) == every
