CREATE TABLE "bank_branches" (
	"branch_no" text PRIMARY KEY NOT NULL,
	"bank_code" text NOT NULL,
	"branch_name" text NOT NULL,
	"city_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "industry_groups" (
	"code" text PRIMARY KEY NOT NULL,
	"name_zh_cn" text NOT NULL,
	"name_zh_tw" text NOT NULL,
	"name_en_us" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_check_attempts" (
	"tenant_id" bigint NOT NULL,
	"uscc_code" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_check_attempts_tenant_id_uscc_code_pk" PRIMARY KEY("tenant_id","uscc_code")
);
--> statement-breakpoint
CREATE TABLE "member_registration_settings" (
	"tenant_id" bigint PRIMARY KEY NOT NULL,
	"legal_person_match" boolean DEFAULT true NOT NULL,
	"extra_check_enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_white_list" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_white_list_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"uscc_code" text NOT NULL,
	"enterprise_name" text NOT NULL,
	"legal_person_name" text,
	"legal_person_mobile" text,
	"white_status" text DEFAULT '1' NOT NULL,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_white_list_tenant_uscc_unique" UNIQUE("tenant_id","uscc_code"),
	CONSTRAINT "member_white_list_status_check" CHECK ("member_white_list"."white_status" in ('0', '1'))
);
--> statement-breakpoint
CREATE TABLE "registration_operators" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registration_operators_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"registration_id" bigint NOT NULL,
	"sort_order" integer NOT NULL,
	"operator_name" text NOT NULL,
	"operator_mobile" text NOT NULL,
	"operator_cert_no" text NOT NULL,
	"wx_id" text,
	"operator_type" text NOT NULL,
	CONSTRAINT "registration_operators_mobile_unique" UNIQUE("registration_id","operator_mobile"),
	CONSTRAINT "registration_operators_cert_no_unique" UNIQUE("registration_id","operator_cert_no"),
	CONSTRAINT "registration_operators_type_check" CHECK ("registration_operators"."operator_type" in ('operating_sup', 'review_sup'))
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"enterprise_name" text NOT NULL,
	"uscc_code" text NOT NULL,
	"legal_repr" text NOT NULL,
	"validity_term" text NOT NULL,
	"business_addr" text NOT NULL,
	"address" text NOT NULL,
	"address_code_list" jsonb NOT NULL,
	"contact_name" text NOT NULL,
	"contact_mobile" text NOT NULL,
	"contact_email" text,
	"fax" text,
	"tax_cert_img_hash" text NOT NULL,
	"bill_hash" text,
	"licence_file_hash" text NOT NULL,
	"licence_file_name" text NOT NULL,
	"invoice_file_hash" text,
	"invoice_file_name" text,
	"legal_person" text NOT NULL,
	"legal_person_ic_front_hash" text NOT NULL,
	"legal_person_ic_back_hash" text NOT NULL,
	"legal_person_mobile" text NOT NULL,
	"legal_person_cert_no" text NOT NULL,
	"legal_person_ic_validity" text NOT NULL,
	"bank_name" text NOT NULL,
	"open_bank_name" text NOT NULL,
	"open_bank_code" text NOT NULL,
	"open_bank_account" text NOT NULL,
	"company_scale" smallint NOT NULL,
	"is_green_enterprise" boolean NOT NULL,
	"industry_code" text NOT NULL,
	"is_agricultural" boolean NOT NULL,
	"white_listed" boolean DEFAULT false NOT NULL,
	"legal_checked" boolean DEFAULT false NOT NULL,
	"submitted_by_user_id" bigint,
	"reviewed_by_user_id" bigint,
	"reviewed_at" timestamp with time zone,
	"review_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registrations_status_check" CHECK ("registrations"."status" in (0, 1, 5, 7)),
	CONSTRAINT "registrations_company_scale_check" CHECK ("registrations"."company_scale" in (0, 1, 2))
);
--> statement-breakpoint
ALTER TABLE "bank_branches" ADD CONSTRAINT "bank_branches_bank_code_banks_code_fk" FOREIGN KEY ("bank_code") REFERENCES "public"."banks"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_check_attempts" ADD CONSTRAINT "member_check_attempts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_registration_settings" ADD CONSTRAINT "member_registration_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_white_list" ADD CONSTRAINT "member_white_list_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_operators" ADD CONSTRAINT "registration_operators_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_operators" ADD CONSTRAINT "registration_operators_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_tax_cert_img_hash_files_file_hash_fk" FOREIGN KEY ("tax_cert_img_hash") REFERENCES "public"."files"("file_hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_bill_hash_files_file_hash_fk" FOREIGN KEY ("bill_hash") REFERENCES "public"."files"("file_hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_licence_file_hash_files_file_hash_fk" FOREIGN KEY ("licence_file_hash") REFERENCES "public"."files"("file_hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_invoice_file_hash_files_file_hash_fk" FOREIGN KEY ("invoice_file_hash") REFERENCES "public"."files"("file_hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_legal_person_ic_front_hash_files_file_hash_fk" FOREIGN KEY ("legal_person_ic_front_hash") REFERENCES "public"."files"("file_hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_legal_person_ic_back_hash_files_file_hash_fk" FOREIGN KEY ("legal_person_ic_back_hash") REFERENCES "public"."files"("file_hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_submitted_by_user_id_users_id_fk" FOREIGN KEY ("submitted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_branches_bank_idx" ON "bank_branches" USING btree ("bank_code","branch_no");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_tenant_uscc_live_unique" ON "registrations" USING btree ("tenant_id","uscc_code") WHERE "registrations"."status" in (0, 1, 5);--> statement-breakpoint
CREATE INDEX "registrations_tenant_uscc_idx" ON "registrations" USING btree ("tenant_id","uscc_code","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "registrations_tenant_status_idx" ON "registrations" USING btree ("tenant_id","status","id" DESC NULLS LAST);