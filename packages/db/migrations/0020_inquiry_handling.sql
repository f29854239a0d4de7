ALTER TABLE "customer_board_posts" ADD COLUMN "is_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_handled_by_staff_accounts_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;