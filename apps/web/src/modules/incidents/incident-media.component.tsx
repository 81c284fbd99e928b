import { ActionIcon, Anchor, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TIncidentFile } from '@staffdesk/core/incidents-api';
import { incidentFileUrl } from './incidents.api.ts';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 1024 * 1024 ? 2 : 1)} MB`;

/**
 * An incident's files shown as they are: pictures as thumbnails opening the full one, sounds and videos as the
 * browser's players (played by byte ranges), PDFs as links. With `onRemove`, each can be taken off (while open).
 */
export function IncidentMedia({
  incidentId,
  files,
  onRemove,
}: {
  incidentId: string;
  files: TIncidentFile[];
  onRemove?: (f: TIncidentFile) => void;
}) {
  const { t } = useTranslation('incidents');
  const remove = (f: TIncidentFile) =>
    onRemove && (
      <ActionIcon
        variant="subtle"
        color="red"
        onClick={() => onRemove(f)}
        aria-label={t('removeFile', { name: f.name })}
        data-testid="incident-file-remove"
      >
        <IconTrash size={16} />
      </ActionIcon>
    );
  const images = files.filter((f) => f.kind === 'image');
  const others = files.filter((f) => f.kind !== 'image');
  return (
    <Stack gap="md">
      {images.length > 0 && (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
          {images.map((f) => (
            <Stack key={f.id} gap={4} data-testid="incident-image">
              <Anchor href={incidentFileUrl(incidentId, f.id)} target="_blank" aria-label={f.name}>
                <Image src={incidentFileUrl(incidentId, f.id, true)} alt={f.name} radius="sm" h={120} fit="cover" />
              </Anchor>
              <Group justify="space-between" gap={4} wrap="nowrap">
                <Text size="xs" c="dimmed" truncate>
                  {f.createdByName}
                </Text>
                {remove(f)}
              </Group>
            </Stack>
          ))}
        </SimpleGrid>
      )}
      {others.map((f) => (
        <Stack key={f.id} gap={4} data-testid={`incident-${f.kind}`}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" truncate>
              {f.name}{' '}
              <Text span size="xs" c="dimmed">
                · {mb(f.size)} · {f.createdByName}
              </Text>
            </Text>
            {remove(f)}
          </Group>
          {f.type.startsWith('video/') ? (
            // biome-ignore lint/a11y/useMediaCaption: a guard's recording has no captions to give
            <video
              controls
              preload="metadata"
              src={incidentFileUrl(incidentId, f.id)}
              style={{ width: '100%', maxHeight: 420, borderRadius: 6, background: '#000' }}
              data-testid="incident-video-player"
            />
          ) : f.type.startsWith('audio/') ? (
            // biome-ignore lint/a11y/useMediaCaption: a recorded statement has no captions to give
            <audio controls preload="none" src={incidentFileUrl(incidentId, f.id)} style={{ width: '100%' }} />
          ) : (
            <Anchor href={incidentFileUrl(incidentId, f.id)} target="_blank" size="sm">
              <Group gap={4}>
                <IconFileTypePdf size={16} aria-hidden />
                {t('openPdf')}
              </Group>
            </Anchor>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
