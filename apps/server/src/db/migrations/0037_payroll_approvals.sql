ALTER TABLE "payroll_runs" ADD COLUMN "approved_by" uuid;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "approved_by_name" text;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "paid_by_name" text;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "closed_by_name" text;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "cancelled_by_name" text;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payslips" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
-- Closed payroll (issue 14): a closed run, its payslips and their lines are never added to, changed or deleted,
-- whatever code writes; corrections go into a later period. The error's detail names the rule; the server answers it
-- as 409 payrollClosed. Statement-level triggers over the transition tables: one check per statement, not per row.
CREATE FUNCTION payroll_run_refuse_closed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'closed' THEN
    RAISE EXCEPTION 'a closed payroll run' USING ERRCODE = 'P0001', DETAIL = 'payrollClosed';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;--> statement-breakpoint
CREATE TRIGGER payroll_runs_closed_guard BEFORE UPDATE OR DELETE ON "payroll_runs"
  FOR EACH ROW EXECUTE FUNCTION payroll_run_refuse_closed();--> statement-breakpoint
CREATE FUNCTION payroll_rows_refuse_closed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- nested: a transition table is named only where the trigger has it
  IF TG_OP <> 'INSERT' THEN
    IF EXISTS (SELECT 1 FROM old_rows o JOIN payroll_runs r ON r.tenant_id = o.tenant_id AND r.id = o.run_id
                WHERE r.status = 'closed') THEN
      RAISE EXCEPTION 'payroll of a closed run' USING ERRCODE = 'P0001', DETAIL = 'payrollClosed';
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM new_rows n JOIN payroll_runs r ON r.tenant_id = n.tenant_id AND r.id = n.run_id
                WHERE r.status = 'closed') THEN
      RAISE EXCEPTION 'payroll of a closed run' USING ERRCODE = 'P0001', DETAIL = 'payrollClosed';
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER payslips_closed_insert AFTER INSERT ON "payslips" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payroll_rows_refuse_closed();--> statement-breakpoint
CREATE TRIGGER payslips_closed_update AFTER UPDATE ON "payslips" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payroll_rows_refuse_closed();--> statement-breakpoint
CREATE TRIGGER payslips_closed_delete AFTER DELETE ON "payslips" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payroll_rows_refuse_closed();--> statement-breakpoint
CREATE TRIGGER payslip_lines_closed_insert AFTER INSERT ON "payslip_lines" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payroll_rows_refuse_closed();--> statement-breakpoint
CREATE TRIGGER payslip_lines_closed_update AFTER UPDATE ON "payslip_lines" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payroll_rows_refuse_closed();--> statement-breakpoint
CREATE TRIGGER payslip_lines_closed_delete AFTER DELETE ON "payslip_lines" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payroll_rows_refuse_closed();
