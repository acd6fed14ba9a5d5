"""The records the API answers with, as pydantic models (SPEC's field names on the wire).

One module per endpoint group. Views fill them; Powertools validates every response against the
route's return annotation and puts their JSON Schema in the OpenAPI document.
"""
