import { lazy, Suspense, useState, type ReactNode } from 'react';
import {
  Anchor,
  Avatar,
  Button,
  Container,
  Group,
  Image,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconBriefcase, IconExternalLink, IconFileCertificate, IconMapPin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../platform/pagination.component.tsx';
import type { TCareerBoard, TJobCard } from '@staffdesk/core/careers';
import { intlLocale } from '../../shell/i18n.ts';
import { useBoardNav } from './board-nav.ts';
import { CareersRetry } from './careers-retry.component.tsx';
import { boardPath, jobPath } from './careers-paths.ts';
import { boardQuery, type TBoardSource } from './careers-public.api.ts';
import { DisclosureDialog } from './disclosure.dialog.tsx';
import { JobCard } from './job-card.component.tsx';
import { JobDetailDialog } from './job-detail.dialog.tsx';
import classes from './careers-board.module.css';

/** The application dialog (and the contract's schema it validates with) loads on the first Apply. */
const ApplyDialog = lazy(() => import('./apply.dialog.tsx').then((m) => ({ default: m.ApplyDialog })));

/** The job type filter and the page live in the address, so a filtered board can be shared and reloaded. */
const JD_PARAM = 'jobType';
const PAGE_PARAM = 'page';

/** `…/job/:id` at the end of the address: the post whose dialog is open. */
function openJobId(pathname: string): string | null {
  const m = /\/job\/([^/]+)\/?$/.exec(pathname);
  return m?.[1] ? decodeURIComponent(m[1]) : null;
}

type TCareerBoardProps = {
  src: TBoardSource;
  /** an employee's own name and email, for the application form (they apply as themselves) */
  applicant?: { name: string; email: string };
  /** the links above the board (Login, Back To Dashboard, language …); the public page draws its own bar */
  topBar?: (org: TCareerBoard['organization'] | undefined) => ReactNode;
  /** employees see the rows only up to Job Description */
  allowApply?: boolean;
};

function OrgLogo({ org }: { org: TCareerBoard['organization'] }) {
  if (org.logoUrl)
    return <Image src={org.logoUrl} alt="" w={64} h={64} className={classes.logo} p={4} data-testid="org-logo" />;
  const initials = org.title
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
  return (
    <Avatar size={64} radius="md" color="initials" name={org.title} variant="filled" data-testid="org-logo">
      {initials}
    </Avatar>
  );
}

/**
 * A job board (spec 2.1): organization header, Available Jobs, the Select Job Type filter, job cards, and the
 * View More, Apply and disclosure dialogs. The public board and the employees' board share it.
 */
export function CareerBoard({ src, topBar, allowApply = true, applicant }: TCareerBoardProps) {
  const { t, i18n } = useTranslation('careers');
  const nav = useBoardNav();
  const params = new URLSearchParams(nav.search);
  const jobType = params.get(JD_PARAM) || null;
  const pageParam = Number(params.get(PAGE_PARAM));
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam : 1;
  const query = useQuery(boardQuery(src, jobType, page));
  const board = query.data;
  const org = board?.organization;
  const [disclosureOpen, setDisclosureOpen] = useState(false);
  const [applyFor, setApplyFor] = useState<{ id: string; title: string } | null>(null);
  // mounted from the first Apply on, so the contact details typed once stay for the next post
  const [applyUsed, setApplyUsed] = useState(false);
  const jobId = openJobId(nav.pathname);
  const base = boardPath(src.account, src.orgCode, src.company);
  const number = new Intl.NumberFormat(intlLocale(i18n.language));

  const openJob = (job: TJobCard) =>
    nav.push(
      { pathname: jobPath(src.account, src.orgCode, job.id, src.company), search: nav.search },
      { fromBoard: true },
    );
  // Back when the dialog was opened from the board (so Back does not reopen it); else to the board itself.
  const closeJob = () => {
    if ((nav.state as { fromBoard?: boolean } | null)?.fromBoard) nav.back();
    else nav.replace({ pathname: base, search: nav.search });
  };
  const startApply = (job: { id: string; title: string }) => {
    if (jobId) closeJob();
    setApplyUsed(true);
    setApplyFor(job);
  };

  const setSearch = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(nav.search);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    const search = next.toString();
    nav.replace({ pathname: nav.pathname, search: search ? `?${search}` : '' }, nav.state);
  };
  // Spec 4: selecting a job description reloads the list (from its first page).
  const setJobType = (value: string) => setSearch({ [JD_PARAM]: value || null, [PAGE_PARAM]: null });
  const setPage = (p: number) => {
    setSearch({ [PAGE_PARAM]: p > 1 ? String(p) : null });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const pages = board ? Math.max(1, Math.ceil(board.availableJobs / board.pageSize)) : 1;

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid="jobs-loading">
        {Array.from({ length: 3 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders while loading, never reordered
          <Stack key={i} gap="sm">
            <Skeleton h={168} radius="md" />
            <Skeleton h={20} w="70%" />
            <Skeleton h={14} />
            <Skeleton h={14} w="85%" />
          </Stack>
        ))}
      </SimpleGrid>
    );
  } else if (board && board.jobs.length === 0) {
    body = (
      <Stack align="center" gap="xs" py={48} ta="center" data-testid="jobs-empty">
        <IconBriefcase size={40} stroke={1.4} aria-hidden style={{ opacity: 0.5 }} />
        <Text fw={600}>{t('noJobs')}</Text>
        <Text size="sm" c="dimmed" maw={380}>
          {jobType ? t('noJobsForType') : t('noJobsYet')}
        </Text>
      </Stack>
    );
  } else if (board) {
    body = (
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid="job-list" aria-busy={query.isFetching}>
          {board.jobs.map((job) => (
            <JobCard key={job.id} job={job} onView={openJob} onApply={allowApply ? startApply : undefined} />
          ))}
        </SimpleGrid>
        {pages > 1 && (
          <Group justify="center">
            <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} data-testid="jobs-pagination" />
          </Group>
        )}
      </Stack>
    );
  }

  // nothing to show but the failure: only the retry, without an empty header and disabled filters
  if (query.error && !board) {
    return (
      <div data-testid="career-board" data-org={src.orgCode}>
        {topBar?.(undefined)}
        <Container size="lg" py="xl">
          <CareersRetry error={query.error} onRetry={() => void query.refetch()} />
        </Container>
      </div>
    );
  }

  return (
    <div data-testid="career-board" data-org={src.orgCode}>
      {topBar?.(org)}
      <header className={classes.hero}>
        <Container size="lg" py={{ base: 'lg', sm: 32 }}>
          {org ? (
            <Group align="center" gap="md" wrap="nowrap">
              <OrgLogo org={org} />
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Title order={1} size="h2" className={classes.orgTitle} data-testid="org-title">
                  {org.title}
                </Title>
                <Text c="dimmed" size="sm">
                  {t(src.company ? 'companySubtitle' : 'subtitle')}
                </Text>
                {org.address && (
                  <Group gap={4} c="dimmed" wrap="nowrap">
                    <IconMapPin size={14} aria-hidden style={{ flex: 'none' }} />
                    <Text size="xs" truncate>
                      {org.address}
                    </Text>
                  </Group>
                )}
              </Stack>
            </Group>
          ) : query.isPending ? (
            <Group gap="md">
              <Skeleton h={64} w={64} radius="md" />
              <Stack gap={6}>
                <Skeleton h={26} w={240} />
                <Skeleton h={14} w={160} />
              </Stack>
            </Group>
          ) : null}
        </Container>
      </header>

      <Container component="main" size="lg" py="lg">
        <Stack gap="lg">
          <Group justify="space-between" align="flex-end" gap="md">
            <Group align="flex-end" gap="lg">
              <div>
                <Text component="h2" size="sm" fw={500} m={0} id="available-jobs-label">
                  {t('availableJobs')}
                </Text>
                <Text
                  fz={32}
                  fw={700}
                  className={classes.count}
                  aria-labelledby="available-jobs-label"
                  data-testid="available-jobs-count"
                >
                  {board ? number.format(board.availableJobs) : '–'}
                </Text>
              </div>
              <NativeSelect
                label={t('selectJobType')}
                value={jobType ?? ''}
                onChange={(e) => setJobType(e.currentTarget.value)}
                data={[
                  { value: '', label: t('allJobTypes') },
                  ...(board?.jobDescriptions ?? []).map((d) => ({ value: d.id, label: d.title })),
                ]}
                disabled={!board}
                w={{ base: '100%', xs: 260 }}
                data-testid="job-type-select"
              />
            </Group>
            <Group gap="sm">
              {org?.hasDisclosure && (
                <Button
                  variant="light"
                  leftSection={<IconFileCertificate size={16} aria-hidden />}
                  onClick={() => setDisclosureOpen(true)}
                  data-testid="show-disclosure"
                >
                  {t('showDisclosure')}
                </Button>
              )}
              {org?.joblinksUrl && (
                <Anchor
                  href={org.joblinksUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  fw={500}
                  data-testid="joblinks-link"
                >
                  <Group gap={4} component="span" wrap="nowrap">
                    {t('seeOnJoblinks')}
                    <IconExternalLink size={14} aria-hidden />
                  </Group>
                </Anchor>
              )}
            </Group>
          </Group>
          {query.error && board && <CareersRetry error={query.error} onRetry={() => void query.refetch()} />}
          {body}
        </Stack>
      </Container>

      <JobDetailDialog src={src} jobId={jobId} onClose={closeJob} onApply={allowApply ? startApply : undefined} />
      {org?.hasDisclosure && (
        <DisclosureDialog src={src} opened={disclosureOpen} onClose={() => setDisclosureOpen(false)} />
      )}
      {allowApply && applyUsed && (
        <Suspense fallback={null}>
          <ApplyDialog
            src={src}
            job={applyFor}
            hasDisclosure={Boolean(org?.hasDisclosure)}
            onClose={() => setApplyFor(null)}
            applicant={applicant}
          />
        </Suspense>
      )}
    </div>
  );
}
