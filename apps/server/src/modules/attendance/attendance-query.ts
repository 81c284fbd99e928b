import { ZDate } from '@staffdesk/core/dates';
import { ZOptionalId as ZId } from '@staffdesk/core/form-fields';
import { ZListQuery } from '../../platform/http/list.ts';

/** The query of the attendance lists (attendance, deleted days, absences, Staff IN OUT): a list over a range of days. */
export const ZDayRangeQuery = ZListQuery.extend({
  from: ZDate,
  to: ZDate,
  organizationId: ZId,
  departmentId: ZId,
  employeeId: ZId,
});
