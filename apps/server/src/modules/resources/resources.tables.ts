import * as R from '@staffdesk/core/resources/settings-resources';
import { resourceTable } from './resource-table.ts';

// One line per declared resource (drizzle-kit finds tables by their named exports). Referenced tables come first.
export const organizations = resourceTable(R.ORGANIZATION);
export const organizationSeries = resourceTable(R.ORGANIZATION_SERIES, { organization: organizations });
export const holidays = resourceTable(R.HOLIDAY, { organization: organizations });
export const departments = resourceTable(R.DEPARTMENT, { organization: organizations });
export const pointReasons = resourceTable(R.POINT_REASON);
export const assetTypes = resourceTable(R.ASSET_TYPE);
export const allowanceTypes = resourceTable(R.ALLOWANCE_TYPE);
export const allowanceCodes = resourceTable(R.ALLOWANCE_CODE, { allowanceType: allowanceTypes });
export const noteCodes = resourceTable(R.NOTE_CODE);
export const documentTypes = resourceTable(R.DOCUMENT_TYPE);
export const settingGroups = resourceTable(R.GROUP);
export const categoryTypes = resourceTable(R.CATEGORY_TYPE);
export const complaintTypes = resourceTable(R.COMPLAINT_TYPE);
export const announcementTypes = resourceTable(R.ANNOUNCEMENT_TYPE);
export const banks = resourceTable(R.BANK);
export const hrFields = resourceTable(R.HR_FIELD);
export const courseTypes = resourceTable(R.COURSE_TYPE);
export const blogTypes = resourceTable(R.BLOG_TYPE);
export const ticketCategories = resourceTable(R.TICKET_CATEGORY);
export const activityTypes = resourceTable(R.ACTIVITY_TYPE);
export const activityStatuses = resourceTable(R.ACTIVITY_STATUS);
export const activityEvaluations = resourceTable(R.ACTIVITY_EVALUATION);
export const categories = resourceTable(R.CATEGORY);
export const subcategories = resourceTable(R.SUBCATEGORY, { category: categories });
