"""What an evaluation returns: one ``RuleOutcome`` per evaluated rule (with its measured
``OutcomeDetails`` and ``Violation`` list) gathered in an ``EvaluationResult``.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, computed_field

from inventory_planning.domain.rules.vocabulary import Category, CheckLevel, Enforcement, Hook, Unit

MAX_VIOLATIONS_LISTED = 50
"""At most this many violations are listed per outcome; ``violationCount`` counts them all."""

_OUTPUT = ConfigDict(defer_build=True)


class Violation(BaseModel):
    """One failing subject: ``{subject, actual, threshold}`` in the outcome's unit."""

    model_config = _OUTPUT
    subject: dict[str, str | None]
    actual: float | None
    threshold: float | None


class OutcomeDetails(BaseModel):
    """Measured values of one rule.

    - ``actual`` / ``threshold``: of the worst subject (the first failing one, else the closest to its
      limit); ``actual`` None when nothing could be measured or the value is undefined.
    - ``unit``: currency | units | lines | percent (of ``actual`` and ``threshold``).
    - ``subject``: ids of the worst subject, e.g. ``{"shopId": "s1"}``; ``{}`` for plan-wide conditions.
    - ``violations``: failing subjects, worst first, at most MAX_VIOLATIONS_LISTED; ``violationCount``
      counts them all.
    - ``unmeasured``: lines skipped for lack of data (unit cost, list price, shop, brand, constraint,
      budget).
    - ``extra``: condition-specific values (budget_envelope_cap: budgetRemaining, budgetAmount,
      consumedPercent, warnAtPercent).
    """

    model_config = _OUTPUT
    actual: float | None
    threshold: float | None
    unit: Unit
    subject: dict[str, str | None] = Field(default_factory=dict)
    violations: list[Violation] = Field(default_factory=list)
    violationCount: int = 0
    unmeasured: int = 0
    extra: dict[str, float | str | None] = Field(default_factory=dict)


class RuleOutcome(BaseModel):
    """Result of one rule: ``{ruleId, ruleName, category, checkLevel, enforcement, passed, message, details}``.

    ``enforcement`` is the effective one: the rule's, except for a budget_envelope_cap that only reached
    its warnAtPercent (then WARN, or LOG for a LOG rule). ``message`` has its placeholders filled
    (numbers with at most 2 decimals, ``n/a`` for missing values).
    """

    model_config = _OUTPUT
    ruleId: str
    ruleName: str
    category: Category
    checkLevel: CheckLevel
    enforcement: Enforcement
    passed: bool
    message: str
    details: OutcomeDetails


class EvaluationResult(BaseModel):
    """All outcomes of one evaluation, in evaluation order (priority, then rule id).

    ``blocked`` (a BLOCK outcome failed) is computed and serialised. ``blocking`` / ``warnings`` /
    ``logged`` are the failed outcomes by effective enforcement; they are properties, not serialised
    (they would repeat ``outcomes``). Passed outcomes are only in ``outcomes``.
    """

    model_config = _OUTPUT
    hook: Hook
    outcomes: list[RuleOutcome] = Field(default_factory=list)

    @computed_field  # type: ignore[prop-decorator]
    @property
    def blocked(self) -> bool:
        """True when at least one BLOCK rule failed: the action must be refused."""
        return any(not o.passed and o.enforcement == "BLOCK" for o in self.outcomes)

    @property
    def blocking(self) -> list[RuleOutcome]:
        """Failed outcomes with enforcement BLOCK."""
        return self._failed("BLOCK")

    @property
    def warnings(self) -> list[RuleOutcome]:
        """Failed outcomes with enforcement WARN (the action proceeds; surface them)."""
        return self._failed("WARN")

    @property
    def logged(self) -> list[RuleOutcome]:
        """Failed outcomes with enforcement LOG (record them in the audit log only)."""
        return self._failed("LOG")

    def _failed(self, enforcement: str) -> list[RuleOutcome]:
        return [o for o in self.outcomes if not o.passed and o.enforcement == enforcement]

    def warnings_payload(self) -> list[dict[str, str]]:
        """``[{ruleId, ruleName, message}]`` of the WARN failures, for the response's warnings key."""
        return [{"ruleId": o.ruleId, "ruleName": o.ruleName, "message": o.message} for o in self.warnings]

    def violation_message(self) -> str:
        """Error text for a blocked action: the blocking messages joined with ``"; "`` ("" when not blocked)."""
        return "; ".join(o.message for o in self.blocking)
