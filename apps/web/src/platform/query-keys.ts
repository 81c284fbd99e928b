import type { TListParams } from './list-params.ts';

/** Every TanStack Query key of the web, in one place, so invalidation never misses a spelling. */
export const queryKeys = {
  session: ['auth', 'session'] as const,
  profile: ['auth', 'profile'] as const,
  /** the account page: the caller's own name, language, photo and sessions */
  account: ['account'] as const,
  accountSessions: ['account', 'sessions'] as const,
  publicConfig: ['config', 'public'] as const,
  tenantPublic: (account: string) => ['tenants', 'public', account] as const,
  /** every console list and record (a decision on one page changes counts and lists on others) */
  platform: ['platform'] as const,
  platformTenants: (params: TListParams) => ['platform', 'tenants', params] as const,
  platformTenant: (id: string) => ['platform', 'tenant', id] as const,
  signupRequests: (params: TListParams, status: string) => ['platform', 'signup', 'list', params, status] as const,
  signupRequest: (id: string) => ['platform', 'signup', 'record', id] as const,
  hrAdmins: (params: TListParams, tenantId: string) => ['platform', 'hradmins', params, tenantId] as const,
  superUsers: (params: TListParams) => ['platform', 'superUsers', 'list', params] as const,
  superUser: (id: string) => ['platform', 'superUsers', 'record', id] as const,
  passwordLink: (token: string) => ['auth', 'passwordLink', token] as const,
  /** the user's own two-factor status, and the tenant's or platform's "require two-factor" switch */
  twoFactor: ['auth', 'twoFactor'] as const,
  twoFactorPolicy: ['auth', 'twoFactorPolicy'] as const,
  /** the tenant's sub-admin roles ("User Role") */
  roles: ['roles'] as const,
  roleList: (deleted: boolean, params: TListParams) => ['roles', deleted ? 'deleted' : 'live', params] as const,
  role: (id: string) => ['roles', 'record', id] as const,
  /** every resource list, record and option list (a change to one can change reference labels in others) */
  resources: ['resources'] as const,
  resourceList: (key: string, deleted: boolean, params: TListParams) =>
    ['resources', key, deleted ? 'deleted' : 'live', params] as const,
  resourceRecord: (key: string, id: string) => ['resources', key, 'record', id] as const,
  resourceOptions: (key: string) => ['resources', key, 'options'] as const,
  logs: (scope: string, params: TListParams, filters: Record<string, string>) =>
    ['logs', scope, 'list', params, filters] as const,
  logFacets: (scope: string) => ['logs', scope, 'facets'] as const,
  jobs: (scope: string, params: TListParams, state: string) => ['jobs', scope, 'list', params, state] as const,
  job: (scope: string, id: string) => ['jobs', scope, 'one', id] as const,
  /** the bell: the caller's notifications and their unread count */
  notifications: ['notifications'] as const,
  notificationList: ['notifications', 'list'] as const,
  notificationsUnread: ['notifications', 'unread'] as const,
  /** the top bar's leave and overtime counters: unread of one kind */
  notificationKinds: ['notifications', 'kinds'] as const,
};
