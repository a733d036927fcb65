DROP INDEX "news_list_idx";--> statement-breakpoint
CREATE INDEX "news_list_idx" ON "news" USING btree ("tenant_id","status","publish_date","id","sub_type");