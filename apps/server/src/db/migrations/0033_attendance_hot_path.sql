-- schedule_of (0026) with the holiday test as a join instead of a call of holiday_on: a function holding a subquery
-- is never inlined, so every row paid a function call (twice: both CASEs read it) — four per check-in, and one per
-- employee and day in a month's roster or absences. Same rule, word for word; holiday_on stays for its other readers.
CREATE OR REPLACE FUNCTION schedule_of(t uuid, emp uuid, d date) RETURNS TABLE(kind text, shift_id uuid) LANGUAGE sql STABLE AS $$
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
    left join lateral (
      select true as found
        from holidays h
       where h.tenant_id = t and h.deleted_at is null and not h.half_day
         and (h.organization_id is null or h.organization_id = e.organization_id)
         and (h.date = d or (h.recurring and to_char(h.date, 'MM-DD') = to_char(d, 'MM-DD')))
       limit 1
    ) hol on true
   where e.tenant_id = t and e.id = emp
$$;
--> statement-breakpoint
-- The closed-period guards (0025) as one query each, planned once a session: they called attendance_closed (a SQL
-- function: a call and its own executor per use) once or twice a row, and the punches' guard looped over the records.
-- An update that keeps a record's organization and date checks it once. Same rule, same error.
CREATE OR REPLACE FUNCTION attendance_refuse_closed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND EXISTS (
       SELECT 1 FROM attendance_closings c
        WHERE c.tenant_id = OLD.tenant_id AND c.organization_id = OLD.organization_id
          AND OLD.shift_date BETWEEN c.from_date AND c.to_date) THEN
    RAISE EXCEPTION 'attendance of a closed period' USING ERRCODE = 'P0001', DETAIL = 'attendanceClosed';
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND (NEW.tenant_id, NEW.organization_id, NEW.shift_date)
                                               IS DISTINCT FROM (OLD.tenant_id, OLD.organization_id, OLD.shift_date)) THEN
    IF EXISTS (
         SELECT 1 FROM attendance_closings c
          WHERE c.tenant_id = NEW.tenant_id AND c.organization_id = NEW.organization_id
            AND NEW.shift_date BETWEEN c.from_date AND c.to_date) THEN
      RAISE EXCEPTION 'attendance of a closed period' USING ERRCODE = 'P0001', DETAIL = 'attendanceClosed';
    END IF;
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION attendance_punch_refuse_closed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
       SELECT 1 FROM attendance a
         JOIN attendance_closings c ON c.tenant_id = a.tenant_id AND c.organization_id = a.organization_id
                                   AND a.shift_date BETWEEN c.from_date AND c.to_date
        WHERE a.tenant_id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.tenant_id ELSE NEW.tenant_id END)
          AND a.id IN ((CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.attendance_id END),
                       (CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.attendance_id END))) THEN
    RAISE EXCEPTION 'attendance of a closed period' USING ERRCODE = 'P0001', DETAIL = 'attendanceClosed';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
