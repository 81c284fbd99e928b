import type { TPrivilegePageKey } from '../privileges.ts';
import type { TPackage } from '../tenants.ts';

/**
 * A settings / master-data resource, declared once: the server builds its table, routes, validation and CSV from
 * it; the web builds its list, form and deleted-list pages from it.
 */
export type TFieldType =
  | 'text'
  | 'textarea'
  /** sanitised HTML (the server cleans it on create and update), at most 20 000 characters */
  | 'richtext'
  | 'email'
  | 'int'
  /** a length of time in whole minutes, entered and shown as hours:minutes (`1:30`); the API takes either form */
  | 'duration'
  /** days of the week, ISO numbers 1 (Monday) to 7 (Sunday), stored as a JSON list */
  | 'weekdays'
  | 'decimal'
  | 'date'
  /** a calendar month, `YYYY-MM` (an exchange rate's month) */
  | 'month'
  /** a time of day, 24-hour `HH:MM` (00:00–23:59), without a date or a time zone */
  | 'time'
  | 'boolean'
  | 'color'
  | 'select'
  | 'ref'
  | 'options'
  /** places where attendance may be marked (name, latitude, longitude, radius in meters), stored as a JSON list */
  | 'locations'
  /** a leave template's lines (leave type, yearly days, earning, carry-forward), stored as a JSON list */
  | 'entitlements'
  /** a tax table's rows (min, max, rate %, base amount), checked as a whole (`checkBrackets`), stored as a JSON list */
  | 'brackets'
  /**
   * a password (a kiosk's): written, never read back. Stored hashed; the API answers only `<key>Set`; an empty
   * value on update keeps the stored one. min/max bound its length.
   */
  | 'secret';

export type TField = {
  key: string;
  type: TFieldType;
  required?: boolean;
  /** text: max length (default 200; textarea 2000); numbers: max value */
  max?: number;
  min?: number;
  /** decimal: digits after the point (default 2; an exchange rate has more) */
  scale?: number;
  /** select: allowed values; labels are `resources.options.<key>.<value>` */
  options?: readonly string[];
  /** select: every time zone or currency as the options (field-options.ts), labelled from the value in the UI language */
  labels?: 'timeZone' | 'currency';
  /** ref: the resource key this field points to */
  ref?: string;
  /** unique among the tenant's live records (case-insensitive for text) */
  unique?: boolean;
  /** with `unique`: only among the records that share these fields' values (a table's name per organization and day) */
  uniqueWith?: readonly string[];
  /** default value for new records */
  default?: string | number | boolean | readonly number[] | null;
  /** shown only when another field has a value (e.g. options when type = select); `required` then holds only while shown */
  showWhen?: { field: string; equals: string | boolean };
  /** required in a form and a body, but the column allows null: rows the server writes go without (a shop order's points) */
  serverOptional?: boolean;
  /** the form shows `resources.<resource>.hints.<field>` under the input */
  hint?: boolean;
  /**
   * date: not before this other date field of the record (an expiry after its issue, a return after the loan);
   * int, decimal: not below this other number field (a maximum above its minimum)
   */
  notBefore?: string;
};

export type TListColumn = {
  field: string;
  sortable?: boolean;
  searchable?: boolean;
};

export type TResource = {
  key: string;
  /** path segment after the account: `/{account}/<route>/listing` */
  route: string;
  /** database table */
  table: string;
  page: TPrivilegePageKey;
  /** records of an organization carry organization_id, checked against a sub admin's scope */
  scope: 'tenant' | 'organization';
  /** the spec's bulk import page (after the account), opened from the list by users who may add */
  importRoute?: string;
  fields: readonly TField[];
  columns: readonly TListColumn[];
  defaultSort: { field: string; dir: 'asc' | 'desc' };
  /** form sections: label key and field keys */
  sections: readonly { label: string; fields: readonly string[] }[];
  /** the sidebar group the resource belongs to (default settings) */
  section?: 'settings' | 'career' | 'attendance' | 'payroll' | 'communication' | 'shop' | 'workPlan';
  /** the spec lists a deleted-records page for it */
  dlisting: boolean;
  /** most live records a tenant of a package may have (spec: only 1 organization) */
  maxRecords?: Partial<Record<TPackage, number>>;
  /**
   * Records that hang off an employee (the profile's tabs): each carries `employeeId`, is listed per employee and is
   * in a sub admin's scope exactly when its employee is.
   */
  parent?: 'employee';
  /** records carry one file (a scanned document), uploaded and read through the record */
  attachment?: boolean;
  /** the list answers the sum of this int field over every matching record (a points balance) */
  sum?: string;
  /** values the server sets (never in a form or a body): listed and shown like fields */
  computed?: readonly TField[];
  /** a record whose value of this field is set can no longer be changed or deleted (an applied promotion) */
  lockedWhen?: string;
};

/** The declared and the computed fields: everything a record of the resource shows. */
export const shownFields = (r: TResource): readonly TField[] => [...r.fields, ...(r.computed ?? [])];

/** Fields kept as JSON lists. */
export const isListField = (f: TField) =>
  f.type === 'options' ||
  f.type === 'locations' ||
  f.type === 'weekdays' ||
  f.type === 'entitlements' ||
  f.type === 'brackets';

export const textMax = (f: TField) => f.max ?? (f.type === 'richtext' ? 20_000 : f.type === 'textarea' ? 2000 : 200);
