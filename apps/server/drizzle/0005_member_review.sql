CREATE TABLE "members" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"uscc_code" text NOT NULL,
	"enterprise_name" text NOT NULL,
	"registration_id" bigint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_tenant_uscc_unique" UNIQUE("tenant_id","uscc_code"),
	CONSTRAINT "members_registration_unique" UNIQUE("registration_id"),
	CONSTRAINT "members_status_check" CHECK ("members"."status" in ('active', 'disabled'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "member_id" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cert_no" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "real_name_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;