import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EMPLOYEE_STATUSES,
  ZHrFieldDefinition,
  ZStaffDashboard,
  ZEmployee,
  ZEmployeeCreated,
  ZEmployeeOption,
  ZEmployeeRow,
  ZOrgChartNode,
  ZOrganizationKpi,
  SELF_EDIT_FIELDS,
  ZSelfServiceSettings,
} from '@staffdesk/core/employees';
import { EXPORT_FORMATS, sendExport } from '../../platform/export.ts';
import { readForm } from '../../platform/files/uploads.ts';
import { authOf } from '../../platform/http/guard.ts';
import { ZListQuery } from '../../platform/http/list.ts';
import { translate } from '../../platform/i18n.ts';
import type { TServices } from '../../platform/services.ts';
import * as write from './employee-write.service.ts';
import * as photo from './employee-photo.service.ts';
import * as accessCode from './access-code.service.ts';
import { idCard, idCardSheet } from './id-card.ts';
import { orgChart } from './org-chart.ts';
import * as self from './self-service.ts';
import { inviteEmployees } from './employee-invitations.ts';
import { sendPdf } from '../../platform/files/files.ts';
import * as read from './employees.service.ts';
import { organizationKpis, staffDashboard } from './staff-dashboard.service.ts';

// any string: an id that is no uuid names no record (404 from the service), not a validation error
const ZId = z.object({ id: z.string().max(100) });
const ZBody = z.record(z.string(), z.unknown()).nullish();
const ZPhoto = z.object({ photoUrl: z.string().nullable() });
const ZUuidOrEmpty = z.union([z.uuid(), z.literal('')]).optional();
const ZPage = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), total: z.number(), page: z.number(), pageSize: z.number() });

const ZEmployeeQuery = ZListQuery.extend({
  organizationId: ZUuidOrEmpty,
  departmentId: ZUuidOrEmpty,
  groupId: ZUuidOrEmpty,
  position: z.string().max(100).optional(),
  status: z.enum(EMPLOYEE_STATUSES).optional(),
  login: z.enum(['pending']).optional(),
});

