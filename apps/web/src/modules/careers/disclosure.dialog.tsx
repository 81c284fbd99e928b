import { Button, Group, Modal, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DIALOG_MAX_WIDTH_PX } from '@staffdesk/core/constants';
import { RichHtml } from '../../platform/rich-html.component.tsx';
import { CareersRetry } from './careers-retry.component.tsx';
import { disclosureQuery, type TBoardSource } from './careers-public.api.ts';

/** Show Disclosure: the organization's rich-text disclosure (spec 2.1). */
export function DisclosureDialog({
  src,
  opened,
  onClose,
}: {
  src: TBoardSource;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('careers');
  const query = useQuery({ ...disclosureQuery(src), enabled: opened });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={DIALOG_MAX_WIDTH_PX}
      title={t('disclosureTitle')}
      data-testid="disclosure-dialog"
      closeButtonProps={{ 'aria-label': t('close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="md">
        {query.isPending ? (
          <Stack gap="xs">
            <Skeleton h={16} />
            <Skeleton h={16} />
            <Skeleton h={16} w="70%" />
          </Stack>
        ) : query.error ? (
          <CareersRetry error={query.error} onRetry={() => void query.refetch()} testId="disclosure-error" />
        ) : (
          <RichHtml html={query.data.description} testId="disclosure-text" />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-testid="dialog-close">
            {t('close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
