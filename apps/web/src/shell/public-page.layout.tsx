import type { ReactNode } from 'react';
import { Anchor, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from './brand-mark.component.tsx';
import { LanguageSelect } from './language-select.component.tsx';
import classes from './public-page.module.css';

type TPublicPageProps = {
  children: ReactNode;
  maxWidth?: number;
  /** where the brand leads; null on the login page itself, where the brand is no link */
  homeTo?: string | null;
  /** a tenant's own sign-in page (issue 20): its logo in place of the brand, its background */
  brand?: { mark: ReactNode; background: string | null };
};

/** The frame of the pages before login (login, sign-up, forgot and set password): brand, language, one card. */
export function PublicPage({ children, maxWidth = 440, homeTo = '/login', brand }: TPublicPageProps) {
  const { t } = useTranslation('common');
  return (
    <div className={classes.page} style={brand?.background ? { background: brand.background } : undefined}>
      <header className={classes.top}>
        {brand ? (
          brand.mark
        ) : homeTo === null ? (
          <BrandMark />
        ) : (
          <Anchor component={Link} to={homeTo} underline="never" aria-label={t('appName')}>
            <BrandMark />
          </Anchor>
        )}
        <LanguageSelect />
      </header>
      <main className={classes.main}>
        <Paper className={classes.card} style={{ maxWidth }} withBorder shadow="md" p={{ base: 'lg', sm: 'xl' }}>
          {children}
        </Paper>
      </main>
    </div>
  );
}
