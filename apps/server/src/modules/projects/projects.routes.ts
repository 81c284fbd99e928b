import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZProjectDetail,
  ZProjectPage,
  ZProjectQuery,
  ZProjectReport,
  ZReportQuery,
  TASK_STATUSES,
  ZTask,
  ZTaskDetail,
  ZTaskPage,
  ZTaskQuery,
} from '@staffdesk/core/projects-api';
import { EXPORT_FORMATS, sendExport } from '../../platform/export.ts';
import { authOf } from '../../platform/http/guard.ts';
import { ZListQuery } from '../../platform/http/list.ts';
import { translate } from '../../platform/i18n.ts';
import type { TServices } from '../../platform/services.ts';
import { ZAttendanceKpiPage, ZAttendanceKpiQuery } from '@staffdesk/core/attendance-kpi';
import { attendanceKpi, exportAttendanceKpi } from './attendance-kpi.ts';
import { projectReport } from './projects-report.ts';
import * as service from './projects.service.ts';
import * as files from './task-files.ts';
import * as tasks from './tasks.service.ts';

const ZId = z.object({ id: z.string().max(64) });
const ZLang = z.enum(['en', 'km', 'zh']).optional();

/**
 * Projects and tasks (issue 18): staff by the `projects` page, employees their own projects and tasks; the access
 * is checked in the services, behind the tenant's `workPlan` feature.
 */
