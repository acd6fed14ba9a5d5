"""The MCP gateway's own modules: the operation catalogue of the OpenAPI document (``catalog``), the calls
to the API with the caller's token (``calls``) and the MCP server's tools and prompt (``server``)."""
