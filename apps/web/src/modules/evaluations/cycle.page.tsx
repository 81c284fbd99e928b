import { Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { REVIEW_STAGES, type TReviewRow } from '@staffdesk/core/evaluations-api';
import { DataTable, queryTableProps, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { ExportButton } from '../../platform/export-button.component.tsx';
import { exportUrl } from '../../platform/list-params.ts';
import { RemoteSelect } from '../../platform/remote-select.component.tsx';
import { StatusFilter } from '../../platform/status-filter.component.tsx';
import { useFilterParams } from '../../platform/use-filter-params.hook.ts';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { formatDay } from '../../shell/date-format.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { employeeOptionsQuery } from '../employees/employees.api.ts';
import {
  CycleStatus,
  ReviewerName,
  ReviewPerson,
  ReviewStage,
  ScoreBar,
  scoreText,
} from './evaluation-parts.component.tsx';
import { addReview, cycleQuery, EVALUATION_PATHS, EVALUATIONS_KEY, reviewListQuery } from './evaluations.api.ts';
import { StatCard } from '../../platform/stat-card.component.tsx';

const FILTERS = ['stage'] as const;

/** `/evalutions/cycle/:id`: a cycle's reviews, where each stands, its results; HR adds an employee. */
export function CyclePage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation(['evaluations', 'menu', 'common']);
  const session = useShellSession();
  const client = useQueryClient();
  const cycle = useQuery(cycleQuery(id));
  const title = cycle.data?.name ?? t('menu:evaluations');
  usePageTitle(title);
  const base = `/${session.account}`;
  const [params, setParams] = useListParams();
  const [values, setFilter, { clearFilters, filtered }] = useFilterParams(FILTERS);
  const query = useQuery(reviewListQuery(params, id, values.stage));
  const [adding, setAdding] = useState('');
  const c = cycle.data;
  const add = async () => {
    try {
      await addReview(id, adding);
      setAdding('');
      notifySuccess(t('cycles.employeeAdded'));
      await client.invalidateQueries({ queryKey: [EVALUATIONS_KEY] });
    } catch (e) {
      notifyError(errorText(t, e));
    }
  };
  const reviewLink = (x: TReviewRow) => `${base}/${EVALUATION_PATHS.review}/${x.id}`;
  const columns: TDataTableColumn<TReviewRow>[] = [
    {
      key: 'employee',
      label: t('fields.employee'),
      render: (x) => (
        <Text component={Link} to={reviewLink(x)} data-testid="row-review" inherit>
          <ReviewPerson review={x} />
        </Text>
      ),
    },
    { key: 'reviewer', label: t('fields.reviewer'), visibleFrom: 'md', render: (x) => <ReviewerName review={x} /> },
    { key: 'stage', label: t('fields.stage'), render: (x) => <ReviewStage stage={x.stage} /> },
    {
      key: 'self',
      label: t('fields.selfScore'),
      align: 'right',
      visibleFrom: 'lg',
      render: (x) => <Text size="sm">{x.selfReview ? scoreText(x.self.score) : t('notAsked')}</Text>,
    },
    {
      key: 'manager',
      label: t('fields.reviewerScore'),
      align: 'right',
      visibleFrom: 'sm',
      render: (x) => <Text size="sm">{scoreText(x.manager.score)}</Text>,
    },
    {
      key: 'final',
      label: t('fields.finalScore'),
      render: (x) =>
        x.finalScore === null ? (
          <Text size="sm">—</Text>
        ) : (
          <ScoreBar value={x.finalScore} label={t('fields.finalScore')} />
        ),
    },
  ];
  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[{ label: t('menu:evaluations'), to: `${base}/${EVALUATION_PATHS.list}` }, { label: title }]}
        title={title}
        actions={
          <ExportButton
            href={exportUrl('/evaluations/reviews', params, { cycleId: id, stage: values.stage }, i18n.language)}
            testId="reviews-export"
            xlsx
          />
        }
      />
      {!c ? (
        <Skeleton h={90} />
      ) : (
        <>
          <Group gap="md" wrap="wrap">
            <CycleStatus status={c.status} />
            <Text size="sm" c="dimmed">
              {[
                c.template.name,
                [c.organizationName, ...c.departments.map((d) => d.name)].join(', '),
                `${t('fields.period')}: ${formatDay(c.periodFrom)} – ${formatDay(c.periodTo)}`,
                `${t('fields.dueOn')}: ${formatDay(c.dueOn)}`,
              ].join(' · ')}
            </Text>
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <StatCard label={t('fields.reviews')} value={String(c.reviews)} testId="figure-reviews" />
            <StatCard label={t('fields.completed')} value={String(c.completed)} testId="figure-completed" />
            <StatCard label={t('fields.averageScore')} value={scoreText(c.averageScore)} testId="figure-average" />
          </SimpleGrid>
          {c.status === 'open' && canDo(session, 'evaluations', 'edit') && (
            <Group align="flex-end" gap="sm">
              <RemoteSelect
                label={t('cycles.addEmployee')}
                placeholder={t('common:form.typeToSearch')}
                query={employeeOptionsQuery}
                value={adding}
                onChange={(v) => setAdding(v)}
                w={320}
                data-testid="cycle-add-employee"
              />
              <Button
                variant="default"
                leftSection={<IconUserPlus size={16} aria-hidden />}
                disabled={!adding}
                onClick={add}
                data-testid="cycle-add-employee-save"
              >
                {t('common:actions.add')}
              </Button>
            </Group>
          )}
        </>
      )}
      <DataTable
        caption={title}
        columns={columns}
        {...queryTableProps(query)}
        params={params}
        onParamsChange={setParams}
        searchPlaceholder={t('reviews.search')}
        filters={
          <StatusFilter
            label={t('fields.stage')}
            statuses={REVIEW_STAGES}
            labelOf={(s) => t(`stages.${s}`)}
            value={values.stage}
            onChange={(v) => setFilter('stage', v)}
            width={240}
          />
        }
        filtered={filtered}
        onClearFilters={clearFilters}
        empty={{ hint: t('reviews.empty') }}
        testId="review-table"
      />
    </Stack>
  );
}
