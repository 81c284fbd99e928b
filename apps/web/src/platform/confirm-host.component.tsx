import { useEffect, useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { listenForConfirm, type TConfirmOptions } from './confirm.dialog.tsx';

/** Shows the questions of openConfirm, one at a time. Mounted once, beside the app. */
export function ConfirmHost() {
  const { t } = useTranslation('common');
  const [asked, setAsked] = useState<TConfirmOptions | null>(null);
  const [opened, setOpened] = useState(false);
  useEffect(
    () =>
      listenForConfirm((options) => {
        setAsked(options);
        setOpened(true);
      }),
    [],
  );
  const close = () => setOpened(false);
  return (
    <Modal opened={opened} onClose={close} title={asked?.title} onExitTransitionEnd={() => setAsked(null)}>
      <Text size="sm">{asked?.text}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={close} data-testid={asked?.cancelTestId}>
          {t('actions.cancel')}
        </Button>
        <Button
          color={asked?.color}
          data-testid={asked?.testId}
          onClick={() => {
            close();
            asked?.onConfirm();
          }}
        >
          {asked?.confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
