import {
  monthsOf,
  STAFFING_DAYS_MAX,
  turnoverRate,
  type TStaffingFigures,
  type TStaffingReport,
  type ZStaffingQuery,
} from '@staffdesk/core/staffing-api';
import type { z } from 'zod';
import type { TAuth } from '../../platform/http/access.ts';
import { dayRange } from '../../platform/http/list.ts';
import type { TServices } from '../../platform/services.ts';
import * as repo from './staffing.repo.ts';

type TCounts = Omit<TStaffingFigures, 'turnover'>;
const figures = <T extends TCounts>(c: T) => ({ ...c, turnover: turnoverRate(c.start, c.end, c.leavers) });

/** The staffing report of a period within the viewer's scope (`/reports/staffingReport`). */
export async function staffingReport(
  s: TServices,
  auth: TAuth,
  q: z.output<typeof ZStaffingQuery>,
): Promise<TStaffingReport> {
  dayRange(q.from, q.to, STAFFING_DAYS_MAX);
  const f: repo.TFilter = {
    from: q.from,
    to: q.to,
    organizationId: q.organizationId || undefined,
    departmentId: q.departmentId || undefined,
  };
  return s.database.tenant(auth, async (db) => {
    const tenantId = auth.tenantId!;
    return {
      from: q.from,
      to: q.to,
      groupBy: q.groupBy,
      totals: figures(await repo.totals(db, tenantId, f)),
      months: (await repo.months(db, tenantId, f, monthsOf(q.from, q.to))).map(figures),
      groups: (await repo.groups(db, tenantId, f, q.groupBy)).map(figures),
    };
  });
}
