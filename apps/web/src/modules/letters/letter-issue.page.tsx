import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Grid,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../platform/api-client.ts';
import { resourceListQuery } from '../../platform/resources/resource.api.ts';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { EmployeePicker } from '../employees/employee-picker.component.tsx';
import { issueLetter, LETTERS_KEY, LETTERS_PATH, previewLetter } from './letters.api.ts';

const ALL_TEMPLATES = { page: 1, pageSize: 50, sort: { field: 'name', dir: 'asc' as const }, search: '' };

/**
 * `/hrLetterListing/issue` (page `letters`, add): pick the employee and a template, read the letter as it will be
 * (the template filled for them, in its language), choose to mail it too, and issue it. Opened from a request
 * (`?request=&employee=&kind=&language=`), the employee is set and the templates are that request's kind.
 */
export function LetterIssuePage() {
  const { t } = useTranslation(['letters', 'common', 'errors']);
  const title = t('form.title');
  usePageTitle(title);
  const session = useShellSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [search] = useSearchParams();
  const requestId = search.get('request');
  const kind = search.get('kind');
  const [employeeId, setEmployeeId] = useState(search.get('employee') ?? '');
  const [templateId, setTemplateId] = useState('');
  const [mail, setMail] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [locked, lock, unlock] = useSubmitLock();
  const list = `/${session.account}/${LETTERS_PATH}`;

  const templates = useQuery(resourceListQuery('letterTemplate', ALL_TEMPLATES));
  const options = useMemo(
    () =>
      (templates.data?.rows ?? [])
        .filter((r) => !kind || r.kind === kind)
        .map((r) => ({
          value: r.id,
          label: `${String(r.name)} · ${t(`languages.${String(r.language)}`)}`,
          language: String(r.language),
        })),
    [templates.data, kind, t],
  );
  // from a request: the template of its kind in the language asked for, when there is one
  useEffect(() => {
    const wanted = search.get('language');
    if (templateId || !wanted) return;
    const match = options.find((o) => o.language === wanted);
    if (match) setTemplateId(match.value);
  }, [options, search, templateId]);

  const ready = employeeId !== '' && templateId !== '';
  const preview = useQuery({
    queryKey: [LETTERS_KEY, 'preview', employeeId, templateId],
    queryFn: () => previewLetter({ employeeId, templateId }),
    enabled: ready,
    retry: false,
  });
  const mailable = preview.data?.mailable ?? false;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const missing: Record<string, string> = {};
    if (!employeeId) missing.employeeId = t('common:validation.required');
    if (!templateId) missing.templateId = t('common:validation.required');
    setErrors(missing);
    if (Object.keys(missing).length) return;
    lock();
    setProblem(null);
    try {
      const letter = await issueLetter({ employeeId, templateId, requestId, mail: mail && mailable });
      notifySuccess(t('form.issued', { number: letter.number }));
      await client.invalidateQueries({ queryKey: [LETTERS_KEY] });
      navigate(list);
    } catch (err) {
      unlock();
      setProblem(isApiError(err) && err.code === 'validation' ? t('errors:validation') : errorText(t, err));
    }
  };

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader crumbs={[{ label: t('title'), to: list }, { label: title }]} title={title} />
      <form onSubmit={submit} noValidate>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper withBorder radius="md" p="lg">
              <Stack gap="md">
                {problem && (
                  <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="letter-problem">
                    {problem}
                  </Alert>
                )}
                {requestId && kind && (
                  <Alert color="blue" icon={<IconInfoCircle size={18} />} data-testid="letter-for-request">
                    {t(`kinds.${kind}`)} · {t(`languages.${search.get('language') ?? 'en'}`)}
                  </Alert>
                )}
                <EmployeePicker
                  label={t('form.employee')}
                  value={employeeId}
                  onChange={(id) => {
                    setEmployeeId(id ?? '');
                    setErrors((x) => ({ ...x, employeeId: '' }));
                  }}
                  disabled={requestId !== null}
                  withAsterisk
                  error={errors.employeeId}
                  data-testid="letter-employee"
                />
                <Select
                  label={t('form.template')}
                  description={t('form.templateHint')}
                  data={options}
                  value={templateId || null}
                  onChange={(v) => {
                    setTemplateId(v ?? '');
                    setErrors((x) => ({ ...x, templateId: '' }));
                  }}
                  searchable
                  withAsterisk
                  error={errors.templateId}
                  nothingFoundMessage={t('form.noTemplates')}
                  data-testid="letter-template"
                />
                {templates.data && templates.data.rows.length === 0 && (
                  <Text size="sm" c="dimmed">
                    {t('form.noTemplates')}{' '}
                    <Anchor component={Link} to={`/${session.account}/hrlettertemplates/add`}>
                      {t('templates')}
                    </Anchor>
                  </Text>
                )}
                <Checkbox
                  label={t('form.mail')}
                  description={preview.data && !mailable ? t('form.noEmail') : undefined}
                  checked={mail && mailable}
                  disabled={!mailable}
                  onChange={(e) => setMail(e.currentTarget.checked)}
                  data-testid="letter-mail-too"
                />
                <Group justify="flex-end">
                  <Button type="submit" loading={locked} disabled={!preview.data} data-testid="letter-submit">
                    {t('form.submit')}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper withBorder radius="md" p="lg" data-testid="letter-preview">
              <Stack gap="sm">
                <Group justify="space-between">
                  <Title order={2} size="h4">
                    {t('form.preview')}
                  </Title>
                  {preview.data && <Badge variant="light">{t(`languages.${preview.data.language}`)}</Badge>}
                </Group>
                {!ready && <Text c="dimmed">{t('form.previewHint')}</Text>}
                {ready && preview.isPending && <Skeleton h={240} />}
                {preview.isError && (
                  <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
                    {errorText(t, preview.error)}
                  </Alert>
                )}
                {preview.data && (
                  <div lang={preview.data.language} data-walk-data>
                    <Text fw={700} ta="center" size="lg" mb="sm" data-testid="letter-preview-title">
                      {preview.data.title}
                    </Text>
                    <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="letter-preview-body">
                      {preview.data.body}
                    </Text>
                  </div>
                )}
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      </form>
    </Stack>
  );
}
