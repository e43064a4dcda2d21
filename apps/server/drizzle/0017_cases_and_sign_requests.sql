CREATE TABLE "sign_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"ceo_name" text NOT NULL,
	"agency_phone" text NOT NULL,
	"contact_phone" text NOT NULL,
	"email" text NOT NULL,
	"national_id" text NOT NULL,
	"economic_code" text NOT NULL,
	"licence_no" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"lang" text NOT NULL,
	"status" text DEFAULT 'PendingVerification' NOT NULL,
	"reviewer_note" text,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"agency_id" integer,
	"airline_code" text,
	"user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_requests_kind_check" CHECK ("sign_requests"."kind" in ('agency','serviceOwner')),
	CONSTRAINT "sign_requests_status_check" CHECK ("sign_requests"."status" in ('PendingVerification','NeedsChanges','Approved','Declined')),
	CONSTRAINT "sign_requests_approved_check" CHECK ("sign_requests"."status" <> 'Approved' or "sign_requests"."user_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "staff_permissions" (
	"user_id" bigint NOT NULL,
	"permission" text NOT NULL,
	CONSTRAINT "staff_permissions_user_id_permission_pk" PRIMARY KEY("user_id","permission"),
	CONSTRAINT "staff_permissions_permission_check" CHECK ("staff_permissions"."permission" in ('safetyReports'))
);
--> statement-breakpoint
ALTER TABLE "otp_codes" DROP CONSTRAINT "otp_codes_purpose_check";--> statement-breakpoint
ALTER TABLE "support_messages" ALTER COLUMN "author_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "support_requests" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "uploaded_files" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "kind" text DEFAULT 'support' NOT NULL;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "full_name" text;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "mobile" text;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "confidential" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "details" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "sign_request_id" bigint;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "purpose" text;--> statement-breakpoint
ALTER TABLE "sign_requests" ADD CONSTRAINT "sign_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_requests" ADD CONSTRAINT "sign_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_permissions" ADD CONSTRAINT "staff_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sign_requests_reference_uq" ON "sign_requests" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "sign_requests_review_idx" ON "sign_requests" USING btree ("tenant","status","created_at");--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_sign_request_id_sign_requests_id_fk" FOREIGN KEY ("sign_request_id") REFERENCES "public"."sign_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "support_requests_reference_uq" ON "support_requests" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "support_requests_desk_idx" ON "support_requests" USING btree ("tenant","kind","status");--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_purpose_check" CHECK ("otp_codes"."purpose" in ('register','reset','signRequest'));--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_author_check" CHECK ("support_messages"."author_type" = 'Customer' or "support_messages"."author_id" is not null);--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_kind_check" CHECK ("support_requests"."kind" in ('support','contact','complaint','safety'));--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_sender_check" CHECK (("support_requests"."kind" = 'support' and "support_requests"."user_id" is not null) or ("support_requests"."kind" <> 'support' and "support_requests"."reference" is not null and "support_requests"."mobile" is not null));--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_confidential_check" CHECK (not "support_requests"."confidential" or "support_requests"."kind" = 'safety');