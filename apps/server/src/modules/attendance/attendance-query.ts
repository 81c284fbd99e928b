import { z } from 'zod';
import { ZDate } from '@staffdesk/core/dates';
import { UUID } from '@staffdesk/core/form-fields';
import { ZListQuery } from '../../platform/http/list.ts';

/** An optional id filter: empty (any) or a uuid. */
const ZId = z.union([z.literal(''), z.string().regex(UUID, { error: 'invalidReference' })]).optional();

/** The query of the attendance lists (attendance, deleted days, absences, Staff IN OUT): a list over a range of days. */
export const ZDayRangeQuery = ZListQuery.extend({
  from: ZDate,
  to: ZDate,
  organizationId: ZId,
  departmentId: ZId,
  employeeId: ZId,
});
