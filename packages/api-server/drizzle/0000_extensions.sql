-- Trigram matching for the ILIKE '%term%' searches of the leads and outbox lists.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
