"""Request bodies, as pydantic models (docs/decisions/0026): one module per endpoint group.

Strict models: unknown fields are refused and validation failures are 422 VALIDATION_ERROR naming
the fields. Services may take them as arguments; they never reach the domain.
"""
