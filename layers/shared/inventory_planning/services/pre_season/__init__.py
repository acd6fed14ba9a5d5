"""Pre-season use cases (issue 37), one subject per module: ``scenarios`` (request, build as a job,
read, apply a generated scenario). The plan type's own create, list and lines are the plan services'
(``services.plans.headers``, ``services.plans.lines``). Import from the subject module."""
