"""Workflows as records: list, create, read, change, delete (issue 26; docs/automation.md "Workflows").

A workflow is an audited, versioned record (``store.workflows.storage.WORKFLOW``). Its definition is validated
on create and on every change of it (``domain.workflows.definition``), and the tags it names must be
the organization's (``services.tags.assignments.require_tag``), the TRIGGER's ``entityType`` a target of its
include tags. ``archived`` is final (409 WORKFLOW_ARCHIVED); a workflow with a PENDING or RUNNING run
is not deleted (409 WORKFLOW_RUN_IN_PROGRESS).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from inventory_planning.coldstart import lazy
from inventory_planning.domain.stored import of_stored
from inventory_planning.domain.workflows import records as domain
from inventory_planning.domain.workflows.credential_hosts import host_allowed, literal_host
from inventory_planning.domain.workflows.definition import CheckedDefinition, validate_definition
from inventory_planning.domain.workflows.records import Workflow
from inventory_planning.kernel import clock
from inventory_planning.kernel.actors import Actor
from inventory_planning.kernel.errors import Conflict, InvalidInput, Missing, field_error
from inventory_planning.kernel.ids import new_id
from inventory_planning.services.tags import assignments as tag_service
from inventory_planning.store.dynamo import records as record_store
from inventory_planning.store.workflows import storage as store
from inventory_planning.store.workflows.storage import WORKFLOW

if TYPE_CHECKING:
    from inventory_planning.services.workflows import credentials
else:  # each module loads on its first use, not at the importer's cold start (docs/decisions/0046)
    credentials = lazy("inventory_planning.services.workflows.credentials")  # definitions with a webhook only

WHAT = "Workflow"
WORKFLOW_NOT_FOUND = "WORKFLOW_NOT_FOUND"


def _missing() -> Missing:
    return Missing(WHAT, WORKFLOW_NOT_FOUND)


MAX_WORKFLOWS = 200
"""Workflows per organization (archived ones included): bounds the nightly step and a shop-scoped list."""

HIDDEN = ("definitionUpdatedBy",)
"""Stored on the workflow, not on the wire: who last changed its definition (four eyes, decision 0039)."""


def within(owner_shop_ids: Any, shop_scope: frozenset[str] | None) -> bool:
    """Whether a caller whose shops are ``shop_scope`` (None: every shop) may see and act on a workflow
    owned by ``owner_shop_ids`` (None: every shop): every shop the workflow acts on must be the
    caller's (docs/decisions/0019, 0037). A shop-scoped caller never reaches an organization-wide one."""
    if shop_scope is None:
        return True
    return owner_shop_ids is not None and set(owner_shop_ids) <= shop_scope


def _shown(organization_id: str, rows: list[dict[str, Any]]) -> list[Workflow]:
    last = store.last_runs(organization_id, [row["id"] for row in rows]) if rows else {}
    return [
        of_stored(
            Workflow,
            {
                **{k: v for k, v in row.items() if k not in HIDDEN},
                "lastRunAt": last.get(row["id"], (None, None))[0],
                "lastRunStatus": last.get(row["id"], (None, None))[1],
            },
        )  # fmt: skip
        for row in rows
    ]


def check_tags(organization_id: str, checked: CheckedDefinition) -> None:
    """The tags a definition names are the organization's, and the TRIGGER's ``entityType`` is a target
    of each of its include tags.

    Raises:
        InvalidInput: 422 naming each unknown tag's field (``definition.nodes[0].config.includeTags[1]``)
            and ``...config.entityType`` when a tag does not target it.
    """
    errors: list[dict[str, Any]] = []
    known: dict[str, Any] = {}
    for path, tag_id in checked.tag_references:
        if tag_id not in known:
            try:
                known[tag_id] = tag_service.require_tag(organization_id, tag_id)
            except Missing:
                known[tag_id] = None
        if known[tag_id] is None:
            errors.append(field_error(path, f"no tag {tag_id!r} in this organization", "unknown_tag"))
    trigger = checked.trigger
    index = next(i for i, node in enumerate(checked.definition["nodes"]) if node["id"] == trigger["id"])
    entity_type = trigger["config"]["entityType"]
    for tag_id in trigger["config"]["includeTags"]:
        tag = known.get(tag_id)
        if tag is not None and entity_type not in tag.targets:
            message = f"tag {tag_id!r} does not target {entity_type} (its targets: {', '.join(tag.targets)})"
            errors.append(field_error(f"definition.nodes[{index}].config.entityType", message, "tag_target"))
    if errors:
        raise InvalidInput(errors)


