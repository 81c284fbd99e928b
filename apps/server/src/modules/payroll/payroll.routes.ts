import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RUN_STEP_NAMES,
  RUN_STEPS,
  ZCalculatorBody,
  ZCalculatorResult,
  ZRun,
  ZRunBody,
  ZRunGrid,
  ZRunGridQuery,
  ZRunListQuery,
  ZRunPayslip,
} from '@staffdesk/core/payroll-api';
import { parseBody } from '../../platform/errors.ts';
import { authOf } from '../../platform/http/guard.ts';
import type { TServices } from '../../platform/services.ts';
import { calculate } from './calculator.service.ts';
import { removeEntry, runGrid, saveEntry } from './entries.service.ts';
import { processRun } from './run-process.service.ts';
import { tenantPacks } from './statutory-versions.ts';
import { createRun, getRun, listRuns, runOrganizations, runPayslips, stepRun } from './runs.service.ts';

const ZRunId = z.object({ id: z.string().max(64) });

/**
 * Payroll (issue 14): the calculator, and runs (a month of an organization, processed in the background) for HR
 * admins and sub admins with the payroll process page, within their scope.
 */
export const payrollRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['payroll'];
    app.post(
      '/payroll/calculator',
      { config: { access: 'page:payrollProcess:view' }, schema: { tags, response: { 200: ZCalculatorResult } } },
      async (req) => {
        const body = parseBody(ZCalculatorBody, req.body, undefined, true);
        return calculate(body, await tenantPacks(s, authOf(req)));
      },
    );
    app.get(
      '/payroll/runs',
      {
        config: { access: 'page:payrollProcess:view' },
        schema: { tags, querystring: ZRunListQuery, response: { 200: z.array(ZRun) } },
      },
      async (req) => listRuns(s, authOf(req), req.query.list),
    );
    app.get(
      '/payroll/run-organizations',
      {
        config: { access: 'page:payrollProcess:view' },
        schema: {
          tags,
          response: {
            200: z.array(
              z.object({ id: z.string(), title: z.string(), currency: z.string(), statutoryPack: z.string() }),
            ),
          },
        },
      },
      async (req) => runOrganizations(s, authOf(req)),
    );
    app.post(
      '/payroll/runs',
      { config: { access: 'page:payrollProcess:add' }, schema: { tags, response: { 201: ZRun } } },
      async (req, reply) => reply.code(201).send(await createRun(s, authOf(req), parseBody(ZRunBody, req.body), req)),
    );
    app.get(
      '/payroll/runs/:id',
      { config: { access: 'page:payrollProcess:view' }, schema: { tags, params: ZRunId, response: { 200: ZRun } } },
      async (req) => getRun(s, authOf(req), req.params.id),
    );
    app.post(
      '/payroll/runs/:id/process',
      {
        config: { access: 'page:payrollProcess:edit' },
        schema: { tags, params: ZRunId, response: { 202: z.object({ jobId: z.string() }) } },
      },
      async (req, reply) => reply.code(202).send(await processRun(s, authOf(req), req.params.id, req)),
    );
    // approve, reopen, paid, close (the payroll process page's approve action and a part of the payroll privilege),
    // cancel (its delete action)
    for (const step of RUN_STEP_NAMES)
      app.post(
        `/payroll/runs/:id/${step}`,
        {
          config: { access: `page:payrollProcess:${RUN_STEPS[step].page}` },
          schema: { tags, params: ZRunId, response: { 200: ZRun } },
        },
        async (req) => stepRun(s, authOf(req), req.params.id, step, req),
      );
    // the processed lines as a grid, and adjustments (the payroll line part of the payroll privilege)
    app.get(
      '/payroll/runs/:id/grid',
      {
        config: { access: 'page:payrollProcess:view' },
        schema: { tags, params: ZRunId, querystring: ZRunGridQuery, response: { 200: ZRunGrid } },
      },
      async (req) => runGrid(s, authOf(req), req.params.id, req.query),
    );
    // bodies are checked after the run is found: another tenant's run is a 404 first
    app.put(
      '/payroll/runs/:id/entries',
      {
        config: { access: 'page:payrollProcess:edit' },
        schema: { tags, params: ZRunId, response: { 200: z.object({ ok: z.literal(true) }) } },
      },
      async (req) => saveEntry(s, authOf(req), req.params.id, req.body, req),
    );
    app.delete(
      '/payroll/runs/:id/entries',
      {
        config: { access: 'page:payrollProcess:edit' },
        schema: { tags, params: ZRunId, response: { 200: z.object({ ok: z.literal(true) }) } },
      },
      async (req) => removeEntry(s, authOf(req), req.params.id, req.body, req),
    );
    app.get(
      '/payroll/runs/:id/payslips',
      {
        config: { access: 'page:payrollProcess:view' },
        schema: { tags, params: ZRunId, response: { 200: z.array(ZRunPayslip) } },
      },
      async (req) => runPayslips(s, authOf(req), req.params.id),
    );
  };
