import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPayrollPrivilege } from '@staffdesk/core/payroll-privileges';
import { authOf } from '../../platform/http/guard.ts';
import { ZListQuery } from '../../platform/http/list.ts';
import type { TServices } from '../../platform/services.ts';
import * as service from './payroll-privileges.service.ts';

const ZPage = z.object({ rows: z.array(ZPayrollPrivilege), total: z.number(), page: z.number(), pageSize: z.number() });

/** `/settingspayrollPrivilege` (page payrollPrivilege): each HR admin's and sub admin's three payroll approval parts. */
export const payrollPrivilegeRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['payroll privilege'];
    app.get(
      '/payroll-privileges',
      {
        config: { access: 'page:payrollPrivilege:view' },
        schema: { tags, querystring: ZListQuery, response: { 200: ZPage } },
      },
      async (req) => service.listPayrollPrivileges(s, authOf(req), req.query),
    );
    app.put(
      '/payroll-privileges/:userId',
      {
        config: { access: 'page:payrollPrivilege:edit' },
        schema: {
          tags,
          // any string: an id that is no uuid names no login (404 from the service)
          params: z.object({ userId: z.string().max(100) }),
          // checked by the service, which names each field's problem
          body: z.record(z.string(), z.unknown()),
          response: { 200: ZPayrollPrivilege },
        },
      },
      async (req) => service.setPayrollPrivilege(s, authOf(req), req.params.userId, req.body, req),
    );
  };
