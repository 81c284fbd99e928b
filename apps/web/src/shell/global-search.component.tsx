import { useState } from 'react';
import { ActionIcon, Avatar, Button, Kbd, Text, Tooltip } from '@mantine/core';
import { useDebouncedValue, useMediaQuery, useOs } from '@mantine/hooks';
import { Spotlight, spotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TSession } from '@staffdesk/core/auth';
import { employeeName } from '@staffdesk/core/employees';
import { employeesQuery } from '../modules/employees/employees.api.ts';
import { menuIcon } from './menu-icons.ts';
import { canDo } from './privileges.ts';
import { entryHref, menuFor } from './sidebar.component.tsx';

/** people shown (a page size the list accepts) */
const PEOPLE = 5;
const NO_FILTERS = { organizationId: '', departmentId: '', groupId: '', position: '', status: '' } as const;
const fold = (s: string) => s.toLocaleLowerCase().normalize('NFKC');

/**
 * The top bar's search (Ctrl+K or /): the pages of the user's menu by name, and — for staff who may see employees —
 * people by name, employee ID, email or phone, searched on the server within the viewer's scope.
 */
export function GlobalSearch({ session }: { session: TSession }) {
  const { t } = useTranslation(['shell', 'menu']);
  const navigate = useNavigate();
  const os = useOs();
  // a button with its words and shortcut where there is room, else an icon
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 250);
  const staff = session.loginType === 'hr_admin' || session.loginType === 'sub_admin';
  const canPeople = staff && canDo(session, 'employees', 'view');
  const people = useQuery({
    ...employeesQuery({ page: 1, pageSize: PEOPLE, sort: null, search: debounced }, NO_FILTERS),
    enabled: canPeople && debounced.length >= 2,
  });
  const q = fold(query.trim());
  const pages = menuFor(session)
    .flatMap((s) => s.entries.map((e) => ({ e, section: t(`menu:${s.label}`), label: t(`menu:${e.label}`) })))
    .filter((p) => !q || fold(p.label).includes(q) || fold(p.section).includes(q))
    .slice(0, q ? 8 : 6);
  const found = canPeople && debounced.length >= 2 ? (people.data?.rows ?? []) : [];
  const account = session.account ?? '';

  return (
    <>
      {wide ? (
        <Button
          variant="default"
          onClick={() => spotlight.open()}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={<Kbd size="xs">{os === 'macos' ? '⌘ K' : 'Ctrl K'}</Kbd>}
          data-testid="global-search"
        >
          <Text size="sm" c="dimmed">
            {t('shell:search.button')}
          </Text>
        </Button>
      ) : (
        <Tooltip label={t('shell:search.open')} withinPortal>
          <ActionIcon
            variant="default"
            size={36}
            onClick={() => spotlight.open()}
            aria-label={t('shell:search.open')}
            data-testid="global-search"
          >
            <IconSearch size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      <Spotlight.Root query={query} onQueryChange={setQuery} shortcut={['mod + K', '/']} scrollable maxHeight={480}>
        <Spotlight.Search
          placeholder={t(canPeople ? 'shell:search.placeholderPeople' : 'shell:search.placeholder')}
          leftSection={<IconSearch size={18} aria-hidden />}
          data-testid="global-search-input"
        />
        <Spotlight.ActionsList>
          {found.length > 0 && (
            <Spotlight.ActionsGroup label={t('shell:search.people')}>
              {found.map((p) => (
                <Spotlight.Action
                  key={p.id}
                  label={employeeName(p)}
                  description={[p.employeeCode, p.position, p.departmentName].filter(Boolean).join(' · ')}
                  leftSection={<Avatar src={p.photoUrl} name={employeeName(p)} color="initials" size={32} alt="" />}
                  onClick={() => void navigate(`/${account}/employees/profile/${p.id}`)}
                  data-testid="search-person"
                />
              ))}
            </Spotlight.ActionsGroup>
          )}
          {pages.length > 0 && (
            <Spotlight.ActionsGroup label={t('shell:search.pages')}>
              {pages.map(({ e, section, label }) => {
                const Icon = menuIcon(e.icon);
                return (
                  <Spotlight.Action
                    key={`${section}:${e.key}`}
                    label={label}
                    description={section}
                    leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
                    onClick={() => void navigate(entryHref(session, e.path))}
                    data-testid="search-page"
                  />
                );
              })}
            </Spotlight.ActionsGroup>
          )}
          {found.length === 0 && pages.length === 0 && (
            <Spotlight.Empty>
              {people.isFetching ? t('shell:search.searching') : t('shell:search.nothing')}
            </Spotlight.Empty>
          )}
        </Spotlight.ActionsList>
      </Spotlight.Root>
    </>
  );
}
