-- Each server instance keeps the sessions it reads (src/lib/row-cache.ts), each under its id hash, so
-- a write to a session names that one row on the channel table_changed ('sessions:' and the id hash)
-- and only it is read again. A statement trigger would end every kept session at each sign-in or
-- touch anywhere. Truncating names the table, which ends them all.
CREATE FUNCTION notify_session_change() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('table_changed', 'sessions:' || OLD.id_hash); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('table_changed', 'sessions:' || NEW.id_hash); END IF;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER sessions_rows_changed AFTER INSERT OR UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();--> statement-breakpoint
-- A signed-in request's roles and permissions are read with its session and kept with it.
CREATE TRIGGER roles_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "roles"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();--> statement-breakpoint
CREATE TRIGGER role_permissions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "role_permissions"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();--> statement-breakpoint
CREATE TRIGGER user_roles_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_roles"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
-- A sign-in writes its user's row (last_login_at, and password_hash when the hash is renewed), which
-- no kept read shows: named as a users write, every sign-in anywhere ended every kept session and
-- dashboard. Any other change of a user's row still names the table.
DROP TRIGGER users_changed ON "users";--> statement-breakpoint
CREATE TRIGGER users_changed AFTER INSERT OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();--> statement-breakpoint
CREATE TRIGGER users_rows_changed AFTER UPDATE ON "users"
  FOR EACH ROW
  WHEN (to_jsonb(OLD) - 'last_login_at' - 'password_hash' IS DISTINCT FROM to_jsonb(NEW) - 'last_login_at' - 'password_hash')
  EXECUTE FUNCTION notify_table_change();
