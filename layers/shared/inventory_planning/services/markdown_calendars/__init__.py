"""Markdown calendars (REFERENCE 5.4): the organization's markdown windows.

- ``windows``: list, create, read, change and delete windows, their state on the service clock, and the
  window context the markdown rules and the workflows' markdown nodes read.

Import from the subject module (the package exports nothing; decision 0046).
"""
