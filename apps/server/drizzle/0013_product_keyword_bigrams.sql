-- The distinct pairs of adjacent characters of a text: a text holding a keyword holds every pair of
-- it, so a GIN index of them finds a keyword's candidates (LIKE then keeps the real matches).
CREATE FUNCTION search_bigrams(t text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(DISTINCT substr(t, i, 2)), '{}') FROM generate_series(1, char_length(t) - 1) AS i $$;--> statement-breakpoint
CREATE INDEX "products_search_bigrams_idx" ON "products" USING gin (search_bigrams("search_text"));
