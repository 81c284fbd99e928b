import { Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPublicCategory } from '@staffdesk/core/platform-settings-api';
import { categoryName, subcategoriesOf, topCategories } from './category-names.ts';

export type TCategoryPick = { categoryId: string | null; subcategoryId: string | null };

/**
 * The business category and sub category pickers (spec 6): the sub category lists the chosen category's own, and
 * changing the category clears it. Nothing shows when the platform has no categories.
 */
export function CategoryFields({
  categories,
  value,
  onChange,
  disabled,
  errors,
  testIdPrefix,
}: {
  categories: readonly TPublicCategory[];
  value: TCategoryPick;
  onChange: (v: TCategoryPick) => void;
  disabled?: boolean;
  errors?: Partial<Record<keyof TCategoryPick, string | null>>;
  testIdPrefix: string;
}) {
  const { t, i18n } = useTranslation(['platformSettings', 'common']);
  if (categories.length === 0) return null;
  const subs = subcategoriesOf(categories, value.categoryId);
  const options = (list: readonly TPublicCategory[]) =>
    list.map((c) => ({ value: c.id, label: categoryName(c, i18n.language) }));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Select
        label={t('platformSettings:categories.category')}
        data={options(topCategories(categories))}
        value={value.categoryId}
        onChange={(v) => onChange({ categoryId: v, subcategoryId: null })}
        clearable
        searchable
        placeholder={t('common:form.choose')}
        nothingFoundMessage={t('common:form.nothingFound')}
        disabled={disabled}
        error={errors?.categoryId}
        data-testid={`${testIdPrefix}-category`}
      />
      <Select
        label={t('platformSettings:categories.subcategory')}
        data={options(subs)}
        value={value.subcategoryId}
        onChange={(v) => onChange({ ...value, subcategoryId: v })}
        clearable
        searchable
        placeholder={t('common:form.choose')}
        nothingFoundMessage={t('common:form.nothingFound')}
        disabled={disabled || subs.length === 0}
        error={errors?.subcategoryId}
        data-testid={`${testIdPrefix}-subcategory`}
      />
    </SimpleGrid>
  );
}