CREDENTIAL_TYPES = {"bearer": "BEARER_TOKEN", "basic": "BASIC_AUTH", "apiKey": "API_KEY"}
"""A webhook's ``auth.type`` -> the credential type it needs."""


def _host_errors(index: int, url: str, credential_id: str, allowed: tuple[str, ...]) -> list[dict[str, Any]]:
    """The 422 entries of a webhook whose URL's host the credential does not allow (``credential_host``
    on ``auth.credentialId``), or whose scheme or host is a template (``templated_host`` on ``url``)."""
    node = f"definition.nodes[{index}].config"
    try:
        host = literal_host(url)
    except ValueError as error:
        return [field_error(f"{node}.url", f"{error}: a credential is sent to a known host only", "invalid_url")]
    if host is None:
        message = (
            "a webhook that sends a credential writes its scheme and host out: a template there cannot be"
            " checked against the credential's allowedHosts (templates may follow the host's '/')"
        )
        return [field_error(f"{node}.url", message, "templated_host")]
    if host_allowed(host, allowed):
        return []
    message = f"credential {credential_id!r} may not be sent to {host} (its allowedHosts: {', '.join(allowed) or 'none'})"
    return [field_error(f"{node}.auth.credentialId", message, "credential_host")]


def check_credentials(organization_id: str, definition: Mapping[str, Any]) -> None:
    """Every CALL_WEBHOOK's ``auth.credentialId`` is a credential of the organization of the type its
    ``auth.type`` needs (bearer BEARER_TOKEN, basic BASIC_AUTH, apiKey API_KEY), whose
    ``allowedHosts`` allow the URL's host, so that a mistake is a 422 when the workflow is saved, not
    a failed step at night, and a credential is never pointed at a host of the editor's choice. The
    scheme and host of a URL sending a credential are written out (no template): a templated host is
    refused here rather than left to the run. A credential deleted later still fails the step
    (CREDENTIAL_NOT_FOUND); the webhook checks the host again before it decrypts (CREDENTIAL_HOST_REFUSED).

    Raises:
        InvalidInput: 422 naming ``definition.nodes[i].config.auth.credentialId`` (codes
            ``unknown_credential``, ``credential_type``, ``credential_host``) or
            ``definition.nodes[i].config.url`` (``templated_host``; ``invalid_url`` when it names no host).
    """
    errors: list[dict[str, Any]] = []
    for index, node in enumerate(definition.get("nodes") or []):
        config = node.get("config") or {}
        auth = config.get("auth") or {} if node.get("type") == "CALL_WEBHOOK" else {}
        credential_id = auth.get("credentialId")
        if not credential_id:
            continue
        path = f"definition.nodes[{index}].config.auth.credentialId"
        try:
            found = credentials.get_credential(organization_id, credential_id)
        except Missing:
            errors.append(
                field_error(path, f"no workflow credential {credential_id!r} in this organization", "unknown_credential")
            )
            continue
        wanted = CREDENTIAL_TYPES.get(auth.get("type") or "")
        if wanted is not None and found.type != wanted:
            message = f"auth.type {auth.get('type')} needs a {wanted} credential; {credential_id!r} is {found.type}"
            errors.append(field_error(path, message, "credential_type"))
        errors.extend(_host_errors(index, str(config.get("url") or ""), credential_id, found.allowed_hosts))
    if errors:
        raise InvalidInput(errors)


