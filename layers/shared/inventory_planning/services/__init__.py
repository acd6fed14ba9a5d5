"""Services: the use cases, one function per thing a caller or a job does.

Handlers (functions/*/app.py) and jobs (queue workers, nightly runs) call the same service
functions. A service loads through the store, decides through the domain and writes through the
store; it knows neither HTTP nor the shape of the event that triggered it.
"""
