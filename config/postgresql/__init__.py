"""Django's PostgreSQL backend with a bound on every wait (``ENGINE = "config.postgresql"``)."""
