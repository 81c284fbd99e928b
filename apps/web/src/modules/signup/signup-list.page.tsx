import { useState } from 'react';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { IconCheck, IconEye, IconMail, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { SIGNUP_STATUSES, type TSignupRequestRow, type TSignupStatus } from '@staffdesk/core/signup';
import { DataTable, queryTableProps, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { ExportButton } from '../../platform/export-button.component.tsx';
import { RowAction, RowActions } from '../../platform/row-actions.component.tsx';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { formatDateTime } from '../../shell/date-format.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { ApproveSignupDialog, type TSignupSubject } from './approve-signup.dialog.tsx';
import { RejectSignupDialog } from './reject-signup.dialog.tsx';
import { signupExportUrl, signupRequestsQuery } from './signup.api.ts';
import { SignupStatusBadge } from './signup-status.component.tsx';

const ALL = 'all';
type TStatusFilter = TSignupStatus | typeof ALL;
const isStatus = (v: string | null): v is TStatusFilter =>
  v === ALL || (SIGNUP_STATUSES as readonly string[]).includes(v ?? '');

export const signupViewPath = (id: string) => `/signup/view/${id}`;
export const signupMessagePath = (id: string) => `/signup/message/${id}`;

/** `/signup/listing`: sign-up requests by status (pending first: they wait for a decision), searchable, CSV. */
export function SignupListPage() {
  const { t, i18n } = useTranslation(['signup', 'common', 'menu']);
  const session = useShellSession();
  const navigate = useNavigate();
  const [params, setParams] = useListParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('status');
  const filter: TStatusFilter = isStatus(raw) ? raw : 'pending';
  const status = filter === ALL ? '' : filter;
  const query = useQuery(signupRequestsQuery(params, status));
  const [approving, setApproving] = useState<TSignupSubject | null>(null);
  const [rejecting, setRejecting] = useState<TSignupSubject | null>(null);
  const title = t('menu:signupRequests');
  usePageTitle(title);

  const setFilter = (v: string) =>
    setSearchParams((prev) => {
      const next = new URLSearchParams(prev);
      if (v === 'pending') next.delete('status');
      else next.set('status', v);
      next.delete('page');
      return next;
    });

  const columns: TDataTableColumn<TSignupRequestRow>[] = [
    {
      key: 'organization',
      label: t('signup:fields.organization'),
      sortable: true,
      render: (r) => (
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} lineClamp={2}>
            {r.organization}
          </Text>
          <Text size="xs" c="dimmed">
            {r.name}
          </Text>
        </div>
      ),
    },
    {
      key: 'accountName',
      label: t('signup:fields.accountName'),
      sortable: true,
      render: (r) => (
        <Text size="sm" ff="monospace">
          {r.accountName}
        </Text>
      ),
    },
    {
      key: 'email',
      label: t('signup:fields.email'),
      sortable: true,
      visibleFrom: 'md',
      render: (r) => (
        <div>
          <Text size="sm">{r.email}</Text>
          <Text size="xs" c="dimmed">
            {r.mobileNo}
          </Text>
        </div>
      ),
    },
    {
      key: 'country',
      label: t('signup:fields.city'),
      visibleFrom: 'lg',
      render: (r) => `${r.city}, ${r.country}`,
    },
    {
      key: 'status',
      label: t('signup:fields.status'),
      sortable: true,
      render: (r) => <SignupStatusBadge status={r.status} />,
    },
    {
      key: 'createdAt',
      label: t('signup:fields.createdAt'),
      sortable: true,
      visibleFrom: 'sm',
      render: (r) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.createdAt)}</span>,
    },
    {
      key: '_actions',
      label: t('common:table.actions'),
      align: 'right',
      render: (r) => {
        const request = {
          id: r.id,
          organization: r.organization,
          language: r.language,
          accountName: r.accountName,
          email: r.email,
          name: r.name,
        };
        return (
          <RowActions clickableRow>
            <RowAction
              label={t('signup:actions.view')}
              subject={r.organization}
              icon={IconEye}
              to={signupViewPath(r.id)}
              testId="signup-view"
            />
            <RowAction
              label={t('signup:actions.message')}
              subject={r.organization}
              icon={IconMail}
              to={signupMessagePath(r.id)}
              testId="signup-message"
            />
            {r.status === 'pending' && (
              <>
                <RowAction
                  label={t('signup:actions.approve')}
                  subject={r.organization}
                  icon={IconCheck}
                  color="teal"
                  onClick={() => setApproving(request)}
                  testId="signup-approve"
                />
                <RowAction
                  label={t('signup:actions.reject')}
                  subject={r.organization}
                  icon={IconX}
                  color="red"
                  onClick={() => setRejecting(request)}
                  testId="signup-reject"
                />
              </>
            )}
          </RowActions>
        );
      },
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader crumbs={[{ label: t('menu:tenants'), to: sessionHome(session) }, { label: title }]} title={title} />
      <DataTable
        caption={title}
        columns={columns}
        {...queryTableProps(query)}
        params={params}
        onParamsChange={setParams}
        searchPlaceholder={t('signup:list.search')}
        onRowClick={(r) => void navigate(signupViewPath(r.id))}
        filters={
          <SegmentedControl
            value={filter}
            onChange={setFilter}
            data={[...SIGNUP_STATUSES, ALL].map((s) => ({
              value: s,
              label: s === ALL ? t('signup:list.all') : t(`signup:status.${s}`),
            }))}
            data-testid="signup-status-filter"
            style={{ maxWidth: '100%', overflowX: 'auto' }}
          />
        }
        toolbar={<ExportButton href={signupExportUrl(params, status, i18n.language)} testId="signup-export" xlsx />}
        testId="signup-table"
      />
      <ApproveSignupDialog request={approving} onClose={() => setApproving(null)} />
      <RejectSignupDialog request={rejecting} onClose={() => setRejecting(null)} />
    </Stack>
  );
}
