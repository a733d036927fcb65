DROP INDEX "products_shelf_idx";--> statement-breakpoint
DROP INDEX "products_institution_idx";--> statement-breakpoint
CREATE INDEX "products_shelf_list_idx" ON "products" USING btree ("tenant_id","product_status","id","loan_type","finance_type_code","loan_amount_min_fen","loan_amount_max_fen","loan_period_min","loan_period_max","rate_start_bp","rate_end_bp");--> statement-breakpoint
CREATE INDEX "products_shelf_keyword_idx" ON "products" USING btree ("tenant_id","product_status","id","search_text");--> statement-breakpoint
CREATE INDEX "products_institution_idx" ON "products" USING btree ("institution_id","product_status","loan_type");