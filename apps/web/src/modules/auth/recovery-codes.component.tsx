import { Alert, Button, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCopy, IconDownload, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Recovery codes, shown once after they are made: copy or download them, then confirm. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const text = codes.join('\n');
  const download = () => {
    const url = URL.createObjectURL(new Blob([`Staffdesk recovery codes\n\n${text}\n`], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'staffdesk-recovery-codes.txt';
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack gap="md" data-testid="recovery-codes">
      <Alert color="teal" icon={<IconShieldCheck size={18} />} title={t('twoFactor.codesTitle')}>
        {t('twoFactor.codesText')}
      </Alert>
      <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
        {codes.map((c) => (
          <Text key={c} ff="monospace" size="md" ta="center" data-testid="recovery-code">
            {c}
          </Text>
        ))}
      </SimpleGrid>
      <Group grow>
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="light" leftSection={<IconCopy size={16} />} onClick={copy} data-testid="recovery-copy">
              {copied ? t('twoFactor.copied') : t('twoFactor.copy')}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} />}
          onClick={download}
          data-testid="recovery-download"
        >
          {t('twoFactor.download')}
        </Button>
      </Group>
      <Button onClick={onDone} data-testid="recovery-done">
        {t('twoFactor.done')}
      </Button>
    </Stack>
  );
}
