import type { TPublicCategory } from '@staffdesk/core/platform-settings-api';
import type { TLanguage } from '@staffdesk/core/constants';

/** A category's name in the reader's language (English when that one is empty). */
export const categoryName = (c: Pick<TPublicCategory, 'name'>, language: string) =>
  c.name[language as TLanguage] || c.name.en;

/** The top-level categories, and the sub categories of one. */
export const topCategories = <T extends TPublicCategory>(all: readonly T[]) => all.filter((c) => !c.parentId);
export const subcategoriesOf = <T extends TPublicCategory>(all: readonly T[], parentId: string | null | undefined) =>
  parentId ? all.filter((c) => c.parentId === parentId) : [];

/** "Category › Sub category" of a tenant or request, or null when it has none (or it is gone). */
export function categoryPath(
  all: readonly TPublicCategory[],
  ids: { categoryId: string | null; subcategoryId: string | null },
  language: string,
): string | null {
  const byId = (id: string | null) => (id ? all.find((c) => c.id === id) : undefined);
  const category = byId(ids.categoryId);
  if (!category) return null;
  const sub = byId(ids.subcategoryId);
  return sub
    ? `${categoryName(category, language)} › ${categoryName(sub, language)}`
    : categoryName(category, language);
}

/** Every category followed by its sub categories, as one list of options (sub categories indented by their path). */
export function categoryOptions(all: readonly TPublicCategory[], language: string) {
  return topCategories(all).flatMap((c) => [
    { value: c.id, label: categoryName(c, language) },
    ...subcategoriesOf(all, c.id).map((s) => ({
      value: s.id,
      label: `${categoryName(c, language)} › ${categoryName(s, language)}`,
    })),
  ]);
}