def checked_definition(organization_id: str, definition: Mapping[str, Any]) -> dict[str, Any]:
    """The definition validated (structure, DAG, configs, references, tags, webhook credentials) as stored.

    Raises:
        InvalidInput: 422 naming every refused field.
    """
    checked = validate_definition(definition)
    check_tags(organization_id, checked)
    check_credentials(organization_id, checked.definition)
    return checked.definition


def list_workflows(
    organization_id: str, page: int, page_size: int, status: str | None = None, shop_scope: frozenset[str] | None = None
) -> tuple[list[Workflow], int]:
    """One page of the organization's workflows (creation order; by id within a status), and their total.
    A shop-scoped caller (``shop_scope``) sees those owned within its shops only (:func:`within`): the
    organization's workflows are read whole (at most :data:`MAX_WORKFLOWS`) and filtered."""
    if shop_scope is not None:
        rows = [r for r in record_store.list_all(organization_id, WORKFLOW)
                if within(r.get("ownerShopIds"), shop_scope) and status in (None, r["status"])]  # fmt: skip
        start = (page - 1) * page_size
        return _shown(organization_id, rows[start : start + page_size]), len(rows)
    if status is None:
        rows, total = record_store.list_page(organization_id, WORKFLOW, page, page_size)
    else:
        rows, total = record_store.index_page("gsi1", f"ORG#{organization_id}#WORKFLOWS#{status}", page, page_size)
    return _shown(organization_id, rows), total


def active_workflow_ids(organization_id: str) -> list[str]:
    """The ids of the organization's active workflows (the nightly step runs each)."""
    return workflow_ids(organization_id, "active")


def workflow_ids(organization_id: str, status: str) -> list[str]:
    """The ids of the organization's workflows in ``status`` (draft, active, paused, archived), 100 a Query."""
    ids: list[str] = []
    page = 1
    while True:
        rows, total = record_store.index_page("gsi1", f"ORG#{organization_id}#WORKFLOWS#{status}", page, 100)
        ids.extend(row["id"] for row in rows)
        if page * 100 >= total or not rows:
            return ids
        page += 1


def create_workflow(
    organization_id: str, actor: Actor, owner_shop_ids: frozenset[str] | None, body: Mapping[str, Any]
) -> Workflow:
    """Store a new workflow (``body``: name, description?, status? (default draft, not archived),
    definition) owned by the creator's shops (None: every shop).

    Raises:
        InvalidInput: the definition is refused (422 naming the fields).
        Conflict: 409 WORKFLOW_LIMIT_REACHED at :data:`MAX_WORKFLOWS` workflows.
    """
    if record_store.list_page(organization_id, WORKFLOW, 1, 1)[1] >= MAX_WORKFLOWS:
        raise Conflict(
            "WORKFLOW_LIMIT_REACHED", f"An organization has at most {MAX_WORKFLOWS} workflows: archive and delete some"
        )
    definition = checked_definition(organization_id, body["definition"])
    if body.get("status") == "archived":
        raise InvalidInput([field_error("status", "a workflow is not created archived", "invalid_status")])
    record = domain.new_workflow(new_id(), body, definition, actor.id, owner_shop_ids, clock.now_iso())
    return _shown(organization_id, [record_store.create(organization_id, WORKFLOW, record, actor)])[0]


def workflow_record(
    organization_id: str, workflow_id: str, shop_scope: frozenset[str] | None = None
) -> tuple[dict[str, Any], int]:
    """The stored workflow and its version (a run keeps both).

    Raises:
        Missing: 404 WORKFLOW_NOT_FOUND (missing, another organization's, or owned beyond the shops of a
            shop-scoped caller: :func:`within`).
    """
    item = record_store.get_item(organization_id, WORKFLOW, workflow_id)
    if item is None or not within(item.record.get("ownerShopIds"), shop_scope):
        raise _missing()
    return item.record, int(item.version or 1)


