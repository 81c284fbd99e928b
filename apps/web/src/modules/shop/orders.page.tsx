import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_NEXT, ORDER_STATUSES, PAYMENT_METHODS, type TOrder, type TOrderStatus } from '@staffdesk/core/shop-api';
import { AddButton } from '../../platform/add-button.component.tsx';
import { DataTable, queryTableProps, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { ExportButton } from '../../platform/export-button.component.tsx';
import { exportUrl } from '../../platform/list-params.ts';
import { ReasonDialog } from '../../platform/reason.dialog.tsx';
import { RowAction, RowActions } from '../../platform/row-actions.component.tsx';
import { StatusFilter } from '../../platform/status-filter.component.tsx';
import { useFilterParams } from '../../platform/use-filter-params.hook.ts';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { PersonCell } from '../attendance/person-cells.component.tsx';
import { OrderItems } from './order-items.component.tsx';
import { moveOrder, orderListQuery, SHOP_KEY, SHOP_PATHS } from './shop.api.ts';
import { OrderStatusBadge, useMoney } from './shop-parts.component.tsx';

const FILTERS = ['status', 'payment'] as const;

/**
 * `/shopsorder/listing` (page `orders`): the orders of the employees in the viewer's reach, newest first, with CSV
 * and Excel; an order opens with its lines and the statuses it may move to (the page's approve right).
 */
export function OrdersPage() {
  const { t, i18n } = useTranslation(['shop', 'menu', 'common']);
  const session = useShellSession();
  const title = t('menu:shopOrders');
  usePageTitle(title);
  const [params, setParams] = useListParams();
  const [values, setFilter, { clearFilters, filtered }] = useFilterParams(FILTERS);
  const query = useQuery(orderListQuery(params, values));
  const [open, setOpen] = useState<TOrder | null>(null);
  const money = useMoney();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const columns: TDataTableColumn<TOrder>[] = [
    {
      key: 'number',
      label: t('orders.number'),
      render: (o) => (
        <div>
          <Text size="sm" fw={600} ff="monospace" data-testid="row-number">
            {o.number}
          </Text>
          <Text size="xs" c="dimmed">
            {date.format(new Date(o.placedAt))}
          </Text>
        </div>
      ),
    },
    { key: 'employee', label: t('orders.employee'), render: (o) => <PersonCell r={o} /> },
    {
      key: 'items',
      label: t('orders.items'),
      visibleFrom: 'md',
      render: (o) => (
        <Text size="sm" lineClamp={2}>
          {o.items.map((i) => `${i.quantity} × ${i.name}`).join(', ')}
        </Text>
      ),
    },
    {
      key: 'total',
      label: t('orders.totalMoney'),
      align: 'right',
      render: (o) => (
        <Stack gap={0} align="flex-end">
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {o.payment === 'points' ? t('shop.points', { count: o.totalPoints }) : money(o.totalMoney, o.currency)}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`payments.${o.payment}`)}
          </Text>
        </Stack>
      ),
    },
    { key: 'status', label: t('orders.status'), render: (o) => <OrderStatusBadge status={o.status} /> },
    {
      key: '_actions',
      label: t('common:table.actions'),
      align: 'right',
      render: (o) => (
        <RowActions>
          <RowAction
            label={t('shop.details')}
            subject={o.number}
            icon={IconEye}
            onClick={() => setOpen(o)}
            testId="row-open"
          />
        </RowActions>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]}
        title={title}
        actions={
          <Group gap="xs">
            {canDo(session, 'orders', 'add') && (
              <AddButton to={`/${session.account}/${SHOP_PATHS.orderAdd}`} testId="order-add" />
            )}
            <ExportButton
              href={exportUrl(
                '/shop/orders',
                params,
                { status: values.status || undefined, payment: values.payment || undefined },
                i18n.language,
              )}
              testId="orders-export"
              xlsx
            />
          </Group>
        }
      />
      <DataTable
        caption={title}
        columns={columns}
        {...queryTableProps(query)}
        params={params}
        onParamsChange={setParams}
        onRowClick={(o) => setOpen(o)}
        searchPlaceholder={t('orders.number')}
        filters={
          <Group gap="sm" wrap="wrap">
            <StatusFilter
              label={t('orders.allStatuses')}
              statuses={ORDER_STATUSES}
              labelOf={(s) => t(`statuses.${s}`)}
              value={values.status}
              onChange={(v) => setFilter('status', v)}
              width={210}
            />
            <Select
              aria-label={t('orders.payment')}
              placeholder={t('orders.allPayments')}
              data={PAYMENT_METHODS.map((p) => ({ value: p, label: t(`payments.${p}`) }))}
              value={values.payment || null}
              onChange={(v) => setFilter('payment', v ?? '')}
              clearable
              w={190}
              data-testid="filter-payment"
            />
          </Group>
        }
        filtered={filtered}
        onClearFilters={clearFilters}
        empty={{ hint: t('orders.empty') }}
        testId="order-table"
      />
      <OrderDialog order={open} onClose={() => setOpen(null)} onMoved={setOpen} />
    </Stack>
  );
}

