import { useState } from 'react';
import { Badge, Group, SegmentedControl, Select, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type TLanguage } from '@staffdesk/core/constants';
import { TRANSLATION_FILTERS, type TTranslationFilter, type TTranslationRow } from '@staffdesk/core/translations-api';
import { DataTable, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { DownloadButton } from '../../platform/export-button.component.tsx';
import { ImportLink } from '../../platform/import-link.component.tsx';
import { useFilterParams } from '../../platform/use-filter-params.hook.ts';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { TextEditDialog } from './text-edit.dialog.tsx';
import { TRANSLATION_PATHS } from './translation-paths.ts';
import { exportUrl, translationListQuery, type TTextScope } from './translations.api.ts';

const FILTER_KEYS = ['namespace', 'filter'] as const;

/** One language's text of a row: a button that opens it for editing (when allowed), marked when changed. */
function TextCell({
  row,
  lang,
  onEdit,
}: {
  row: TTranslationRow;
  lang: TLanguage;
  onEdit?: (row: TTranslationRow, lang: TLanguage) => void;
}) {
  const { t } = useTranslation('translations');
  const text = row.texts[lang];
  if (text === null) return <Text c="dimmed">—</Text>;
  const body = (
    <Stack gap={2} align="flex-start">
      <Text size="sm" lang={lang} lineClamp={3} style={{ wordBreak: 'break-word' }}>
        {text}
      </Text>
      {row.changed.includes(lang) && (
        <Badge size="xs" variant="light" color="teal">
          {t('changed')}
        </Badge>
      )}
    </Stack>
  );
  if (!onEdit) return body;
  return (
    <UnstyledButton
      onClick={() => onEdit(row, lang)}
      data-testid={`edit-${lang}`}
      style={{ textAlign: 'start', width: '100%' }}
    >
      <VisuallyHidden>{t('editIn', { language: t(`languages.${lang}`) })}</VisuallyHidden>
      {body}
    </UnstyledButton>
  );
}

/**
 * The translation editor (issue 20): every UI label and mail text by key in English, Khmer and Chinese side by side;
 * search by key or text, filter by catalogue, "changed by us" or "not translated"; a text opens for editing with a
 * live preview. `platform`: the super admin's texts, every tenant's defaults.
 */
export function TranslationsPage({ scope }: { scope: TTextScope }) {
  const { t } = useTranslation(['translations', 'menu', 'common']);
  const session = useShellSession();
  const title = t('menu:translations');
  usePageTitle(title);
  const [params, setParams] = useListParams();
  const [f, setFilter, { clearFilters, filtered }] = useFilterParams(FILTER_KEYS);
  const filters = { namespace: f.namespace, filter: f.filter as TTranslationFilter | '' };
  const query = useQuery(translationListQuery(scope, params, filters));
  const [editing, setEditing] = useState<{ row: TTranslationRow; lang: TLanguage } | null>(null);
  const mayEdit = scope === 'platform' || canDo(session, 'translations', 'edit');
  const [exportLang, setExportLang] = useState<TLanguage>('km');
  const languages = LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }));
  const columns: TDataTableColumn<TTranslationRow>[] = [
    {
      key: 'key',
      label: t('key'),
      width: '22%',
      render: (r) => (
        <div>
          <Text size="xs" c="dimmed">
            {t(`namespaces.${r.namespace}`, { defaultValue: r.namespace })}
          </Text>
          <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }} data-testid="row-key">
            {r.key}
          </Text>
        </div>
      ),
    },
    ...LANGUAGES.map(
      (l): TDataTableColumn<TTranslationRow> => ({
        key: l,
        label: t(`languages.${l}`),
        render: (r) => (
          <TextCell row={r} lang={l} onEdit={mayEdit ? (row, lang) => setEditing({ row, lang }) : undefined} />
        ),
      }),
    ),
  ];
  const namespaces = (query.data?.namespaces ?? []).map((n) => ({
    value: n,
    label: t(`namespaces.${n}`, { defaultValue: n }),
  }));
  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]}
        title={title}
        actions={
          <Group gap="xs" wrap="wrap">
            <Select
              aria-label={t('exportLanguage')}
              data={languages}
              value={exportLang}
              onChange={(v) => v && setExportLang(v as TLanguage)}
              allowDeselect={false}
              w={150}
              data-testid="export-language"
            />
            <DownloadButton href={exportUrl(scope, exportLang)} testId="translations-export">
              {t('exportXlsx')}
            </DownloadButton>
            {scope === 'tenant' && mayEdit && (
              <ImportLink
                to={`/${session.account}/${TRANSLATION_PATHS.tenantImport}`}
                testId="translations-import"
                label={t('importXlsx')}
              />
            )}
          </Group>
        }
      />
      <Text c="dimmed" size="sm" mt={-12}>
        {t(scope === 'platform' ? 'introPlatform' : 'intro')}
      </Text>
      <DataTable
        caption={title}
        columns={columns}
        rows={query.data?.rows}
        total={query.data?.total ?? 0}
        loading={query.isFetching}
        error={query.error}
        rowKey={(r) => `${r.namespace}:${r.key}`}
        params={params}
        onParamsChange={setParams}
        searchable
        searchPlaceholder={t('search')}
        filtered={filtered}
        onClearFilters={clearFilters}
        testId="translations-table"
        filters={
          <Group gap="sm" wrap="wrap" align="flex-end">
            <Select
              label={t('namespace')}
              placeholder={t('allNamespaces')}
              data={namespaces}
              value={f.namespace || null}
              onChange={(v) => setFilter('namespace', v ?? '')}
              searchable
              clearable
              w={220}
              data-testid="filter-namespace"
            />
            <SegmentedControl
              aria-label={t('show')}
              value={f.filter || 'all'}
              onChange={(v) => setFilter('filter', v === 'all' ? '' : v)}
              data={TRANSLATION_FILTERS.map((x) => ({
                value: x,
                label: t(`filters.${scope === 'platform' && x === 'changed' ? 'changedPlatform' : x}`),
              }))}
              data-testid="filter-kind"
            />
          </Group>
        }
      />
      {editing && (
        <TextEditDialog scope={scope} lang={editing.lang} row={editing.row} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}
