import type { ReactNode } from 'react';
import { Anchor, Breadcrumbs, Group, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type TCrumb = { label: string; to?: string };

type TPageHeaderProps = {
  /** the trail above the title; the last crumb is the current page */
  crumbs: readonly TCrumb[];
  title: string;
  /** buttons on the right of the title (Add …) */
  actions?: ReactNode;
  testId?: string;
};

/** Breadcrumb, page title and page actions: the top of every list and form page. */
export function PageHeader({ crumbs, title, actions, testId = 'page-header' }: TPageHeaderProps) {
  const { t } = useTranslation('common');
  return (
    <div data-testid={testId}>
      <nav aria-label={t('breadcrumb')}>
        <Breadcrumbs
          separator={<IconChevronRight size={14} aria-hidden />}
          separatorMargin={6}
          mb={4}
          style={{ flexWrap: 'wrap', rowGap: 2 }}
          data-testid="breadcrumb"
        >
          {crumbs.map((c, i) =>
            c.to && i < crumbs.length - 1 ? (
              <Anchor
                // biome-ignore lint/suspicious/noArrayIndexKey: a trail's position is its identity (labels may repeat)
                key={`${i}-${c.label}`}
                component={Link}
                to={c.to}
                size="sm"
              >
                {c.label}
              </Anchor>
            ) : (
              <Text
                // biome-ignore lint/suspicious/noArrayIndexKey: a trail's position is its identity (labels may repeat)
                key={`${i}-${c.label}`}
                size="sm"
                c="dimmed"
                aria-current={i === crumbs.length - 1 ? 'page' : undefined}
              >
                {c.label}
              </Text>
            ),
          )}
        </Breadcrumbs>
      </nav>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2" style={{ minWidth: 0, overflowWrap: 'anywhere' }} data-testid="page-title">
          {title}
        </Title>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
    </div>
  );
}