/** One order: its lines, and the buttons that move it on (a rejection asks why). */
function OrderDialog({
  order,
  onClose,
  onMoved,
}: {
  order: TOrder | null;
  onClose: () => void;
  onMoved: (o: TOrder) => void;
}) {
  const { t } = useTranslation(['shop', 'common', 'errors']);
  const session = useShellSession();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const approver = canDo(session, 'orders', 'approve');
  const moved = async (o: TOrder) => {
    notifySuccess(t('orders.moved', { number: o.number, status: t(`statuses.${o.status}`) }));
    onMoved(o);
    await client.invalidateQueries({ queryKey: [SHOP_KEY] });
  };
  const move = async (to: TOrderStatus) => {
    if (!order) return;
    setBusy(true);
    try {
      await moved(await moveOrder(order.id, to));
    } catch (e) {
      notifyError(errorText(t, e));
    } finally {
      setBusy(false);
    }
  };
  const next = order ? ORDER_NEXT[order.status] : [];
  return (
    <>
      <Modal
        opened={order !== null && !rejecting}
        onClose={onClose}
        title={order ? t('orders.detail', { number: order.number }) : ''}
        size="lg"
        data-testid="order-dialog"
      >
        {order && (
          <Stack gap="md">
            <Group justify="space-between" wrap="wrap">
              <div>
                <Text fw={600}>{order.employeeName}</Text>
                <Text size="xs" c="dimmed">
                  {order.employeeCode} · {order.organizationName}
                </Text>
              </div>
              <OrderStatusBadge status={order.status} />
            </Group>
            <OrderItems order={order} />
            {order.statusChangedByName && (
              <Text size="xs" c="dimmed">
                {t('orders.changedBy')}: {order.statusChangedByName}
              </Text>
            )}
            {approver && next.length > 0 && (
              <Group justify="flex-end" gap="xs">
                {next.map((s) =>
                  s === 'rejected' ? (
                    <Button
                      key={s}
                      color="red"
                      variant="light"
                      onClick={() => setRejecting(true)}
                      disabled={busy}
                      data-testid="order-reject"
                    >
                      {t('orders.actions.rejected')}
                    </Button>
                  ) : (
                    <Button key={s} onClick={() => void move(s)} loading={busy} data-testid={`order-${s}`}>
                      {t(`orders.actions.${s}`)}
                    </Button>
                  ),
                )}
              </Group>
            )}
          </Stack>
        )}
      </Modal>
      <ReasonDialog
        opened={rejecting}
        onClose={() => setRejecting(false)}
        title={order ? t('orders.rejectTitle', { number: order.number }) : ''}
        label={t('orders.rejectReason')}
        confirmLabel={t('orders.actions.rejected')}
        confirmColor="red"
        onConfirm={(reason) => moveOrder(order!.id, 'rejected', reason)}
        onDone={async (o) => {
          setRejecting(false);
          await moved(o);
        }}
        subjectKey={order?.id ?? null}
        testIds={{
          dialog: 'reject-dialog',
          reason: 'reject-reason',
          confirm: 'reject-confirm',
          cancel: 'reject-cancel',
          error: 'reject-error',
        }}
      />
    </>
  );
}
