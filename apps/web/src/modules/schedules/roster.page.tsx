import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconHistory, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { addDays, mondayOf, monthOf } from '@staffdesk/core/dates';
import type { TRosterCell } from '@staffdesk/core/schedules';
import { todayIn } from '@staffdesk/core/time-zones';
import { ImportLink } from '../../platform/import-link.component.tsx';
import { Pagination } from '../../platform/pagination.component.tsx';
import { RemoteSelect } from '../../platform/remote-select.component.tsx';
import { resourceOptionSearch } from '../../platform/resources/resource.api.ts';
import { useFilterParams } from '../../platform/use-filter-params.hook.ts';
import { formatDay } from '../../shell/date-format.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifyError } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { OrgDeptFilter } from '../employees/org-dept-filter.component.tsx';
import { RosterGrid, RosterPalette, type TDayTarget, type TDayValue } from './roster-grid.component.tsx';
import { ASSIGN_PATH, changeDays, HISTORY_PATH, IMPORT_PATH, rosterQuery } from './schedules.api.ts';
import { ShiftTile } from './shift-cell.component.tsx';

const BROWSER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const PAGE_SIZE = 25;

/**
 * `/shift_schedular/listing`: the roster of the employees the viewer may see — a week or a month of days, each a
 * tile of its shift, rest day or holiday. With edit rights a shift is dragged from the palette (or another tile)
 * onto a day, or picked as a brush and tapped onto days (phones), or chosen from a day's menu.
 */
