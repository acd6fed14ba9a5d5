"""Member routes of the account function (issue 38)."""
