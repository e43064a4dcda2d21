CREATE TABLE "home_content" (
	"tenant" text NOT NULL,
	"lang" text NOT NULL,
	"slides" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"claims" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"routes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hotel_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	CONSTRAINT "home_content_tenant_lang_pk" PRIMARY KEY("tenant","lang"),
	CONSTRAINT "home_content_routes_check" CHECK (jsonb_array_length("home_content"."routes") <= 6),
	CONSTRAINT "home_content_slides_check" CHECK (jsonb_array_length("home_content"."slides") <= 8)
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"reference" text NOT NULL,
	"position_id" bigint NOT NULL,
	"full_name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text NOT NULL,
	"cover_letter" text DEFAULT '' NOT NULL,
	"cv_file_id" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_applications_status_check" CHECK ("job_applications"."status" in ('new','reviewed','shortlisted','declined'))
);
--> statement-breakpoint
CREATE TABLE "job_positions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"location" text NOT NULL,
	"employment" text NOT NULL,
	"description" text NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_positions_employment_check" CHECK ("job_positions"."employment" in ('fullTime','partTime','internship'))
);
--> statement-breakpoint
ALTER TABLE "home_content" ADD CONSTRAINT "home_content_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_position_id_job_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."job_positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_cv_file_id_uploaded_files_id_fk" FOREIGN KEY ("cv_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_reference_uq" ON "job_applications" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_cv_uq" ON "job_applications" USING btree ("cv_file_id");--> statement-breakpoint
CREATE INDEX "job_applications_review_idx" ON "job_applications" USING btree ("tenant","status","created_at");--> statement-breakpoint
CREATE INDEX "job_positions_list_idx" ON "job_positions" USING btree ("tenant","lang","open","position");