export function RosterPage() {
  const { t } = useTranslation(['schedules', 'common', 'menu', 'employees']);
  const session = useShellSession();
  const base = `/${session.account}`;
  const client = useQueryClient();
  const title = t('menu:scheduler');
  usePageTitle(title);
  const [f, setFilter] = useFilterParams([
    'view',
    'start',
    'organizationId',
    'departmentId',
    'groupId',
    'q',
    'page',
  ] as const);
  const view = f.view === 'month' ? 'month' : 'week';
  const anchor = /^\d{4}-\d{2}-\d{2}$/.test(f.start) ? f.start : todayIn(BROWSER_ZONE);
  const range = view === 'week' ? { from: mondayOf(anchor), to: addDays(mondayOf(anchor), 6) } : monthOf(anchor);
  const [search, setSearch] = useState(f.q);
  const [debounced] = useDebouncedValue(search, 300);
  useEffect(() => {
    if (debounced !== f.q) setFilter('q', debounced);
  }, [debounced, f.q, setFilter]);
  const page = Math.max(1, Number(f.page) || 1);
  const query = useQuery(
    rosterQuery({
      ...range,
      organizationId: f.organizationId,
      departmentId: f.departmentId,
      groupId: f.groupId,
      search: f.q,
      page,
      pageSize: PAGE_SIZE,
    }),
  );
  const editable = canDo(session, 'scheduler', 'edit');
  const [brush, setBrush] = useState<TDayValue | null>(null);
  const [picking, setPicking] = useState<TDayTarget | null>(null);
  const [saving, setSaving] = useState(false);

  const apply = async (target: TDayTarget, value: TDayValue) => {
    setSaving(true);
    try {
      await changeDays([{ employeeId: target.employeeId, day: target.day, ...value }]);
      await client.invalidateQueries({ queryKey: ['schedules'] });
    } catch (err) {
      notifyError(errorText(t, err));
    } finally {
      setSaving(false);
    }
  };
  const pick = (target: TDayTarget, _cell: TRosterCell) => {
    if (brush) void apply(target, brush);
    else setPicking(target);
  };
  const move = (days: number) =>
    setFilter('start', view === 'week' ? addDays(range.from, days * 7) : addDays(range.from, days * 31));
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]}
        title={title}
        actions={
          <>
            {canDo(session, 'schedulerHistory', 'view') && (
              <Button
                component={Link}
                to={`${base}/${HISTORY_PATH}`}
                variant="default"
                leftSection={<IconHistory size={16} />}
              >
                {t('menu:schedulerHistory')}
              </Button>
            )}
            {canDo(session, 'scheduler', 'add') && (
              <>
                <ImportLink to={`${base}/${IMPORT_PATH}`} testId="roster-import" />
                <Button
                  component={Link}
                  to={`${base}/${ASSIGN_PATH}`}
                  leftSection={<IconPlus size={16} />}
                  data-testid="roster-assign"
                >
                  {t('assign.title')}
                </Button>
              </>
            )}
          </>
        }
      />
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <SegmentedControl
              value={view}
              onChange={(v) => setFilter('view', v === 'week' ? '' : v)}
              data={[
                { value: 'week', label: t('grid.week') },
                { value: 'month', label: t('grid.month') },
              ]}
              data-testid="roster-view"
            />
            <Group gap={4}>
              <ActionIcon variant="default" size="lg" onClick={() => move(-1)} aria-label={t('grid.previous')}>
                <IconChevronLeft size={18} />
              </ActionIcon>
              <Button variant="default" onClick={() => setFilter('start', '')}>
                {t('grid.today')}
              </Button>
              <ActionIcon variant="default" size="lg" onClick={() => move(1)} aria-label={t('grid.next')}>
                <IconChevronRight size={18} />
              </ActionIcon>
            </Group>
            <Text fw={600} data-testid="roster-range">
              {formatDay(range.from)} – {formatDay(range.to)}
            </Text>
            {(saving || query.isFetching) && <Loader size="sm" aria-label={t('common:loading')} />}
          </Group>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label={t('common:table.search')}
              placeholder={t('grid.search')}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              w={220}
              data-testid="roster-search"
            />
            <OrgDeptFilter
              organizationId={f.organizationId}
              departmentId={f.departmentId}
              onOrganization={(v) => setFilter('organizationId', v)}
              onDepartment={(v) => setFilter('departmentId', v)}
            />
            <RemoteSelect
              label={t('employees:fields.groupId')}
              placeholder={t('employees:list.all')}
              value={f.groupId}
              onChange={(v) => setFilter('groupId', v)}
              query={resourceOptionSearch('group')}
              clearable
              w={200}
              data-testid="filter-group"
            />
          </Group>
          {editable && data && (
            <Stack gap={4}>
              <RosterPalette shifts={data.shifts} brush={brush} onBrush={setBrush} />
              <Text size="xs" c="dimmed">
                {brush ? t('palette.brushOn') : t('palette.hint')}
              </Text>
            </Stack>
          )}
        </Stack>
      </Paper>
      {query.error && <Alert color="red">{errorText(t, query.error)}</Alert>}
      {data && data.rows.length === 0 && (
        <Text c="dimmed" ta="center" py="xl" data-testid="roster-empty">
          {t('grid.empty')}
        </Text>
      )}
      {data && data.rows.length > 0 && (
        <RosterGrid roster={data} editable={editable} onDrop={(tg, v) => void apply(tg, v)} onPick={pick} />
      )}
      {data && pages > 1 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('grid.people', { count: data.total })}
          </Text>
          <Pagination value={page} total={pages} onChange={(p) => setFilter('page', p === 1 ? '' : String(p))} />
        </Group>
      )}
      <Legend />
      <Modal
        opened={picking !== null}
        onClose={() => setPicking(null)}
        title={picking ? `${picking.employeeName} · ${formatDay(picking.day)}` : ''}
      >
        <SimpleGrid cols={2} spacing="xs" data-testid="day-menu">
          {(data?.shifts ?? []).map((s) => (
            <Button
              key={s.id}
              variant="default"
              h="auto"
              py={6}
              onClick={() => {
                if (picking) void apply(picking, { set: 'shift', shiftId: s.id });
                setPicking(null);
              }}
            >
              <Stack gap={2} align="center">
                <ShiftTile kind="scheduled" shift={s} compact />
                <Text size="xs">{`${s.name} ${s.startTime}–${s.endTime}`}</Text>
              </Stack>
            </Button>
          ))}
          <Button
            variant="default"
            onClick={() => {
              if (picking) void apply(picking, { set: 'rest' });
              setPicking(null);
            }}
            data-testid="day-rest"
          >
            {t('kinds.rest')}
          </Button>
          <Button
            variant="default"
            onClick={() => {
              if (picking) void apply(picking, { set: 'default' });
              setPicking(null);
            }}
            data-testid="day-default"
          >
            {t('palette.default')}
          </Button>
        </SimpleGrid>
      </Modal>
    </Stack>
  );
}

/** What the tiles mean. */
function Legend() {
  const { t } = useTranslation('schedules');
  const sample = { id: 'x', code: 'ABC', name: '', colorCode: '#1c7ed6', startTime: '', endTime: '', workingDays: [] };
  return (
    <Group gap="lg" wrap="wrap" data-testid="roster-legend">
      {(
        [
          ['scheduled', sample],
          ['default', sample],
          ['rest', null],
          ['holiday', null],
          ['none', null],
        ] as const
      ).map(([kind, shift]) => (
        <Group key={kind} gap={6} wrap="nowrap">
          <div style={{ width: 44 }} aria-hidden>
            <ShiftTile kind={kind} shift={shift} compact />
          </div>
          <Text size="xs">{t(`kinds.${kind}`)}</Text>
        </Group>
      ))}
    </Group>
  );
}
