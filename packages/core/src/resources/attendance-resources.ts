import { code, description, name, nameCodeColumns } from './resource-builders.ts';
import type { TResource } from './resource-types.ts';

/**
 * Work shifts (issue 5), the Attendance section's first page. Times are local to the organization; an end before
 * the start ends the next day (a night shift), so both orders are valid. The spec lists no deleted page for shifts.
 */
export const SHIFT: TResource = {
  key: 'shift',
  route: 'shifts',
  table: 'shifts',
  page: 'shifts',
  scope: 'tenant',
  section: 'attendance',
  fields: [
    name(),
    code,
    { key: 'startTime', type: 'time', required: true },
    { key: 'endTime', type: 'time', required: true, hint: true },
    /** the days of the week the shift is worked when an employee has it as their default; the others are rest days */
    { key: 'workingDays', type: 'weekdays', required: true, default: [1, 2, 3, 4, 5], hint: true },
    /** rest time (unpaid break) and the allowances, entered as hours:minutes and kept in minutes */
    { key: 'breakMinutes', type: 'duration', required: true, min: 0, max: 480, default: 60 },
    { key: 'lateGraceMinutes', type: 'duration', required: true, min: 0, max: 240, default: 15 },
    { key: 'earlyLeaveGraceMinutes', type: 'duration', required: true, min: 0, max: 240, default: 0 },
    /** how long before its start one may check in for the shift */
    { key: 'checkInWindowMinutes', type: 'duration', required: true, min: 0, max: 720, default: 60, hint: true },
    { key: 'colorCode', type: 'color' },
    description,
  ],
  columns: [
    ...nameCodeColumns,
    { field: 'startTime', sortable: true },
    { field: 'endTime', sortable: true },
    { field: 'workingDays' },
    { field: 'breakMinutes', sortable: true },
    { field: 'colorCode' },
  ],
  defaultSort: { field: 'startTime', dir: 'asc' },
  sections: [
    { label: 'general', fields: ['name', 'code', 'colorCode', 'description'] },
    {
      label: 'hours',
      fields: [
        'startTime',
        'endTime',
        'workingDays',
        'checkInWindowMinutes',
        'breakMinutes',
        'lateGraceMinutes',
        'earlyLeaveGraceMinutes',
      ],
    },
  ],
  // the spec lists no deleted page for shifts; every resource gets one anyway (decision 0005)
  dlisting: true,
};

/**
 * Attendance evaluation (`/settingsattendansevalution`, issue 12): how a day with attendance is judged, per
 * organization (a rule without one serves every organization that has none). A closed day worked less than
 * `absentBelowMinutes` counts as absent; less than `halfDayBelowMinutes`, or late or leaving early by more than
 * the half-day limits, as a half day. 0 turns a rule off. Late and early are counted beyond the shift's grace.
 */
export const ATTENDANCE_EVALUATION: TResource = {
  key: 'attendanceEvaluation',
  route: 'settingsattendansevalution',
  table: 'attendance_evaluations',
  page: 'attendanceEvaluation',
  scope: 'organization',
  fields: [
    name(),
    { key: 'organizationId', type: 'ref', ref: 'organization', hint: true },
    { key: 'absentBelowMinutes', type: 'duration', required: true, min: 0, max: 1440, default: 60, hint: true },
    { key: 'halfDayBelowMinutes', type: 'duration', required: true, min: 0, max: 1440, default: 240, hint: true },
    { key: 'lateHalfDayAfterMinutes', type: 'duration', required: true, min: 0, max: 1440, default: 0, hint: true },
    { key: 'earlyHalfDayAfterMinutes', type: 'duration', required: true, min: 0, max: 1440, default: 0, hint: true },
    description,
  ],
  columns: [
    { field: 'name', sortable: true, searchable: true },
    { field: 'organizationId', sortable: true },
    { field: 'absentBelowMinutes', sortable: true },
    { field: 'halfDayBelowMinutes', sortable: true },
    { field: 'lateHalfDayAfterMinutes' },
    { field: 'earlyHalfDayAfterMinutes' },
  ],
  defaultSort: { field: 'name', dir: 'asc' },
  sections: [
    { label: 'general', fields: ['name', 'organizationId', 'description'] },
    {
      label: 'rules',
      fields: ['absentBelowMinutes', 'halfDayBelowMinutes', 'lateHalfDayAfterMinutes', 'earlyHalfDayAfterMinutes'],
    },
  ],
  dlisting: true,
};