/** `/api/v1/employees`: the staff list, its export, the record, the picker; `/api/v1/me/employee` for employees. */
export const employeeRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['employees'];

    app.get(
      '/employees',
      {
        config: { access: 'page:employees:view' },
        schema: { tags, querystring: ZEmployeeQuery, response: { 200: ZPage(ZEmployeeRow) } },
      },
      async (req) => read.listEmployees(s, authOf(req), req.query),
    );
    for (const format of EXPORT_FORMATS)
      app.get(
        `/employees/export.${format}`,
        {
          config: { access: 'page:employees:view', heavy: true },
          schema: { tags, querystring: ZEmployeeQuery.extend({ lang: z.string().max(5).optional() }) },
        },
        async (req, reply) => {
          const lang = req.query.lang ?? req.sessionLookup?.user.language ?? 'en';
          const t = (k: string, f: string) => translate(lang, 'employees', `fields.${k}`, f);
          const status = (v: string) => translate(lang, 'employees', `status.${v}`, v);
          const headers = [
            t('employeeCode', 'Employee ID'),
            t('firstName', 'First Name'),
            t('lastName', 'Last Name'),
            t('email', 'Email'),
            t('mobile', 'Mobile'),
            t('organizationId', 'Organization'),
            t('departmentId', 'Department'),
            t('position', 'Position'),
            t('groupId', 'Group'),
            t('joinDate', 'Join Date'),
            t('status', 'Status'),
          ];
          const dmy = (d: string | null) => (d ? d.split('-').reverse().join('-') : '');
          const batches = read.employeeBatches(s, authOf(req), { ...req.query, page: 1 });
          async function* cells() {
            for await (const rows of batches)
              yield rows.map((e) => [
                e.employeeCode,
                e.firstName,
                e.lastName,
                e.email ?? '',
                e.mobile ?? '',
                e.organizationTitle,
                e.departmentName ?? '',
                e.position ?? '',
                e.groupName ?? '',
                dmy(e.joinDate),
                status(e.status),
              ]);
          }
          return sendExport(reply, { list: 'employees', format, headers, batches: cells() });
        },
      );
    app.get(
      '/employees/options',
      {
        // pickers of employees serve many forms: whoever may see the staff list or add to it
        config: {
          access:
            'page:employees:view|page:employees:add|page:employees:edit|page:attendance:add|page:messages:add|page:projects:add|page:projects:edit',
        },
        schema: {
          tags,
          querystring: z.object({ search: z.string().max(100).optional() }),
          response: { 200: z.object({ rows: z.array(ZEmployeeOption) }) },
        },
      },
      async (req) => ({ rows: await read.employeeOptions(s, authOf(req), req.query.search) }),
    );
    app.get(
      '/employees/dashboard',
      {
        config: { access: 'page:employees:view' },
        schema: { tags, response: { 200: ZStaffDashboard } },
      },
      async (req) => staffDashboard(s, authOf(req)),
    );
    app.get(
      '/employees/hr-fields',
      {
        // the custom fields' declarations (settings `hrfields`): the HR form's, and My Profile's labels for an
        // employee's own values — names of fields, no one's data
        config: { access: 'tenant' },
        schema: { tags, response: { 200: z.object({ rows: z.array(ZHrFieldDefinition) }) } },
      },
      async (req) => ({ rows: await read.hrFields(s, authOf(req)) }),
    );
    app.get(
      '/employees/:id',
      { config: { access: 'page:employees:view' }, schema: { tags, params: ZId, response: { 200: ZEmployee } } },
      async (req) => read.getEmployee(s, authOf(req), req.params.id),
    );
    // bodies are checked by the service after the record is found, so another tenant's id is a 404 first
    app.post(
      '/employees',
      { config: { access: 'page:employees:add' }, schema: { tags, body: ZBody, response: { 201: ZEmployeeCreated } } },
      async (req, reply) => reply.code(201).send(await write.createEmployee(s, authOf(req), req.body, req)),
    );
    app.post(
      '/employees/invitations',
      {
        config: { access: 'page:employees:edit' },
        schema: {
          tags,
          querystring: ZEmployeeQuery,
          response: { 200: z.object({ sent: z.number(), remaining: z.number() }) },
        },
      },
      async (req) => inviteEmployees(s, authOf(req), req.query, req),
    );
    app.put(
      '/employees/:id',
      {
        config: { access: 'page:employees:edit' },
        schema: { tags, params: ZId, body: ZBody, response: { 200: ZEmployee } },
      },
      async (req) => write.updateEmployee(s, authOf(req), req.params.id, req.body, req),
    );
    app.delete(
      '/employees/:id',
      {
        config: { access: 'page:employees:delete' },
        schema: { tags, params: ZId, body: z.object({ reason: z.string().max(500).optional() }).nullish() },
      },
      async (req, reply) => {
        await write.deleteEmployee(s, authOf(req), req.params.id, req.body?.reason, req);
        return reply.code(204).send();
      },
    );
    app.get(
      '/employees/organization-kpi',
      { config: { access: 'page:organization:view' }, schema: { tags, response: { 200: z.array(ZOrganizationKpi) } } },
      async (req) => organizationKpis(s, authOf(req)),
    );
    app.get(
      '/employees/org-chart',
      {
        config: { access: 'page:employees:view' },
        schema: {
          tags,
          querystring: z.object({ organizationId: ZUuidOrEmpty, departmentId: ZUuidOrEmpty }),
          response: { 200: z.array(ZOrgChartNode) },
        },
      },
      async (req) =>
        orgChart(s, authOf(req), {
          organizationId: req.query.organizationId || undefined,
          departmentId: req.query.departmentId || undefined,
        }),
    );
    app.get(
      '/employees/id-cards.pdf',
      {
        config: { access: 'page:employees:view', heavy: true },
        schema: {
          tags,
          querystring: ZEmployeeQuery.extend({ lang: z.string().max(5).optional() }),
          produces: ['application/pdf'],
        },
      },
      async (req, reply) => {
        const lang = req.query.lang ?? req.sessionLookup?.user.language ?? 'en';
        return sendPdf(reply, await idCardSheet(s, authOf(req), { ...req.query, page: 1 }, lang, req));
      },
    );
    app.get(
      '/employees/:id/id-card.pdf',
      {
        config: { access: 'page:employees:view', heavy: true },
        schema: {
          tags,
          params: ZId,
          querystring: z.object({ lang: z.string().max(5).optional() }),
          produces: ['application/pdf'],
        },
      },
      async (req, reply) => {
        const lang = req.query.lang ?? req.sessionLookup?.user.language ?? 'en';
        return sendPdf(reply, await idCard(s, authOf(req), req.params.id, lang, req));
      },
    );
    app.post(
      '/employees/:id/access-code',
      {
        config: { access: 'page:employees:edit' },
        schema: { tags, params: ZId, response: { 200: z.object({ code: z.string(), setAt: z.string() }) } },
      },
      async (req) => accessCode.resetAccessCode(s, authOf(req), req.params.id, req),
    );
    app.delete(
      '/employees/:id/access-code',
      { config: { access: 'page:employees:edit' }, schema: { tags, params: ZId } },
      async (req, reply) => {
        await accessCode.removeAccessCode(s, authOf(req), req.params.id, req);
        return reply.code(204).send();
      },
    );
    app.put(
      '/employees/:id/photo',
      {
        config: { access: 'page:employees:edit' },
        schema: { tags, params: ZId, consumes: ['multipart/form-data'], response: { 200: ZPhoto } },
      },
      async (req) => photo.setEmployeePhoto(s, authOf(req), req.params.id, await readForm(req), req),
    );
    app.delete(
      '/employees/:id/photo',
      { config: { access: 'page:employees:edit' }, schema: { tags, params: ZId, response: { 200: ZPhoto } } },
      async (req) => photo.deleteEmployeePhoto(s, authOf(req), req.params.id, req),
    );
    app.get(
      '/employees/:id/photo/:key',
      {
        // staff who may see the employee, or the employee themselves (checked by the service)
        config: { access: 'tenant' },
        schema: { tags, params: ZId.extend({ key: z.string().regex(/^[0-9a-f]{32}$/) }) },
      },
      async (req, reply) => photo.sendEmployeePhoto(s, authOf(req), req.params.id, req.params.key, reply),
    );
    app.get(
      '/me/employee',
      { config: { access: 'tenant' }, schema: { tags, response: { 200: ZEmployee } } },
      async (req) => read.myEmployee(s, authOf(req)),
    );
    // Update Profile: what the employee may change, and the change
    app.get(
      '/me/employee/self-service',
      {
        config: { access: 'tenant' },
        schema: {
          tags,
          response: {
            200: z.object({ fields: z.array(z.enum(SELF_EDIT_FIELDS)), hrFields: z.array(ZHrFieldDefinition) }),
          },
        },
      },
      async (req) => self.mySelfService(s, authOf(req)),
    );
    app.put(
      '/me/employee',
      { config: { access: 'tenant' }, schema: { tags, body: ZBody, response: { 200: ZEmployee } } },
      async (req) => self.updateMyEmployee(s, authOf(req), req.body, req),
    );
    app.get(
      '/employees/self-service',
      { config: { access: 'role:hr_admin' }, schema: { tags, response: { 200: ZSelfServiceSettings } } },
      async (req) => self.selfServiceSettings(s, authOf(req)),
    );
    app.put(
      '/employees/self-service',
      { config: { access: 'role:hr_admin' }, schema: { tags, body: ZBody, response: { 200: ZSelfServiceSettings } } },
      async (req) => self.setSelfServiceSettings(s, authOf(req), req.body, req),
    );
  };
