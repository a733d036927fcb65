CREATE TABLE "credit_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"institution_id" bigint NOT NULL,
	"credit_amount_fen" bigint NOT NULL,
	"used_amount_fen" bigint DEFAULT 0 NOT NULL,
	"repay_type" text NOT NULL,
	"source_request_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_lines_member_product_unique" UNIQUE("tenant_id","member_id","product_id"),
	CONSTRAINT "credit_lines_amount_check" CHECK ("credit_lines"."credit_amount_fen" > 0),
	CONSTRAINT "credit_lines_used_check" CHECK ("credit_lines"."used_amount_fen" between 0 and "credit_lines"."credit_amount_fen")
);
--> statement-breakpoint
ALTER TABLE "financing_requests" DROP CONSTRAINT "financing_requests_channel_check";--> statement-breakpoint
ALTER TABLE "credit_lines" ADD CONSTRAINT "credit_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_lines" ADD CONSTRAINT "credit_lines_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_lines" ADD CONSTRAINT "credit_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_lines" ADD CONSTRAINT "credit_lines_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_lines" ADD CONSTRAINT "credit_lines_source_request_id_financing_requests_id_fk" FOREIGN KEY ("source_request_id") REFERENCES "public"."financing_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_lines_product_idx" ON "credit_lines" USING btree ("tenant_id","product_id");--> statement-breakpoint
ALTER TABLE "financing_requests" ADD CONSTRAINT "financing_requests_channel_check" CHECK ("financing_requests"."channel" in ('dialog', 'page', 'waybill', 'scbc', 'wms', 'discount', 'demand'));