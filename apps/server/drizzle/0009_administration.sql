CREATE TABLE "authorizations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "authorizations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"institution_id" bigint NOT NULL,
	"scope" text NOT NULL,
	"valid_until" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"remark" text,
	"reason" text,
	"applicant_user_id" bigint NOT NULL,
	"auditor_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "authorizations_status_check" CHECK ("authorizations"."status" in ('pending', 'approved', 'rejected', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "member_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"registration_id" bigint NOT NULL,
	"status" text NOT NULL,
	"changes" jsonb NOT NULL,
	"requested_by" bigint NOT NULL,
	"reviewed_by" bigint,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "member_changes_status_check" CHECK ("member_changes"."status" in ('applied', 'pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "menu_permissions" (
	"tenant_id" bigint NOT NULL,
	"menu_id" bigint NOT NULL,
	"permission_code" text NOT NULL,
	CONSTRAINT "menu_permissions_menu_id_permission_code_pk" PRIMARY KEY("menu_id","permission_code")
);
--> statement-breakpoint
CREATE TABLE "salesman_members" (
	"tenant_id" bigint NOT NULL,
	"institution_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"salesman_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salesman_members_institution_id_member_id_pk" PRIMARY KEY("institution_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "salesmen" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "salesmen_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"institution_id" bigint NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salesmen_institution_mobile_unique" UNIQUE("tenant_id","institution_id","mobile"),
	CONSTRAINT "salesmen_status_check" CHECK ("salesmen"."status" in ('active', 'disabled'))
);
--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "authorizations" ADD CONSTRAINT "authorizations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorizations" ADD CONSTRAINT "authorizations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorizations" ADD CONSTRAINT "authorizations_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorizations" ADD CONSTRAINT "authorizations_applicant_user_id_users_id_fk" FOREIGN KEY ("applicant_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorizations" ADD CONSTRAINT "authorizations_auditor_user_id_users_id_fk" FOREIGN KEY ("auditor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_changes" ADD CONSTRAINT "member_changes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_changes" ADD CONSTRAINT "member_changes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_changes" ADD CONSTRAINT "member_changes_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_changes" ADD CONSTRAINT "member_changes_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_changes" ADD CONSTRAINT "member_changes_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_permissions" ADD CONSTRAINT "menu_permissions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_permissions" ADD CONSTRAINT "menu_permissions_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salesman_members" ADD CONSTRAINT "salesman_members_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salesman_members" ADD CONSTRAINT "salesman_members_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salesman_members" ADD CONSTRAINT "salesman_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salesman_members" ADD CONSTRAINT "salesman_members_salesman_id_salesmen_id_fk" FOREIGN KEY ("salesman_id") REFERENCES "public"."salesmen"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salesmen" ADD CONSTRAINT "salesmen_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salesmen" ADD CONSTRAINT "salesmen_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "authorizations_live_unique" ON "authorizations" USING btree ("tenant_id","member_id","institution_id","scope") WHERE "authorizations"."status" in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "authorizations_institution_idx" ON "authorizations" USING btree ("tenant_id","institution_id","status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "authorizations_member_idx" ON "authorizations" USING btree ("tenant_id","member_id","status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "member_changes_pending_unique" ON "member_changes" USING btree ("tenant_id","member_id") WHERE "member_changes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "member_changes_member_idx" ON "member_changes" USING btree ("tenant_id","member_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "member_changes_status_idx" ON "member_changes" USING btree ("tenant_id","status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "salesman_members_salesman_idx" ON "salesman_members" USING btree ("salesman_id");--> statement-breakpoint
CREATE INDEX "salesmen_institution_idx" ON "salesmen" USING btree ("tenant_id","institution_id","status");