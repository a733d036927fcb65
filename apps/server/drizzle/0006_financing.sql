CREATE TABLE "account_managers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_managers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"institution_id" bigint NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_managers_status_check" CHECK ("account_managers"."status" in ('active', 'disabled'))
);
--> statement-breakpoint
CREATE TABLE "demand_ignores" (
	"tenant_id" bigint NOT NULL,
	"request_id" bigint NOT NULL,
	"institution_id" bigint NOT NULL,
	"user_id" bigint,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demand_ignores_request_id_institution_id_pk" PRIMARY KEY("request_id","institution_id")
);
--> statement-breakpoint
CREATE TABLE "financing_request_files" (
	"tenant_id" bigint NOT NULL,
	"request_id" bigint NOT NULL,
	"sort_order" integer NOT NULL,
	"document_code" text,
	"file_name" text NOT NULL,
	"file_hash" text NOT NULL,
	CONSTRAINT "financing_request_files_request_id_sort_order_pk" PRIMARY KEY("request_id","sort_order")
);
--> statement-breakpoint
CREATE TABLE "financing_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "financing_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"apply_code" text NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"product_id" bigint,
	"institution_id" bigint,
	"member_id" bigint NOT NULL,
	"applicant_user_id" bigint NOT NULL,
	"finance_amount_fen" bigint NOT NULL,
	"finance_period" integer NOT NULL,
	"guarant_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"finance_purpose" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"account_manager_id" bigint,
	"supplement" text,
	"credit_amount_fen" bigint,
	"credit_rate_bp" integer,
	"credit_period" integer,
	"repay_type" text,
	"loan_amount_fen" bigint,
	"loan_date" date,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"credited_at" timestamp with time zone,
	"loaned_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "financing_requests_tenant_code_unique" UNIQUE("tenant_id","apply_code"),
	CONSTRAINT "financing_requests_kind_check" CHECK ("financing_requests"."kind" in ('product', 'demand')),
	CONSTRAINT "financing_requests_channel_check" CHECK ("financing_requests"."channel" in ('dialog', 'page', 'waybill', 'scbc', 'wms', 'demand')),
	CONSTRAINT "financing_requests_status_check" CHECK ("financing_requests"."status" in ('submitted', 'accepted', 'ignored', 'credited', 'loaned', 'repaid', 'declined', 'overdue', 'cancelled')),
	CONSTRAINT "financing_requests_amount_check" CHECK ("financing_requests"."finance_amount_fen" > 0),
	CONSTRAINT "financing_requests_product_check" CHECK ("financing_requests"."kind" = 'demand' or ("financing_requests"."product_id" is not null and "financing_requests"."institution_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "financing_warns" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "financing_warns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"institution_id" bigint NOT NULL,
	"request_id" bigint NOT NULL,
	"biz_tip" text NOT NULL,
	"deal_status" smallint DEFAULT 0 NOT NULL,
	"gmt_publish" timestamp with time zone DEFAULT now() NOT NULL,
	"dealt_at" timestamp with time zone,
	CONSTRAINT "financing_warns_request_institution_unique" UNIQUE("request_id","institution_id")
);
--> statement-breakpoint
CREATE TABLE "institution_judges" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "institution_judges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"request_id" bigint NOT NULL,
	"institution_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"judge_rate" smallint NOT NULL,
	"judge_desc" text NOT NULL,
	"gmt_modify" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "institution_judges_request_unique" UNIQUE("request_id"),
	CONSTRAINT "institution_judges_rate_check" CHECK ("institution_judges"."judge_rate" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "repay_plans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "repay_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"request_id" bigint NOT NULL,
	"period_no" integer NOT NULL,
	"repay_date" date NOT NULL,
	"principal_fen" bigint NOT NULL,
	"interest_fen" bigint NOT NULL,
	"repay_amount_fen" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" bigint,
	CONSTRAINT "repay_plans_request_period_unique" UNIQUE("request_id","period_no"),
	CONSTRAINT "repay_plans_status_check" CHECK ("repay_plans"."status" in ('pending', 'repaid', 'overdue'))
);
--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"key_id" text NOT NULL,
	"public_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signing_keys_user_id_key_id_pk" PRIMARY KEY("user_id","key_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "institution_id" bigint;--> statement-breakpoint
ALTER TABLE "account_managers" ADD CONSTRAINT "account_managers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_managers" ADD CONSTRAINT "account_managers_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_ignores" ADD CONSTRAINT "demand_ignores_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_ignores" ADD CONSTRAINT "demand_ignores_request_id_financing_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."financing_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_ignores" ADD CONSTRAINT "demand_ignores_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_ignores" ADD CONSTRAINT "demand_ignores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_request_files" ADD CONSTRAINT "financing_request_files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_request_files" ADD CONSTRAINT "financing_request_files_request_id_financing_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."financing_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_request_files" ADD CONSTRAINT "financing_request_files_file_hash_files_file_hash_fk" FOREIGN KEY ("file_hash") REFERENCES "public"."files"("file_hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_requests" ADD CONSTRAINT "financing_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_requests" ADD CONSTRAINT "financing_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_requests" ADD CONSTRAINT "financing_requests_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_requests" ADD CONSTRAINT "financing_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_requests" ADD CONSTRAINT "financing_requests_applicant_user_id_users_id_fk" FOREIGN KEY ("applicant_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_requests" ADD CONSTRAINT "financing_requests_account_manager_id_account_managers_id_fk" FOREIGN KEY ("account_manager_id") REFERENCES "public"."account_managers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_warns" ADD CONSTRAINT "financing_warns_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_warns" ADD CONSTRAINT "financing_warns_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_warns" ADD CONSTRAINT "financing_warns_request_id_financing_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."financing_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_judges" ADD CONSTRAINT "institution_judges_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_judges" ADD CONSTRAINT "institution_judges_request_id_financing_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."financing_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_judges" ADD CONSTRAINT "institution_judges_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_judges" ADD CONSTRAINT "institution_judges_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_judges" ADD CONSTRAINT "institution_judges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repay_plans" ADD CONSTRAINT "repay_plans_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repay_plans" ADD CONSTRAINT "repay_plans_request_id_financing_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."financing_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repay_plans" ADD CONSTRAINT "repay_plans_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_keys" ADD CONSTRAINT "signing_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_keys" ADD CONSTRAINT "signing_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_managers_institution_idx" ON "account_managers" USING btree ("tenant_id","institution_id","status");--> statement-breakpoint
CREATE INDEX "financing_requests_institution_idx" ON "financing_requests" USING btree ("tenant_id","institution_id","status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "financing_requests_member_idx" ON "financing_requests" USING btree ("tenant_id","member_id","status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "financing_requests_hall_idx" ON "financing_requests" USING btree ("tenant_id","id" DESC NULLS LAST) WHERE "financing_requests"."kind" = 'demand' and "financing_requests"."status" = 'submitted';--> statement-breakpoint
CREATE INDEX "financing_requests_product_idx" ON "financing_requests" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "financing_requests_open_product_unique" ON "financing_requests" USING btree ("tenant_id","member_id","product_id") WHERE "financing_requests"."kind" = 'product' and "financing_requests"."status" in ('submitted', 'accepted', 'credited');--> statement-breakpoint
CREATE INDEX "financing_warns_institution_idx" ON "financing_warns" USING btree ("tenant_id","institution_id","deal_status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "institution_judges_institution_idx" ON "institution_judges" USING btree ("tenant_id","institution_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "institution_judges_member_idx" ON "institution_judges" USING btree ("tenant_id","member_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "repay_plans_due_idx" ON "repay_plans" USING btree ("status","repay_date");--> statement-breakpoint
CREATE INDEX "repay_plans_tenant_request_idx" ON "repay_plans" USING btree ("tenant_id","request_id","period_no");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;