export const projectRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['projects'];
    const ZQuery = ZListQuery.extend(ZProjectQuery.shape);
    const detail = { tags, params: ZId, response: { 200: ZProjectDetail } };
    app.get(
      '/projects',
      { config: { access: 'tenant' }, schema: { tags, querystring: ZQuery, response: { 200: ZProjectPage } } },
      async (req) => service.listProjects(s, authOf(req), req.query),
    );
    for (const format of EXPORT_FORMATS)
      app.get(
        `/projects/export.${format}`,
        {
          config: { access: 'page:projects:view', heavy: true },
          schema: { tags, querystring: ZQuery.extend({ lang: ZLang }) },
        },
        async (req, reply) => {
          const lang = req.query.lang ?? req.sessionLookup?.user.language ?? 'en';
          const t = (k: string, f: string) => translate(lang, 'projects', k, f);
          const rows = await service.exportProjects(s, authOf(req), req.query);
          const headers = [
            t('fields.name', 'Project'),
            t('fields.organization', 'Organization'),
            t('fields.group', 'Project group'),
            t('fields.head', 'Head'),
            t('fields.priority', 'Priority'),
            t('fields.weight', 'Weight'),
            t('fields.value', 'Value'),
            t('fields.startOn', 'Start date'),
            t('fields.dueOn', 'Due date'),
            t('fields.status', 'Status'),
            t('fields.completion', 'Completion %'),
            t('fields.tasks', 'Tasks'),
            t('fields.openTasks', 'Open tasks'),
            t('fields.overdueTasks', 'Overdue tasks'),
            t('fields.loggedHours', 'Logged hours'),
            t('fields.members', 'Members'),
          ];
          async function* cells() {
            yield rows.map((p) => [
              p.name,
              p.organizationName,
              p.groupName ?? '',
              p.head.name,
              t(`priorities.${p.priority}`, p.priority),
              p.weight,
              p.value ?? '',
              p.startOn,
              p.dueOn,
              t(`statuses.${p.status}`, p.status),
              p.completion,
              p.taskCount,
              p.openTasks,
              p.overdueTasks,
              Math.round((p.loggedMinutes / 60) * 100) / 100,
              p.memberCount,
            ]);
          }
          return sendExport(reply, { list: 'projects', format, headers, batches: cells() });
        },
      );
    app.get(
      '/projects/report',
      {
        config: { access: 'page:projects:view' },
        schema: { tags, querystring: ZReportQuery, response: { 200: ZProjectReport } },
      },
      async (req) => projectReport(s, authOf(req), req.query),
    );
    for (const format of EXPORT_FORMATS)
      app.get(
        `/projects/report/export.${format}`,
        {
          config: { access: 'page:projects:view', heavy: true },
          schema: {
            tags,
            querystring: ZReportQuery.extend({ part: z.enum(['projects', 'people']), lang: ZLang }),
          },
        },
        async (req, reply) => {
          const lang = req.query.lang ?? req.sessionLookup?.user.language ?? 'en';
          const t = (k: string, f: string) => translate(lang, 'projects', k, f);
          const r = await projectReport(s, authOf(req), req.query);
          const hours = (m: number) => Math.round((m / 60) * 100) / 100;
          const part = req.query.part;
          const headers =
            part === 'projects'
              ? [
                  t('fields.name', 'Project'),
                  t('fields.organization', 'Organization'),
                  t('fields.group', 'Project group'),
                  t('fields.head', 'Head'),
                  t('fields.status', 'Status'),
                  t('fields.dueOn', 'Due date'),
                  t('fields.completion', 'Completion %'),
                  ...TASK_STATUSES.map((x) => t(`taskStatuses.${x}`, x)),
                  t('fields.overdueTasks', 'Overdue tasks'),
                  t('report.periodHours', 'Hours in the period'),
                  t('fields.loggedHours', 'Logged hours'),
                ]
              : [
                  t('report.person', 'Employee'),
                  t('report.code', 'Employee ID'),
                  t('fields.openTasks', 'Open tasks'),
                  t('fields.overdueTasks', 'Overdue tasks'),
                  t('report.completedTasks', 'Completed in the period'),
                  t('report.periodHours', 'Hours in the period'),
                ];
          async function* cells() {
            yield part === 'projects'
              ? r.projects.map((p) => [
                  p.name,
                  p.organizationName,
                  p.groupName ?? '',
                  p.head,
                  t(`statuses.${p.status}`, p.status),
                  p.dueOn,
                  p.completion,
                  ...TASK_STATUSES.map((x) => p.byStatus[x]),
                  p.overdueTasks,
                  hours(p.periodMinutes),
                  hours(p.loggedMinutes),
                ])
              : r.people.map((p) => [
                  p.name,
                  p.code,
                  p.openTasks,
                  p.overdueTasks,
                  p.completedTasks,
                  hours(p.periodMinutes),
                ]);
          }
          return sendExport(reply, { list: `projects-${part}`, format, headers, batches: cells() });
        },
      );
    const ZKpi = ZListQuery.extend(ZAttendanceKpiQuery.shape);
    app.get(
      '/projects/attendance-kpi',
      { config: { access: 'tenant' }, schema: { tags, querystring: ZKpi, response: { 200: ZAttendanceKpiPage } } },
      async (req) => attendanceKpi(s, authOf(req), req.query),
    );
    for (const format of EXPORT_FORMATS)
      app.get(
        `/projects/attendance-kpi/export.${format}`,
        { config: { access: 'tenant', heavy: true }, schema: { tags, querystring: ZKpi.extend({ lang: ZLang }) } },
        async (req, reply) => {
          const lang = req.query.lang ?? req.sessionLookup?.user.language ?? 'en';
          const t = (k: string, f: string) => translate(lang, 'projects', k, f);
          const rows = await exportAttendanceKpi(s, authOf(req), req.query);
          const headers = [
            t(`kpi.levels.${req.query.level}`, req.query.level),
            t('kpi.code', 'Code'),
            t('fields.organization', 'Organization'),
            t('kpi.employees', 'Employees'),
            t('kpi.scheduledDays', 'Scheduled days'),
            t('kpi.presentDays', 'Present days'),
            t('kpi.absentDays', 'Absent days'),
            t('kpi.lateDays', 'Late days'),
            t('kpi.punctuality', 'Punctuality %'),
            t('kpi.absenceRate', 'Absence rate %'),
            t('kpi.overtimeHours', 'Overtime hours'),
            t('kpi.overtimeRate', 'Overtime rate %'),
          ];
          async function* cells() {
            yield rows.map((r) => [
              r.name,
              r.code ?? '',
              r.organizationName ?? '',
              r.employees,
              r.scheduledDays,
              r.presentDays,
              r.absentDays,
              r.lateDays,
              r.punctuality ?? '',
              r.absenceRate ?? '',
              Math.round((r.overtimeMinutes / 60) * 100) / 100,
              r.overtimeRate ?? '',
            ]);
          }
          return sendExport(reply, { list: `attendance-kpi-${req.query.level}`, format, headers, batches: cells() });
        },
      );
    app.get(
      '/projects/options',
      {
        config: { access: 'tenant' },
        schema: {
          tags,
          querystring: z.object({ search: z.string().max(100).default('') }),
          response: { 200: z.array(z.object({ id: z.string(), name: z.string() })) },
        },
      },
      async (req) => service.projectOptions(s, authOf(req), req.query.search),
    );
    app.get('/projects/:id', { config: { access: 'tenant' }, schema: detail }, async (req) =>
      service.getProject(s, authOf(req), req.params.id),
    );
    app.post(
      '/projects',
      { config: { access: 'tenant' }, schema: { tags, response: { 201: ZProjectDetail } } },
      async (req, reply) => reply.code(201).send(await service.createProject(s, authOf(req), req.body, req)),
    );
    app.put('/projects/:id', { config: { access: 'tenant' }, schema: detail }, async (req) =>
      service.editProject(s, authOf(req), req.params.id, req.body, req),
    );
    app.delete('/projects/:id', { config: { access: 'tenant' }, schema: { tags, params: ZId } }, async (req, reply) => {
      await service.deleteProject(s, authOf(req), req.params.id, req);
      return reply.code(204).send();
    });

    // tasks
    const taskTags = ['tasks'];
    const ZTasksQuery = ZListQuery.extend(ZTaskQuery.shape);
    const taskDetail = { tags: taskTags, params: ZId, response: { 200: ZTaskDetail } };
    app.get(
      '/tasks',
      {
        config: { access: 'tenant' },
        schema: { tags: taskTags, querystring: ZTasksQuery, response: { 200: ZTaskPage } },
      },
      async (req) => tasks.listTasks(s, authOf(req), req.query),
    );
    app.get(
      '/tasks/board',
      {
        config: { access: 'tenant' },
        schema: {
          tags: taskTags,
          querystring: ZTaskQuery.extend({ search: z.string().max(100).optional() }),
          response: { 200: z.array(ZTask) },
        },
      },
      async (req) => tasks.board(s, authOf(req), req.query),
    );
    app.get('/tasks/:id', { config: { access: 'tenant' }, schema: taskDetail }, async (req) =>
      tasks.getTask(s, authOf(req), req.params.id),
    );
    app.post(
      '/tasks',
      { config: { access: 'tenant' }, schema: { tags: taskTags, response: { 201: ZTaskDetail } } },
      async (req, reply) => reply.code(201).send(await tasks.createTask(s, authOf(req), req.body, req)),
    );
    app.put('/tasks/:id', { config: { access: 'tenant' }, schema: taskDetail }, async (req) =>
      tasks.editTask(s, authOf(req), req.params.id, req.body, req),
    );
    app.post('/tasks/:id/status', { config: { access: 'tenant' }, schema: taskDetail }, async (req) =>
      tasks.moveTask(s, authOf(req), req.params.id, req.body, req),
    );
    app.delete(
      '/tasks/:id',
      { config: { access: 'tenant' }, schema: { tags: taskTags, params: ZId } },
      async (req, reply) => {
        await tasks.deleteTask(s, authOf(req), req.params.id, req);
        return reply.code(204).send();
      },
    );
    const ZFile = ZId.extend({ fileId: z.string().max(64) });
    app.post(
      '/tasks/:id/files',
      { config: { access: 'tenant' }, schema: { ...taskDetail, consumes: ['multipart/form-data'] } },
      async (req) => files.addFile(s, authOf(req), req.params.id, req),
    );
    app.get(
      '/tasks/:id/files/:fileId',
      { config: { access: 'tenant' }, schema: { tags: taskTags, params: ZFile } },
      async (req, reply) => files.sendFile(s, authOf(req), req.params.id, req.params.fileId, reply),
    );
    app.delete(
      '/tasks/:id/files/:fileId',
      { config: { access: 'tenant' }, schema: { ...taskDetail, params: ZFile } },
      async (req) => files.removeFile(s, authOf(req), req.params.id, req.params.fileId, req),
    );
    app.post('/tasks/:id/logs', { config: { access: 'tenant' }, schema: taskDetail }, async (req) =>
      tasks.addLog(s, authOf(req), req.params.id, req.body, req),
    );
    app.delete(
      '/tasks/:id/logs/:logId',
      { config: { access: 'tenant' }, schema: { ...taskDetail, params: ZId.extend({ logId: z.string().max(64) }) } },
      async (req) => tasks.deleteLog(s, authOf(req), req.params.id, req.params.logId, req),
    );
  };
