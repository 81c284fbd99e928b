CREATE TABLE "conversation_members" (
	"tenant_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "conversation_members_pk" PRIMARY KEY("tenant_id","conversation_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "conversation_messages" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender" text NOT NULL,
	"sender_user_id" uuid,
	"sender_name" text NOT NULL,
	"member_id" uuid,
	"body" text NOT NULL,
	"file_key" text,
	"file_name" text,
	"file_type" text,
	"file_size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_messages_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "conversation_messages_sender_ck" CHECK ("conversation_messages"."sender" in ('staff', 'employee')),
	CONSTRAINT "conversation_messages_member_ck" CHECK (("conversation_messages"."sender" = 'employee') = ("conversation_messages"."member_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"audience" text NOT NULL,
	"audience_ids" uuid[] NOT NULL,
	"created_by" uuid,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"deleted_by_name" text,
	"delete_reason" text,
	CONSTRAINT "conversations_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "conversations_audience_ck" CHECK ("conversations"."audience" in ('employee', 'organizations', 'departments', 'groups'))
);
--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_conversation_fk" FOREIGN KEY ("tenant_id","conversation_id") REFERENCES "public"."conversations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_employee_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_conversation_fk" FOREIGN KEY ("tenant_id","conversation_id") REFERENCES "public"."conversations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_member_fk" FOREIGN KEY ("tenant_id","conversation_id","member_id") REFERENCES "public"."conversation_members"("tenant_id","conversation_id","employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_members_employee_ix" ON "conversation_members" USING btree ("tenant_id","employee_id");--> statement-breakpoint
CREATE INDEX "conversation_messages_ix" ON "conversation_messages" USING btree ("tenant_id","conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "conversations_last_ix" ON "conversations" USING btree ("tenant_id","last_message_at");