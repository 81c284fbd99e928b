import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TServices } from '../platform/services.ts';
import { absenceRoutes } from './absences/absences.routes.ts';
import { announcementRoutes, blogRoutes, promotionRoutes } from './announcements/announcements.routes.ts';
import { postCommentRoutes } from './announcements/post-comments.routes.ts';
import { attendanceListRoutes } from './attendance/attendance-list.routes.ts';
import { attendanceRoutes } from './attendance/attendance.routes.ts';
import { gateRoutes } from './attendance/gate.routes.ts';
import { inOutReportRoutes } from './attendance/in-out-report.routes.ts';
import { kioskRoutes } from './attendance/kiosk.routes.ts';
import { complaintRoutes } from './complaints/complaints.routes.ts';
import { employeeRoutes } from './employees/employees.routes.ts';
import { myRecordRoutes } from './employees/my-records.routes.ts';
import { staffDocumentRoutes } from './employees/staff-documents.routes.ts';
import { groupsRoutes } from './groups/groups.routes.ts';
import { issueRoutes } from './issues/issues.routes.ts';
import { leaveBankRoutes } from './leave/leave-bank.routes.ts';
import { leaveRequestRoutes } from './leave/leave-requests.routes.ts';
import { letterRoutes } from './letters/letters.routes.ts';
import { messageRoutes } from './messages/messages.routes.ts';
import { moodRoutes } from './mood/mood.routes.ts';
import { otRequestRoutes } from './overtime/ot-requests.routes.ts';
import { payrollPrivilegeRoutes } from './payroll-privileges/payroll-privileges.routes.ts';
import { bankFileRoutes } from './payroll/bank-files.ts';
import { payrollRoutes } from './payroll/payroll.routes.ts';
import { payslipRoutes } from './payroll/payslips.routes.ts';
import { payrollReportRoutes } from './payroll/reports.routes.ts';
import { statutoryRoutes } from './payroll/statutory.routes.ts';
import { publicRequestRoutes } from './public-requests/public-requests.routes.ts';
import { customReportRoutes } from './reports/custom-reports.routes.ts';
import { reportRoutes } from './reports/reports.routes.ts';
import { roleRoutes } from './roles/roles.routes.ts';
import { scheduleRoutes } from './schedules/schedules.routes.ts';
import { shopRoutes } from './shop/shop.routes.ts';
import { incidentRoutes } from './incidents/incidents.routes.ts';
import { projectRoutes } from './projects/projects.routes.ts';
import { activityRoutes } from './activities/activities.routes.ts';
import { evaluationRoutes } from './evaluations/evaluations.routes.ts';
import { trainingRoutes } from './training/training.routes.ts';
import { visitorRoutes } from './visitors/visitors.routes.ts';
import { staffRoutes } from './staff/staff.routes.ts';
import { translationRoutes } from './translations/translations.routes.ts';
import { brandingRoutes } from './branding/branding.routes.ts';
import { sidebarRoutes } from './sidebar/sidebar.routes.ts';

type TModuleRoutes = (s: TServices) => FastifyPluginAsyncZod;

/** The HR modules' API under `/api/v1`, by area (the platform's own routes stay in app.ts). */
const AREAS: Record<string, readonly TModuleRoutes[]> = {
  people: [
    roleRoutes,
    staffRoutes,
    payrollPrivilegeRoutes,
    myRecordRoutes,
    staffDocumentRoutes,
    groupsRoutes,
    employeeRoutes,
    publicRequestRoutes,
  ],
  time: [
    attendanceRoutes,
    attendanceListRoutes,
    inOutReportRoutes,
    scheduleRoutes,
    absenceRoutes,
    kioskRoutes,
    gateRoutes,
    leaveBankRoutes,
    leaveRequestRoutes,
    otRequestRoutes,
  ],
  communication: [
    announcementRoutes,
    promotionRoutes,
    postCommentRoutes,
    blogRoutes,
    letterRoutes,
    moodRoutes,
    messageRoutes,
    issueRoutes,
    complaintRoutes,
  ],
  payroll: [payrollRoutes, statutoryRoutes, payslipRoutes, bankFileRoutes, payrollReportRoutes],
  shop: [shopRoutes],
  security: [visitorRoutes, incidentRoutes],
  workPlan: [projectRoutes, activityRoutes, evaluationRoutes, trainingRoutes],
  reports: [reportRoutes, customReportRoutes],
  languages: [translationRoutes, brandingRoutes, sidebarRoutes],
};

export async function registerModuleRoutes(app: FastifyInstance, s: TServices): Promise<void> {
  for (const routes of Object.values(AREAS).flat()) await app.register(routes(s), { prefix: '/api/v1' });
}
