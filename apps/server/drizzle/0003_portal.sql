CREATE TABLE "about_us" (
	"tenant_id" bigint PRIMARY KEY NOT NULL,
	"article_name" text NOT NULL,
	"logo_image_url" text,
	"article_text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footer_contents" (
	"tenant_id" bigint PRIMARY KEY NOT NULL,
	"content" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "friend_links" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "friend_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"logo_url" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'unpublished' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "friend_links_tenant_code_unique" UNIQUE("tenant_id","code"),
	CONSTRAINT "friend_links_status_check" CHECK ("friend_links"."status" in ('published', 'unpublished'))
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"code" text NOT NULL,
	"sub_type" text NOT NULL,
	"article_name" text NOT NULL,
	"article_remark" text DEFAULT '' NOT NULL,
	"article_text" text NOT NULL,
	"logo_image_url" text,
	"article_source" text,
	"article_source_link" text,
	"status" text DEFAULT 'unpublished' NOT NULL,
	"publish_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_tenant_code_unique" UNIQUE("tenant_id","code"),
	CONSTRAINT "news_status_check" CHECK ("news"."status" in ('published', 'unpublished'))
);
--> statement-breakpoint
CREATE TABLE "news_types" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"code" text NOT NULL,
	"name_zh_cn" text NOT NULL,
	"name_zh_tw" text NOT NULL,
	"name_en_us" text NOT NULL,
	"in_news_list" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "news_types_tenant_code_unique" UNIQUE("tenant_id","code")
);
--> statement-breakpoint
CREATE TABLE "reward_policies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reward_policies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"code" text NOT NULL,
	"policy_name" text NOT NULL,
	"policy_remark" text DEFAULT '' NOT NULL,
	"issuer" text NOT NULL,
	"policy_text" text NOT NULL,
	"logo_image_url" text,
	"valid_from" date,
	"valid_to" date,
	"status" text DEFAULT 'unpublished' NOT NULL,
	"publish_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_policies_tenant_code_unique" UNIQUE("tenant_id","code"),
	CONSTRAINT "reward_policies_status_check" CHECK ("reward_policies"."status" in ('published', 'unpublished'))
);
--> statement-breakpoint
CREATE TABLE "site_ads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_ads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"code" text NOT NULL,
	"position_code" text NOT NULL,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"ad_type" integer NOT NULL,
	"attachment" text,
	"hyperlink" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'unpublished' NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_ads_tenant_code_unique" UNIQUE("tenant_id","code"),
	CONSTRAINT "site_ads_status_check" CHECK ("site_ads"."status" in ('published', 'unpublished')),
	CONSTRAINT "site_ads_ad_type_check" CHECK ("site_ads"."ad_type" in (1, 3, 4, 5))
);
--> statement-breakpoint
CREATE TABLE "files" (
	"file_hash" text PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL,
	"content_type" text NOT NULL,
	"original_file_name" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"default_branch_no" text,
	"default_branch_name" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dict_items" (
	"tenant_id" bigint NOT NULL,
	"dict_type" text NOT NULL,
	"value" text NOT NULL,
	"name_zh_cn" text NOT NULL,
	"name_zh_tw" text NOT NULL,
	"name_en_us" text NOT NULL,
	"num_from" integer,
	"num_to" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dict_items_tenant_id_dict_type_value_pk" PRIMARY KEY("tenant_id","dict_type","value")
);
--> statement-breakpoint
CREATE TABLE "institutions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "institutions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"user_code" text NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"logo_hash" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "institutions_tenant_user_code_unique" UNIQUE("tenant_id","user_code")
);
--> statement-breakpoint
CREATE TABLE "page_configs" (
	"tenant_id" bigint PRIMARY KEY NOT NULL,
	"platform_name" text NOT NULL,
	"header_logo_hash" text,
	"login_logo_hash" text,
	"footer_logo_hash" text,
	"service_phone" text
);
--> statement-breakpoint
CREATE TABLE "product_access_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_access_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"user_id" bigint,
	"user_agent_account" text,
	"accessed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_agreements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_agreements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"sort_order" integer NOT NULL,
	"article_name" text NOT NULL,
	"article_text" text NOT NULL,
	CONSTRAINT "product_agreements_product_sort_unique" UNIQUE("product_id","sort_order")
);
--> statement-breakpoint
CREATE TABLE "product_attachments" (
	"tenant_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"sort_order" integer NOT NULL,
	"filename" text NOT NULL,
	"original_file_name" text NOT NULL,
	"file_hash" text NOT NULL,
	CONSTRAINT "product_attachments_product_id_sort_order_pk" PRIMARY KEY("product_id","sort_order")
);
--> statement-breakpoint
CREATE TABLE "product_documents" (
	"tenant_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"document_code" text NOT NULL,
	"document_name" text NOT NULL,
	"document_file_type" text NOT NULL,
	"template_hash" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_documents_product_id_document_code_pk" PRIMARY KEY("product_id","document_code")
);
--> statement-breakpoint
CREATE TABLE "product_guarant_types" (
	"tenant_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"guarant_type" text NOT NULL,
	CONSTRAINT "product_guarant_types_product_id_guarant_type_pk" PRIMARY KEY("product_id","guarant_type")
);
--> statement-breakpoint
CREATE TABLE "product_materials" (
	"tenant_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"sort_order" integer NOT NULL,
	"material_name" text NOT NULL,
	CONSTRAINT "product_materials_product_id_sort_order_pk" PRIMARY KEY("product_id","sort_order")
);
--> statement-breakpoint
CREATE TABLE "product_repay_types" (
	"tenant_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"repay_type" text NOT NULL,
	"loan_term_list" text NOT NULL,
	"loan_term_unit" text DEFAULT 'month' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_repay_types_product_id_repay_type_pk" PRIMARY KEY("product_id","repay_type"),
	CONSTRAINT "product_repay_types_unit_check" CHECK ("product_repay_types"."loan_term_unit" in ('month', 'day', 'year'))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"product_code" text NOT NULL,
	"product_name" text NOT NULL,
	"product_desc" text,
	"product_status" smallint DEFAULT 0 NOT NULL,
	"institution_id" bigint NOT NULL,
	"finance_type_code" text NOT NULL,
	"loan_type" text NOT NULL,
	"loan_term_str" text,
	"loan_amount_min_fen" bigint DEFAULT 0 NOT NULL,
	"loan_amount_max_fen" bigint,
	"single_credit_limit_fen" bigint,
	"credit_amounts_fen" bigint,
	"apply_limit" integer,
	"product_total_amount_fen" bigint,
	"rate_start_bp" integer NOT NULL,
	"rate_end_bp" integer NOT NULL,
	"loan_period_min" integer DEFAULT 1 NOT NULL,
	"loan_period_max" integer,
	"success_rate_bp" integer,
	"success_number" integer,
	"success_loan_number" integer,
	"success_loan_amount_fen" bigint,
	"success_loan_rate_bp" integer,
	"introduce" text,
	"customer" text,
	"feature" text,
	"apply_condition" text,
	"picture_hash" text,
	"product_apply_method" text DEFAULT 'site' NOT NULL,
	"outer_product_url" text,
	"qr_img_hash" text,
	"district_code" text,
	"gmt_audit" timestamp with time zone,
	"audit_desc" text,
	"recommend_order" integer,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_tenant_code_unique" UNIQUE("tenant_id","product_code"),
	CONSTRAINT "products_status_check" CHECK ("products"."product_status" between 0 and 4),
	CONSTRAINT "products_finance_type_check" CHECK ("products"."finance_type_code" in ('receivable', 'voucher', 'credit')),
	CONSTRAINT "products_loan_type_check" CHECK ("products"."loan_type" in ('LOGMIS', 'SCBC', 'WMS', 'FSP')),
	CONSTRAINT "products_apply_method_check" CHECK ("products"."product_apply_method" in ('site', 'mybank', 'qr')),
	CONSTRAINT "products_rate_check" CHECK ("products"."rate_start_bp" > 0 and "products"."rate_start_bp" <= "products"."rate_end_bp")
);
--> statement-breakpoint
ALTER TABLE "about_us" ADD CONSTRAINT "about_us_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footer_contents" ADD CONSTRAINT "footer_contents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_links" ADD CONSTRAINT "friend_links_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_sub_type_fk" FOREIGN KEY ("tenant_id","sub_type") REFERENCES "public"."news_types"("tenant_id","code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_types" ADD CONSTRAINT "news_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_policies" ADD CONSTRAINT "reward_policies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_ads" ADD CONSTRAINT "site_ads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dict_items" ADD CONSTRAINT "dict_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institutions" ADD CONSTRAINT "institutions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institutions" ADD CONSTRAINT "institutions_logo_hash_files_file_hash_fk" FOREIGN KEY ("logo_hash") REFERENCES "public"."files"("file_hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_configs" ADD CONSTRAINT "page_configs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_configs" ADD CONSTRAINT "page_configs_header_logo_hash_files_file_hash_fk" FOREIGN KEY ("header_logo_hash") REFERENCES "public"."files"("file_hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_configs" ADD CONSTRAINT "page_configs_login_logo_hash_files_file_hash_fk" FOREIGN KEY ("login_logo_hash") REFERENCES "public"."files"("file_hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_configs" ADD CONSTRAINT "page_configs_footer_logo_hash_files_file_hash_fk" FOREIGN KEY ("footer_logo_hash") REFERENCES "public"."files"("file_hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_access_records" ADD CONSTRAINT "product_access_records_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_access_records" ADD CONSTRAINT "product_access_records_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_access_records" ADD CONSTRAINT "product_access_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_agreements" ADD CONSTRAINT "product_agreements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_agreements" ADD CONSTRAINT "product_agreements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attachments" ADD CONSTRAINT "product_attachments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attachments" ADD CONSTRAINT "product_attachments_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attachments" ADD CONSTRAINT "product_attachments_file_hash_files_file_hash_fk" FOREIGN KEY ("file_hash") REFERENCES "public"."files"("file_hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_template_hash_files_file_hash_fk" FOREIGN KEY ("template_hash") REFERENCES "public"."files"("file_hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_guarant_types" ADD CONSTRAINT "product_guarant_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_guarant_types" ADD CONSTRAINT "product_guarant_types_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_materials" ADD CONSTRAINT "product_materials_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_materials" ADD CONSTRAINT "product_materials_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_repay_types" ADD CONSTRAINT "product_repay_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_repay_types" ADD CONSTRAINT "product_repay_types_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_picture_hash_files_file_hash_fk" FOREIGN KEY ("picture_hash") REFERENCES "public"."files"("file_hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_qr_img_hash_files_file_hash_fk" FOREIGN KEY ("qr_img_hash") REFERENCES "public"."files"("file_hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "friend_links_list_idx" ON "friend_links" USING btree ("tenant_id","status","sort_order");--> statement-breakpoint
CREATE INDEX "news_list_by_type_idx" ON "news" USING btree ("tenant_id","sub_type","status","publish_date","id");--> statement-breakpoint
CREATE INDEX "news_list_idx" ON "news" USING btree ("tenant_id","status","publish_date","id");--> statement-breakpoint
CREATE INDEX "reward_policies_list_idx" ON "reward_policies" USING btree ("tenant_id","status","publish_date","id");--> statement-breakpoint
CREATE INDEX "site_ads_position_idx" ON "site_ads" USING btree ("tenant_id","position_code","status","sort_order");--> statement-breakpoint
CREATE INDEX "product_access_records_product_idx" ON "product_access_records" USING btree ("tenant_id","product_id","accessed_at");--> statement-breakpoint
CREATE INDEX "product_guarant_types_filter_idx" ON "product_guarant_types" USING btree ("tenant_id","guarant_type","product_id");--> statement-breakpoint
CREATE INDEX "products_shelf_idx" ON "products" USING btree ("tenant_id","product_status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_shelf_loan_type_idx" ON "products" USING btree ("tenant_id","product_status","loan_type","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_shelf_finance_type_idx" ON "products" USING btree ("tenant_id","product_status","finance_type_code","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_shelf_rate_idx" ON "products" USING btree ("tenant_id","product_status","rate_start_bp");--> statement-breakpoint
CREATE INDEX "products_shelf_amount_idx" ON "products" USING btree ("tenant_id","product_status","loan_amount_min_fen");--> statement-breakpoint
CREATE INDEX "products_shelf_period_idx" ON "products" USING btree ("tenant_id","product_status","loan_period_min");--> statement-breakpoint
CREATE INDEX "products_recommend_idx" ON "products" USING btree ("tenant_id","recommend_order") WHERE "products"."recommend_order" is not null;--> statement-breakpoint
CREATE INDEX "products_institution_idx" ON "products" USING btree ("institution_id");