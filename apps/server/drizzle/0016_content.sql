CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant" text NOT NULL,
	"actor_id" bigint,
	"entity" text NOT NULL,
	"entity_key" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('create','update','delete','moderate'))
);
--> statement-breakpoint
CREATE TABLE "blog_categories" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"post_id" bigint NOT NULL,
	"full_name" text NOT NULL,
	"email" text,
	"text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moderated_at" timestamp with time zone,
	"moderated_by" bigint,
	CONSTRAINT "blog_comments_status_check" CHECK ("blog_comments"."status" in ('pending','approved','spam','deleted'))
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"lang" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"html" text NOT NULL,
	"image" text NOT NULL,
	"category_id" bigint NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"author" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_status_check" CHECK ("blog_posts"."status" in ('draft','published')),
	CONSTRAINT "blog_posts_slug_check" CHECK ("blog_posts"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "blog_posts_published_check" CHECK ("blog_posts"."status" = 'draft' or "blog_posts"."published_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"tenant" text NOT NULL,
	"url" text NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"html" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	CONSTRAINT "content_pages_tenant_url_lang_pk" PRIMARY KEY("tenant","url","lang"),
	CONSTRAINT "content_pages_url_check" CHECK ("content_pages"."url" ~ '^[A-Za-z][A-Za-z0-9-]{0,63}$')
);
--> statement-breakpoint
CREATE TABLE "faq_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"lang" text NOT NULL,
	"topic" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"email" text NOT NULL,
	"lang" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"token" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscriptions_status_check" CHECK ("newsletter_subscriptions"."status" in ('pending','confirmed','unsubscribed'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_comments" ADD CONSTRAINT "blog_comments_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_comments" ADD CONSTRAINT "blog_comments_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_tenant_idx" ON "audit_log" USING btree ("tenant","at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_key");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_categories_slug_uq" ON "blog_categories" USING btree ("tenant","slug");--> statement-breakpoint
CREATE INDEX "blog_comments_post_idx" ON "blog_comments" USING btree ("post_id","status");--> statement-breakpoint
CREATE INDEX "blog_comments_status_idx" ON "blog_comments" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_uq" ON "blog_posts" USING btree ("tenant","lang","slug");--> statement-breakpoint
CREATE INDEX "blog_posts_list_idx" ON "blog_posts" USING btree ("tenant","lang","status","published_at");--> statement-breakpoint
CREATE INDEX "faq_items_list_idx" ON "faq_items" USING btree ("tenant","lang","topic","position");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_uq" ON "newsletter_subscriptions" USING btree ("tenant","email");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_token_uq" ON "newsletter_subscriptions" USING btree ("token");--> statement-breakpoint
-- The audit log keeps its rows as the ledger does (0009's statement-level refusal).
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_rows_stay"();
