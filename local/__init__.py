"""The local stack: DynamoDB Local, moto server, and a gateway that serves template.yaml's API."""
