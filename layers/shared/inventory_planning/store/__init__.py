"""Single-table DynamoDB access. Every public function takes ``organization_id`` first.

Key layout: docs/data-model.md.
"""
