-- Trigram similarity for catalogue search (typo tolerance, substring matches).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
