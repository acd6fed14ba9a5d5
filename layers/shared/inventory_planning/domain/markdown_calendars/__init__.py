"""Markdown calendars (REFERENCE 5.4): the organization's markdown windows and their derived state.

- ``windows``: the window bodies, records, their state on a day (upcoming | active | completed) and
  which window governs a markdown on a day.

Import from the subject module (the package exports nothing; decision 0046).
"""
