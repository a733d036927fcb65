-- Every statement that writes a table the servers keep reads of (the public product and news lists,
-- the institution dashboard; src/lib/fresh-cache.ts) names the table on the channel table_changed,
-- once per statement and at commit, so every listening server instance forgets those reads,
-- whichever instance or script wrote.
CREATE FUNCTION notify_table_change() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN PERFORM pg_notify('table_changed', TG_TABLE_NAME); RETURN NULL; END $$;--> statement-breakpoint
CREATE TRIGGER products_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();--> statement-breakpoint
CREATE TRIGGER institutions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "institutions"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();--> statement-breakpoint
CREATE TRIGGER product_guarant_types_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_guarant_types"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();--> statement-breakpoint
CREATE TRIGGER news_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "news"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();--> statement-breakpoint
CREATE TRIGGER financing_requests_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "financing_requests"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();--> statement-breakpoint
CREATE TRIGGER users_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
