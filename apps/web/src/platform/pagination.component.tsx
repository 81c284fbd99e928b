import { Pagination as MantinePagination, type PaginationProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's pagination with every control named in the user's language (first, previous, next, last, page N): a
 * screen reader says where each button goes, and axe finds no unnamed button.
 */
export function Pagination(props: PaginationProps) {
  const { t } = useTranslation('common');
  return (
    <MantinePagination
      getControlProps={(control) => ({ 'aria-label': t(`table.pagination.${control}`) })}
      getItemProps={(page) => ({ 'aria-label': t('table.pagination.page', { page }) })}
      {...props}
    />
  );
}
