import {
  ActionIcon,
  Alert,
  Button,
  Grid,
  Group,
  NumberInput,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { CRITERIA_MAX, SCALE_MAX, SCALE_MIN, type TTemplate, WEIGHT_TOTAL } from '@staffdesk/core/evaluations-api';
import { isApiError } from '../../platform/api-client.ts';
import { FormActions, FormProblem } from '../../platform/form-layout.component.tsx';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { fieldErrors } from '../account/field-errors.ts';
import { EVALUATION_PATHS, EVALUATIONS_KEY, saveTemplate, templateQuery } from './evaluations.api.ts';

type TCriterionDraft = { key: string; id?: string; name: string; description: string; weight: number | string };
type TDraft = { name: string; description: string; scale: number | string; criteria: TCriterionDraft[] };

let next = 0;
const newKey = () => `new-${++next}`;
const blank = (weight: number | string = ''): TCriterionDraft => ({ key: newKey(), name: '', description: '', weight });
const EMPTY = (): TDraft => ({ name: '', description: '', scale: 5, criteria: [blank(WEIGHT_TOTAL)] });
const draftOf = (x: TTemplate): TDraft => ({
  name: x.name,
  description: x.description ?? '',
  scale: x.scale,
  criteria: x.criteria.map((c) => ({
    key: c.id,
    id: c.id,
    name: c.name,
    description: c.description ?? '',
    weight: c.weight,
  })),
});

/**
 * `/evalutions/templates/add` (and `/add/:id`): a template's criteria in order, each with a weight (together 100)
 * and the rating scale. A template a cycle uses keeps its scale and criteria; their wording may change.
 */
export function TemplateFormPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['evaluations', 'common', 'errors', 'menu']);
  const session = useShellSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const existing = useQuery({ ...templateQuery(id), enabled: !!id });
  const [d, setD] = useState<TDraft | null>(id ? null : EMPTY());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [locked, lock, unlock] = useSubmitLock();
  useEffect(() => {
    if (existing.data && !d) setD(draftOf(existing.data));
  }, [existing.data, d]);
  const inUse = (existing.data?.cycles ?? 0) > 0;
  const title = id ? t('templates.edit') : t('templates.add');
  usePageTitle(title);
  const list = `/${session.account}/${EVALUATION_PATHS.templates}`;
  const set = (patch: Partial<TDraft>) => {
    setD((x) => (x ? { ...x, ...patch } : x));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
  };
  const setCriterion = (i: number, patch: Partial<TCriterionDraft>) => {
    if (!d) return;
    set({ criteria: d.criteria.map((c, j) => (j === i ? { ...c, ...patch } : c)) });
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith(`criteria.${i}.`))));
  };
  const move = (i: number, by: number) => {
    if (!d) return;
    const c = [...d.criteria];
    [c[i], c[i + by]] = [c[i + by]!, c[i]!];
    set({ criteria: c });
  };
  const total = (d?.criteria ?? []).reduce((s, c) => s + (Number(c.weight) || 0), 0);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!d) return;
    const missing: Record<string, string> = {};
    if (!d.name.trim()) missing.name = t('common:validation.required');
    d.criteria.forEach((c, i) => {
      if (!c.name.trim()) missing[`criteria.${i}.name`] = t('common:validation.required');
      if (c.weight === '') missing[`criteria.${i}.weight`] = t('common:validation.required');
    });
    if (total !== WEIGHT_TOTAL) missing.criteria = t('common:validation.weightsTotal');
    setErrors(missing);
    if (Object.keys(missing).length) return;
    lock();
    setProblem(null);
    try {
      await saveTemplate(id || null, {
        name: d.name,
        description: d.description,
        scale: d.scale === '' ? '' : Number(d.scale),
        criteria: d.criteria.map((c) => ({
          ...(c.id ? { id: c.id } : {}),
          name: c.name,
          description: c.description,
          weight: Number(c.weight),
        })),
      });
      notifySuccess(t('templates.saved'));
      await client.invalidateQueries({ queryKey: [EVALUATIONS_KEY] });
      navigate(list);
    } catch (err) {
      unlock();
      if (isApiError(err) && err.fields && err.code === 'validation')
        setErrors(fieldErrors(t, err.fields, { min: 1, max: WEIGHT_TOTAL }));
      else setProblem(errorText(t, err));
    }
  };
  return (
    <Stack gap="lg" maw={900}>
      <PageHeader crumbs={[{ label: t('menu:evaluationTemplates'), to: list }, { label: title }]} title={title} />
      {!d ? (
        <Skeleton h={420} />
      ) : (
        <Paper withBorder radius="md" p="lg">
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <FormProblem text={problem} />
              {inUse && (
                <Alert color="blue" variant="light" data-testid="template-in-use">
                  {t('templates.inUseHint')}
                </Alert>
              )}
              <Grid>
                <Grid.Col span={{ base: 12, sm: 8 }}>
                  <TextInput
                    label={t('fields.template')}
                    withAsterisk
                    value={d.name}
                    onChange={(e) => set({ name: e.currentTarget.value })}
                    maxLength={200}
                    error={errors.name}
                    data-testid="template-name"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 4 }}>
                  <NumberInput
                    label={t('fields.scale')}
                    description={t('templates.scaleHint')}
                    withAsterisk
                    value={d.scale}
                    onChange={(scale) => set({ scale })}
                    min={SCALE_MIN}
                    max={SCALE_MAX}
                    allowDecimal={false}
                    disabled={inUse}
                    error={errors.scale}
                    data-testid="template-scale"
                  />
                </Grid.Col>
              </Grid>
              <Textarea
                label={t('fields.description')}
                value={d.description}
                onChange={(e) => set({ description: e.currentTarget.value })}
                maxLength={2000}
                autosize
                minRows={2}
                error={errors.description}
                data-testid="template-description"
              />
              <Group justify="space-between" align="flex-end">
                <Text fw={600}>{t('fields.criteria')}</Text>
                <Text
                  size="sm"
                  fw={600}
                  c={total === WEIGHT_TOTAL ? undefined : 'red.8'}
                  data-testid="weight-total"
                  aria-live="polite"
                >
                  {t('templates.weightTotal', { total, of: WEIGHT_TOTAL })}
                </Text>
              </Group>
              {errors.criteria && (
                <Alert color="red" variant="light" role="alert" data-testid="criteria-error">
                  {errors.criteria}
                </Alert>
              )}
              <Stack gap="sm">
                {d.criteria.map((c, i) => (
                  <Paper key={c.key} withBorder radius="md" p="sm" data-testid="criterion">
                    <Grid align="flex-start">
                      <Grid.Col span={{ base: 12, sm: 7 }}>
                        <TextInput
                          label={t('templates.criterion', { n: i + 1 })}
                          withAsterisk
                          value={c.name}
                          onChange={(e) => setCriterion(i, { name: e.currentTarget.value })}
                          maxLength={200}
                          error={errors[`criteria.${i}.name`]}
                          data-testid="criterion-name"
                        />
                      </Grid.Col>
                      <Grid.Col span={{ base: 8, sm: 3 }}>
                        <NumberInput
                          label={t('fields.weight')}
                          withAsterisk
                          value={c.weight}
                          onChange={(weight) => setCriterion(i, { weight })}
                          min={1}
                          max={WEIGHT_TOTAL}
                          suffix=" %"
                          allowDecimal={false}
                          disabled={inUse}
                          error={errors[`criteria.${i}.weight`]}
                          data-testid="criterion-weight"
                        />
                      </Grid.Col>
                      <Grid.Col span={{ base: 4, sm: 2 }}>
                        <Group gap={2} justify="flex-end" mt={{ base: 24 }} wrap="nowrap">
                          <Tooltip label={t('templates.moveUp')}>
                            <ActionIcon
                              variant="subtle"
                              aria-label={t('templates.moveUp')}
                              disabled={i === 0}
                              onClick={() => move(i, -1)}
                            >
                              <IconArrowUp size={16} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label={t('templates.moveDown')}>
                            <ActionIcon
                              variant="subtle"
                              aria-label={t('templates.moveDown')}
                              disabled={i === d.criteria.length - 1}
                              onClick={() => move(i, 1)}
                            >
                              <IconArrowDown size={16} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label={t('common:actions.delete')}>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={`${t('common:actions.delete')}: ${c.name || i + 1}`}
                              disabled={inUse || d.criteria.length === 1}
                              onClick={() => set({ criteria: d.criteria.filter((_, j) => j !== i) })}
                              data-testid="criterion-remove"
                            >
                              <IconTrash size={16} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                      </Grid.Col>
                      <Grid.Col span={12}>
                        <TextInput
                          placeholder={t('templates.criterionHint')}
                          aria-label={`${t('fields.description')} ${i + 1}`}
                          value={c.description}
                          onChange={(e) => setCriterion(i, { description: e.currentTarget.value })}
                          maxLength={1000}
                          error={errors[`criteria.${i}.description`]}
                          data-testid="criterion-description"
                        />
                      </Grid.Col>
                    </Grid>
                  </Paper>
                ))}
              </Stack>
              {!inUse && d.criteria.length < CRITERIA_MAX && (
                <Group>
                  <Button
                    variant="default"
                    leftSection={<IconPlus size={16} aria-hidden />}
                    onClick={() => set({ criteria: [...d.criteria, blank(Math.max(0, WEIGHT_TOTAL - total) || '')] })}
                    data-testid="criterion-add"
                  >
                    {t('templates.addCriterion')}
                  </Button>
                </Group>
              )}
              <FormActions
                justify="flex-end"
                cancelTo={list}
                cancelTestId="template-cancel"
                submitLabel={t('common:actions.save')}
                submitTestId="template-save"
                pending={locked}
                locked={locked}
              />
            </Stack>
          </form>
        </Paper>
      )}
    </Stack>
  );
}