def get_workflow(organization_id: str, workflow_id: str, shop_scope: frozenset[str] | None = None) -> Workflow:
    """One workflow. Raises Missing (404 WORKFLOW_NOT_FOUND; :func:`workflow_record`)."""
    return _shown(organization_id, [workflow_record(organization_id, workflow_id, shop_scope)[0]])[0]


def update_workflow(
    organization_id: str, actor: Actor, workflow_id: str, changes: Mapping[str, Any], shop_scope: frozenset[str] | None = None
) -> Workflow:
    """Apply ``changes`` (name, description, status, definition; a definition is validated again, and
    so is the stored one when the workflow becomes active).

    Raises:
        Missing: 404 WORKFLOW_NOT_FOUND.
        Conflict: 409 WORKFLOW_ARCHIVED (an archived workflow does not change), CONCURRENT_MODIFICATION.
        InvalidInput: the new definition is refused.
    """
    changed = dict(changes)
    if "definition" in changed:
        changed["definition"] = checked_definition(organization_id, changed["definition"])

    def apply(record: dict[str, Any]) -> dict[str, Any]:
        if not within(record.get("ownerShopIds"), shop_scope):
            raise _missing()
        if record["status"] == "archived":
            raise Conflict("WORKFLOW_ARCHIVED", "The workflow is archived: it does not change any more")
        after = {**record, **changed}
        if after["status"] == "active" and record["status"] != "active" and "definition" not in changed:
            checked_definition(organization_id, record["definition"])  # its tags may have gone since
        if after != record:
            after["updatedBy"] = actor.id
        if after.get("definition") != record.get("definition"):
            after["definitionUpdatedBy"] = actor.id  # four eyes: kept apart from its runs' approvals
        return after

    result = record_store.update(organization_id, WORKFLOW, workflow_id, apply, actor)
    if result is None:
        raise _missing()
    return _shown(organization_id, [result])[0]


def delete_workflow(organization_id: str, actor: Actor, workflow_id: str, shop_scope: frozenset[str] | None = None) -> None:
    """Delete a workflow (its runs stay readable).

    Raises:
        Missing: 404 WORKFLOW_NOT_FOUND.
        Conflict: 409 WORKFLOW_RUN_IN_PROGRESS while one of its runs is PENDING or RUNNING.
    """
    workflow_record(organization_id, workflow_id, shop_scope)
    if store.has_open_run(organization_id, workflow_id):
        raise Conflict("WORKFLOW_RUN_IN_PROGRESS", "The workflow has a run in progress: cancel it or wait for its end")
    if record_store.delete(organization_id, WORKFLOW, workflow_id, actor) is None:
        raise _missing()


def _tags_named(definition: Mapping[str, Any]) -> set[str]:
    """The tag ids a definition names: its TRIGGER's include and exclude tags, its ADD_ITEMS_TO_PLAN
    nodes' entity filters."""
    named: set[str] = set()
    for node in definition.get("nodes") or []:
        config = node.get("config") or {}
        if node.get("type") == "TRIGGER":
            named.update(config.get("includeTags") or [], config.get("excludeTags") or [])
        elif node.get("type") == "ADD_ITEMS_TO_PLAN":
            filters = config.get("entityFilters") or {}
            named.update(filters.get("includeTags") or [], filters.get("excludeTags") or [])
    return named


def workflows_of_tag(organization_id: str, tag_id: str) -> list[str]:
    """The ids of the organization's workflows, archived ones aside, whose definition names ``tag_id``
    (what keeps the tag from being deleted: 409 TAG_IN_USE, ``services.tags.admin``)."""
    return [
        row["id"]
        for row in record_store.list_all(organization_id, WORKFLOW)
        if row.get("status") != "archived" and tag_id in _tags_named(row.get("definition") or {})
    ]
