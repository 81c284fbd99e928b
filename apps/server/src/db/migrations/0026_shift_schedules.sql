CREATE TABLE "shift_roster" (
	"tenant_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"day" date NOT NULL,
	"shift_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "shift_roster_pk" PRIMARY KEY("tenant_id","employee_id","day")
);
--> statement-breakpoint
CREATE TABLE "shift_roster_history" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"day" date NOT NULL,
	"before_kind" text NOT NULL,
	"before_shift_id" uuid,
	"after_kind" text NOT NULL,
	"after_shift_id" uuid,
	"source" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" uuid,
	"changed_by_name" text,
	CONSTRAINT "shift_roster_history_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "working_days" jsonb DEFAULT '[1,2,3,4,5]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shift_roster" ADD CONSTRAINT "shift_roster_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_roster" ADD CONSTRAINT "shift_roster_employee_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_roster" ADD CONSTRAINT "shift_roster_shift_fk" FOREIGN KEY ("tenant_id","shift_id") REFERENCES "public"."shifts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_roster_history" ADD CONSTRAINT "shift_roster_history_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_roster_history" ADD CONSTRAINT "shift_roster_history_employee_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shift_roster_day_ix" ON "shift_roster" USING btree ("tenant_id","day");--> statement-breakpoint
CREATE INDEX "shift_roster_shift_ix" ON "shift_roster" USING btree ("tenant_id","shift_id");--> statement-breakpoint
CREATE INDEX "shift_roster_history_changed_ix" ON "shift_roster_history" USING btree ("tenant_id","changed_at");--> statement-breakpoint
CREATE INDEX "shift_roster_history_employee_ix" ON "shift_roster_history" USING btree ("tenant_id","employee_id","day");--> statement-breakpoint
-- Shifts made before working days existed were worked every day: they keep that.
UPDATE "shifts" SET "working_days" = '[1,2,3,4,5,6,7]'::jsonb;--> statement-breakpoint
-- A full-day holiday of the tenant (no organization) or of the organization, on its date or, recurring, every year.
CREATE FUNCTION holiday_on(t uuid, org uuid, d date) RETURNS boolean LANGUAGE sql STABLE AS $$
  select exists (select 1 from holidays h
                  where h.tenant_id = t and h.deleted_at is null and not h.half_day
                    and (h.organization_id is null or h.organization_id = org)
                    and (h.date = d or (h.recurring and to_char(h.date, 'MM-DD') = to_char(d, 'MM-DD'))))
$$;--> statement-breakpoint
-- What an employee works on a day (issue 12), the one rule every reader uses: a roster row (a live shift, or a rest
-- day) wins; else a full-day holiday of the tenant or the employee's organization is a day off; else the
-- employee's live default shift on its working days, a rest day on the others; else nothing planned ('none').
-- Inlined by the planner (one SELECT, STABLE), so it costs a join, row by row or over a month of a department.
CREATE FUNCTION schedule_of(t uuid, emp uuid, d date) RETURNS TABLE(kind text, shift_id uuid) LANGUAGE sql STABLE AS $$
  select case when r.hit then (case when r.sid is null then 'rest' else 'scheduled' end)
              when hol.found then 'holiday'
              when ds.working_days @> to_jsonb(extract(isodow from d)::int) then 'default'
              when ds.id is not null then 'rest'
              else 'none' end,
         case when r.hit then r.sid
              when hol.found then null
              when ds.working_days @> to_jsonb(extract(isodow from d)::int) then ds.id end
    from employees e
    left join shifts ds on ds.tenant_id = e.tenant_id and ds.id = e.shift_id and ds.deleted_at is null
    left join lateral (
      select true as hit, s.id as sid
        from shift_roster ro
        left join shifts s on s.tenant_id = ro.tenant_id and s.id = ro.shift_id and s.deleted_at is null
       where ro.tenant_id = t and ro.employee_id = emp and ro.day = d and (ro.shift_id is null or s.id is not null)
    ) r on true
    cross join lateral (select holiday_on(t, e.organization_id, d) as found) hol
   where e.tenant_id = t and e.id = emp
$$;
