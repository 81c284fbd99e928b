import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCalculatorBody, ZCalculatorResult } from '@staffdesk/core/payroll-api';
import { parseBody } from '../../platform/errors.ts';
import { calculate } from './calculator.service.ts';

/** Payroll (issue 14). The calculator: HR admins and sub admins with the payroll process page. */
export const payrollRoutes = (): FastifyPluginAsyncZod => async (app) => {
  app.post(
    '/payroll/calculator',
    {
      config: { access: 'page:payrollProcess:view' },
      schema: { tags: ['payroll'], response: { 200: ZCalculatorResult } },
    },
    async (req) => calculate(parseBody(ZCalculatorBody, req.body, undefined, true)),
  );
};
