import { Anchor, Button, Container, Group } from '@mantine/core';
import { IconLayoutDashboard, IconLogin2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../shell/brand-mark.component.tsx';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { BoardLanguageSelect, BoardThemeToggle } from './board-prefs.component.tsx';
import { CareerBoard } from './career-board.component.tsx';
import type { TPublicBoardData } from './public-board.prepare.ts';
import classes from './careers-board.module.css';

/**
 * `/:account/career/:orgCode` (spec 2.1 Job Frontend Url), no login: the organization's public job board.
 * `/:account/career/:orgCode/job/:id` opens the same board with that post's dialog.
 */
export function PublicBoardPage({ account, orgCode, dashboardPath, tenantName }: TPublicBoardData) {
  const { t } = useTranslation('careers');
  usePageTitle(tenantName ? t('pageTitle', { name: tenantName }) : t('availableJobs'));

  return (
    <div className={classes.page}>
      <CareerBoard
        src={{ account, orgCode, company: false }}
        topBar={() => (
          <nav className={classes.topBar} aria-label={t('common:appName')}>
            <Container size="lg" py="xs">
              <Group justify="space-between" gap="sm" wrap="nowrap">
                <BrandMark />
                <Group gap="xs" wrap="nowrap">
                  <BoardLanguageSelect />
                  <BoardThemeToggle />
                  {dashboardPath ? (
                    <Button
                      component="a"
                      href={dashboardPath}
                      variant="light"
                      leftSection={<IconLayoutDashboard size={16} aria-hidden />}
                      data-testid="back-to-dashboard"
                    >
                      {t('backToDashboard')}
                    </Button>
                  ) : (
                    <Anchor
                      href={`/${encodeURIComponent(account)}/login`}
                      fw={600}
                      size="sm"
                      data-testid="career-login"
                    >
                      <Group gap={4} component="span" wrap="nowrap">
                        <IconLogin2 size={16} aria-hidden />
                        {t('login')}
                      </Group>
                    </Anchor>
                  )}
                </Group>
              </Group>
            </Container>
          </nav>
        )}
      />
    </div>
  );
}
