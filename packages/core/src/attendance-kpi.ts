import { z } from 'zod';
import { ZDate } from './dates.ts';
import { pageOf, UUID } from './form-fields.ts';

/**
 * Attendance KPI (issue 18, spec "Work plan": `/projects/attendaceKPIEmp|attendaceKPI|attendaceKPIOrganization`):
 * punctuality, absence and overtime rates over a period, per employee, department or organization, from attendance.
 * A scheduled day is a day with a shift that has started; present, a day with an attendance record; absent, as the
 * absences list counts it (no record, no whole-day leave).
 *
 * - GET /projects/attendance-kpi?level=&from=&to=&organizationId=&departmentId=&search=&page= → TPage<TAttendanceKpi>
 * - GET /projects/attendance-kpi/export.csv|xlsx?… → the same rows
 */
export const KPI_LEVELS = ['employee', 'department', 'organization'] as const;
export type TKpiLevel = (typeof KPI_LEVELS)[number];
/** the longest period, as for the absences list */
export const ATTENDANCE_KPI_MAX_DAYS = 62;

export type TAttendanceSums = {
  scheduledDays: number;
  presentDays: number;
  absentDays: number;
  lateDays: number;
  workedMinutes: number;
  overtimeMinutes: number;
};

const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

/**
 * The rates of some attendance, in percent with one decimal (null when there is nothing to rate): punctuality is
 * the present days without lateness over the present days; absence, the absent days over the scheduled ones;
 * overtime, the overtime over the time worked.
 */
export function attendanceRates(s: TAttendanceSums) {
  return {
    punctuality: pct(s.presentDays - s.lateDays, s.presentDays),
    absenceRate: pct(s.absentDays, s.scheduledDays),
    overtimeRate: pct(s.overtimeMinutes, s.workedMinutes),
  };
}

export const ZAttendanceKpiQuery = z.object({
  level: z.enum(KPI_LEVELS).default('employee'),
  from: ZDate,
  to: ZDate,
  organizationId: z.union([z.literal(''), z.string().regex(UUID)]).optional(),
  departmentId: z.union([z.literal(''), z.string().regex(UUID)]).optional(),
});

export const ZAttendanceKpi = z.object({
  id: z.string(),
  name: z.string(),
  /** an employee's ID, a department's or an organization's code */
  code: z.string().nullable(),
  /** the organization (employees and departments) */
  organizationName: z.string().nullable(),
  employees: z.number(),
  scheduledDays: z.number(),
  presentDays: z.number(),
  absentDays: z.number(),
  lateDays: z.number(),
  lateMinutes: z.number(),
  workedMinutes: z.number(),
  overtimeMinutes: z.number(),
  punctuality: z.number().nullable(),
  absenceRate: z.number().nullable(),
  overtimeRate: z.number().nullable(),
});
export type TAttendanceKpi = z.infer<typeof ZAttendanceKpi>;
export const ZAttendanceKpiPage = pageOf(ZAttendanceKpi);
