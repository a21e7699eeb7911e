-- Decision 066: every change to a restaurant-day's diary counter is announced on the channel
-- mesa_diary as "schema|storeId|date|version", delivered at commit to every instance that listens
-- (open diaries wait on it instead of polling). A rolled-back change announces nothing.
CREATE OR REPLACE FUNCTION mesa_diary_notify() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('mesa_diary', TG_TABLE_SCHEMA || '|' || NEW.store_id || '|' || NEW.date || '|' || NEW.version);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER diary_versions_notify AFTER INSERT OR UPDATE ON "diary_versions"
  FOR EACH ROW EXECUTE FUNCTION mesa_diary_notify();
