"""Use cases of the service: one function per thing a caller or a job does (provision an
organization, ingest a file, ...). Handlers and nightly jobs alike call them; a service validates its
input, applies the domain's rules and reads and writes through the store, and knows nothing of HTTP.
"""
