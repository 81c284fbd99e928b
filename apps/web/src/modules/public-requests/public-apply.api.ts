import { z } from 'zod';
import { type TEmployeePass, ZEmployeePass, ZLeavePreview } from '@staffdesk/core/leave-api';
import { apiPost } from '../../platform/api-client.ts';
import { leaveFields, type TLeaveDraft } from '../leave/leave.api.ts';
import type { TOtDraft } from '../overtime/ot.api.ts';

/** The public request pages' calls: sign in by Employee ID and access code, then file as that employee. */
export const passLogin = async (body: { account: string; employeeCode: string; accessCode: string }) =>
  ZEmployeePass.parse(await apiPost<unknown>('/public/employee/login', body)) as TEmployeePass;
export const passLogout = () => apiPost<void>('/public/employee/logout');

export const previewPublicLeave = async (d: TLeaveDraft) =>
  ZLeavePreview.parse(await apiPost<unknown>('/public/employee/leave/preview', leaveFields(d)));
export const filePublicLeave = async (d: TLeaveDraft) =>
  z.object({ id: z.string() }).parse(await apiPost<unknown>('/public/employee/leave', leaveFields(d)));
export const filePublicOt = async (d: TOtDraft) =>
  z
    .object({ id: z.string() })
    .parse(await apiPost<unknown>('/public/employee/overtime', { ...d, employeeId: undefined }));
