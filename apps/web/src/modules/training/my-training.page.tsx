import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TMyCourse } from '@staffdesk/core/training-api';
import { QueryStates } from '../../platform/query-states.component.tsx';
import { formatDay } from '../../shell/date-format.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { CourseProgress } from './training-parts.component.tsx';
import { myCoursesQuery, TRAINING_PATHS } from './training.api.ts';

function CourseCard({ course }: { course: TMyCourse }) {
  const { t } = useTranslation('training');
  const session = useShellSession();
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component={Link}
      to={`/${session.account}/${TRAINING_PATHS.reader}/${course.assignmentId}`}
      data-testid="my-course"
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} size="sm">
            {course.title}
          </Text>
          {course.completedAt ? (
            <Badge color="teal" variant="light" miw="max-content">
              {t('completed')}
            </Badge>
          ) : (
            course.overdue && (
              <Badge color="red" variant="light" miw="max-content">
                {t('overdue')}
              </Badge>
            )
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {course.type} · {t('dueOn', { day: formatDay(course.dueOn) })}
        </Text>
        <CourseProgress value={course.progress} w="100%" />
        <Text size="xs" c="dimmed">
          {t('chaptersDone', { done: course.done, total: course.total })}
        </Text>
      </Stack>
    </Card>
  );
}

/** `/training/my`: the courses given to the employee, open ones first, with how far they have come. */
export function MyTrainingPage() {
  const { t } = useTranslation(['training', 'menu']);
  const session = useShellSession();
  const title = t('menu:myTraining');
  usePageTitle(title);
  const query = useQuery(myCoursesQuery);
  return (
    <Stack gap="lg">
      <PageHeader crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]} title={title} />
      <QueryStates query={query} empty={t('my.empty')} testId="my-training" />
      {query.data && query.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {query.data.map((c) => (
            <CourseCard key={c.assignmentId} course={c} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
