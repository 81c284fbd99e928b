import { z } from 'zod';

/**
 * Absences (issue 12, `/absent/listing`): a day an employee had a shift (from the schedule, holidays excluded), the
 * shift had started (plus its late grace), and no attendance was kept. Approved leave will be taken off once the
 * leave module lands.
 */
export const ABSENCE_MAX_DAYS = 62;

export const ZAbsenceRow = z.object({
  employeeId: z.string(),
  employeeCode: z.string(),
  employeeName: z.string(),
  departmentName: z.string().nullable(),
  organizationTitle: z.string(),
  day: z.string(),
  shiftCode: z.string(),
  shiftName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** the roster named the shift (else it is the default shift of a working day) */
  scheduled: z.boolean(),
});
export type TAbsenceRow = z.infer<typeof ZAbsenceRow>;
