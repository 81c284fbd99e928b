import * as R from '@staffdesk/core/resources/employee-records';
import { resourceTable } from '../resources/resource-table.ts';
import {
  assetTypes,
  departments,
  documentTypes,
  noteCodes,
  payCodes,
  pointReasons,
} from '../resources/resources.tables.ts';
import { employees } from './employees.tables.ts';

// The employee profile's record tabs (declared in core): one table each, keyed to the employee.
export const employeeDependants = resourceTable(R.DEPENDANT, {}, employees);
export const employeeNotes = resourceTable(R.EMPLOYEE_NOTE, { noteCode: noteCodes }, employees);
export const employeeDocuments = resourceTable(R.EMPLOYEE_DOCUMENT, { documentType: documentTypes }, employees);
export const employeeAssets = resourceTable(R.EMPLOYEE_ASSET, { assetType: assetTypes }, employees);
export const employeePoints = resourceTable(R.EMPLOYEE_POINT, { pointReason: pointReasons }, employees);
export const employeePromotions = resourceTable(R.EMPLOYEE_PROMOTION, { department: departments }, employees);
export const employeePayItems = resourceTable(R.EMPLOYEE_PAY_ITEM, { payCode: payCodes }, employees);
export const employeeSettlements = resourceTable(R.EMPLOYEE_SETTLEMENT, {}, employees);
