import { useEffect, useMemo, useState } from 'react';
import { NavLink, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { TSession } from '@staffdesk/core/auth';
import { sectionForPath, visibleMenu, type TMenuSection } from '@staffdesk/core/menu';
import { menuIcon } from './menu-icons.ts';

/** Tenant entries are relative to `/{account}`; platform entries (no account) are absolute. */
export const entryHref = (session: TSession, path: string) => (session.account ? `/${session.account}${path}` : path);

export function menuFor(session: TSession): TMenuSection[] {
  return visibleMenu({
    loginType: session.loginType,
    privileges: session.privileges,
    features: session.features,
    adminFlags: session.adminFlags,
  });
}

function initialOpen(sections: TMenuSection[], pathname: string): Set<string> {
  const key = sectionForPath(pathname, sections) ?? sections[0]?.key;
  return new Set(key ? [key] : []);
}

/** The sidebar, drawn from the one MENU declaration of packages/core; nothing here names an entry. */
export function Sidebar({ session, onNavigate }: { session: TSession; onNavigate?: () => void }) {
  const { t } = useTranslation('menu');
  const { pathname } = useLocation();
  const sections = useMemo(() => menuFor(session), [session]);
  const [opened, setOpened] = useState(() => initialOpen(sections, pathname));

  // Spec 2.3: a section opens by itself when the path contains one of its keywords.
  // Only the user's own sections count: a tenant path may contain a word of the console's keywords.
  useEffect(() => {
    const key = sectionForPath(pathname, sections);
    if (key) setOpened((prev) => (prev.has(key) ? prev : new Set(prev).add(key)));
  }, [pathname, sections]);

  const toggle = (key: string, open: boolean) =>
    setOpened((prev) => {
      const next = new Set(prev);
      if (open) next.add(key);
      else next.delete(key);
      return next;
    });

  return (
    <ScrollArea type="scroll" style={{ flex: 1 }} p="sm">
      {sections.map((section) => {
        const SectionIcon = menuIcon(section.icon);
        return (
          <NavLink
            key={section.key}
            label={t(section.label)}
            leftSection={<SectionIcon size={18} stroke={1.6} aria-hidden />}
            opened={opened.has(section.key)}
            onChange={(open) => toggle(section.key, open)}
            childrenOffset={18}
            data-testid={`sidebar-section-${section.key}`}
            fw={600}
          >
            {section.entries.map((entry) => {
              const href = entryHref(session, entry.path);
              const EntryIcon = menuIcon(entry.icon);
              const active = pathname === href || pathname.startsWith(`${href}/`);
              return (
                <NavLink
                  key={entry.key}
                  component={Link}
                  to={href}
                  // the router leaves a link with a target to the browser (spec 2.3: the careers list's new tab)
                  {...(entry.newTab ? { target: '_blank', rel: 'noopener' } : {})}
                  label={t(entry.label)}
                  leftSection={<EntryIcon size={18} stroke={1.6} aria-hidden />}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                  data-testid={`menu-${entry.key}`}
                  fw={500}
                />
              );
            })}
          </NavLink>
        );
      })}
    </ScrollArea>
  );
}
