"""Storage of plans, their lines and approval requests (issue 8; key layout in docs/data-model.md).

One module per subject: ``headers`` (plans: reads, numbering, create, update, delete), ``lines``
(lines and the transaction that writes them with the header's totals), ``approvals`` (approval
requests and the transaction that decides one), ``common`` (keys, audit entries, the transaction
runner). Every change is one DynamoDB transaction with its audit entry; a failed condition raises
:class:`PlanChanged` and the service re-reads and decides again. Every function takes the
organization id first.

The names below are the package's public face for readers outside the plan services (outcome
attributions, forecasts); the plan services import the subject modules.
"""

from inventory_planning.store.plans.approvals import all_approvals, approvals_page, decide_approval, get_approval
from inventory_planning.store.plans.common import APPROVAL_REQUEST, PLAN_ENTITY, PlanAction, PlanChanged
from inventory_planning.store.plans.headers import (
    HeaderWrite,
    create_plan,
    delete_plan,
    get_plan,
    get_plans,
    next_number,
    open_plans,
    plans_page,
    plans_slice,
    search_plans,
    shop_scope_condition,
    status_counts,
    update_header,
)
from inventory_planning.store.plans.lines import (
    Delta,
    LineWrite,
    all_lines,
    get_line,
    get_lines,
    line_id,
    lines_page,
    write_lines,
)

__all__ = [
    "APPROVAL_REQUEST",
    "PLAN_ENTITY",
    "Delta",
    "LineWrite",
    "HeaderWrite",
    "PlanAction",
    "PlanChanged",
    "all_approvals",
    "all_lines",
    "approvals_page",
    "create_plan",
    "decide_approval",
    "delete_plan",
    "get_approval",
    "get_line",
    "get_lines",
    "get_plan",
    "get_plans",
    "line_id",
    "lines_page",
    "next_number",
    "open_plans",
    "plans_page",
    "plans_slice",
    "search_plans",
    "shop_scope_condition",
    "status_counts",
    "update_header",
    "write_lines",
]
