CREATE INDEX "storage_objects_owner_created_idx" ON "storage_objects" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "storage_objects_pending_idx" ON "storage_objects" USING btree ("owner_id","updated_at") WHERE "storage_objects"."blob_sha256" is null;--> statement-breakpoint
-- Processes cache resolved sessions (accounts/session-cache.ts): any change to a user's
-- sessions, account or memberships tells every listening process to forget that user.
CREATE FUNCTION "orator_notify_auth_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := to_jsonb(OLD); ELSE changed := to_jsonb(NEW); END IF;
  PERFORM pg_notify('orator_auth_changed', CASE TG_TABLE_NAME
    WHEN 'users' THEN changed ->> 'id'
    WHEN 'tenants' THEN '*'
    ELSE changed ->> 'user_id'
  END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_auth_changed" AFTER UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "orator_notify_auth_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_auth_changed" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "orator_notify_auth_changed"();
--> statement-breakpoint
CREATE TRIGGER "tenant_members_auth_changed" AFTER INSERT OR UPDATE OR DELETE ON "tenant_members" FOR EACH ROW EXECUTE FUNCTION "orator_notify_auth_changed"();
--> statement-breakpoint
CREATE TRIGGER "tenants_auth_changed" AFTER UPDATE OR DELETE ON "tenants" FOR EACH ROW EXECUTE FUNCTION "orator_notify_auth_changed"();
