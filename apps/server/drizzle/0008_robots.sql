CREATE TABLE "robot_charge_settings" (
	"robot_uid" text PRIMARY KEY NOT NULL,
	"low_battery" integer NOT NULL,
	"working_battery" integer NOT NULL,
	"charging_point" text NOT NULL,
	"charging_prompt" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "robot_default_states" (
	"id" text PRIMARY KEY NOT NULL,
	"robot_uid" text NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean NOT NULL,
	"action" text NOT NULL,
	"task_id" text,
	"point" text,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "robot_events" (
	"id" text PRIMARY KEY NOT NULL,
	"robot_uid" text NOT NULL,
	"kind" text NOT NULL,
	"task_id" text,
	"task_name" text,
	"detail" text NOT NULL,
	"battery" integer NOT NULL,
	"seq" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "robot_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"robot_uid" text NOT NULL,
	"battery" integer NOT NULL,
	"position" text,
	"mode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "robot_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"map" text NOT NULL,
	"trigger_intent" text NOT NULL,
	"startup_copy" text NOT NULL,
	"points" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "robots" (
	"uid" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"robot_id" text NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"token_hint" text NOT NULL,
	"mode" text DEFAULT 'idle' NOT NULL,
	"battery" integer DEFAULT 100 NOT NULL,
	"position" text,
	"target" text,
	"task_id" text,
	"point_index" integer,
	"paused_task_id" text,
	"paused_point_index" integer,
	"command_seq" integer DEFAULT 0 NOT NULL,
	"last_commands" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_report_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "robot_charge_settings" ADD CONSTRAINT "robot_charge_settings_robot_uid_robots_uid_fk" FOREIGN KEY ("robot_uid") REFERENCES "public"."robots"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robot_default_states" ADD CONSTRAINT "robot_default_states_robot_uid_robots_uid_fk" FOREIGN KEY ("robot_uid") REFERENCES "public"."robots"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robot_default_states" ADD CONSTRAINT "robot_default_states_task_id_robot_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."robot_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robot_events" ADD CONSTRAINT "robot_events_robot_uid_robots_uid_fk" FOREIGN KEY ("robot_uid") REFERENCES "public"."robots"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robot_reports" ADD CONSTRAINT "robot_reports_robot_uid_robots_uid_fk" FOREIGN KEY ("robot_uid") REFERENCES "public"."robots"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "robot_default_states_robot_idx" ON "robot_default_states" USING btree ("robot_uid","position");--> statement-breakpoint
CREATE INDEX "robot_events_robot_idx" ON "robot_events" USING btree ("robot_uid","kind","created_at");--> statement-breakpoint
CREATE INDEX "robot_reports_robot_idx" ON "robot_reports" USING btree ("robot_uid","created_at");--> statement-breakpoint
CREATE INDEX "robot_tasks_owner_idx" ON "robot_tasks" USING btree ("owner_id","tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "robots_owner_robot_idx" ON "robots" USING btree ("owner_id","tenant_id","robot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "robots_token_idx" ON "robots" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "robots_owner_created_idx" ON "robots" USING btree ("owner_id","tenant_id","created_at");