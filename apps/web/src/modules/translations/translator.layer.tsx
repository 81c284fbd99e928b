import { useEffect, useState } from 'react';
import { Affix, Button, Code, Group, Modal, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconLanguage, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TSession } from '@staffdesk/core/auth';
import { type TTranslationRow, ZTranslationPage } from '@staffdesk/core/translations-api';
import { apiGet } from '../../platform/api-client.ts';
import { errorText } from '../../shell/error-text.ts';
import { currentLanguage, i18n } from '../../shell/i18n.ts';
import { notifyError, notifyInfo } from '../../shell/toast.ts';
import { setTranslating } from '../../shell/translator.store.ts';
import { TextEditDialog } from './text-edit.dialog.tsx';
import { keysOfText, type TTextKey } from './text-keys.ts';
import type { TTextScope } from './translations.api.ts';

/** Clicks on these belong to the translator itself (or a dialog) and go through. */
const OWN = '[data-translator],[role="dialog"],.mantine-Modal-root,.mantine-Notification-root';
const OUTLINE = '2px dashed var(--mantine-color-orange-6)';

/** The nearest element from the click up that shows text of its own. */
function textOf(target: Element | null): string {
  for (let el = target; el && el !== document.body; el = el.parentElement) {
    const text = (el as HTMLElement).innerText?.trim() ?? '';
    if (text) return text.length <= 1000 ? text : '';
  }
  return '';
}

async function rowOf(scope: TTextScope, k: TTextKey): Promise<TTranslationRow | undefined> {
  const page = ZTranslationPage.parse(
    await apiGet<unknown>(scope === 'platform' ? '/platform/translations' : '/translations', {
      query: { namespace: k.namespace, search: k.key, pageSize: 50 },
    }),
  );
  return page.rows.find((r) => r.key === k.key);
}

/**
 * Translator mode's layer (issue 20): while on, a click on any text is caught before the page sees it, the texts it
 * comes from are found in the catalogues in use, and the one chosen opens in the editor in the user's language.
 */
export function TranslatorLayer({ session }: { session: TSession }) {
  const { t } = useTranslation(['translations', 'errors']);
  const scope: TTextScope = session.loginType === 'super_admin' ? 'platform' : 'tenant';
  const [choices, setChoices] = useState<TTextKey[]>([]);
  const [editing, setEditing] = useState<TTranslationRow | null>(null);
  const lang = currentLanguage();

  const open = async (k: TTextKey) => {
    setChoices([]);
    try {
      const row = await rowOf(scope, k);
      if (row) setEditing(row);
    } catch (e) {
      notifyError(errorText(t, e));
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: one listener for the mode's life (open reads only setters and the scope)
  useEffect(() => {
    let hovered: HTMLElement | null = null;
    const unmark = () => {
      if (hovered) hovered.style.outline = '';
      hovered = null;
    };
    const over = (e: MouseEvent) => {
      const el = e.target as HTMLElement;
      if (el === hovered) return;
      unmark();
      if (el.closest(OWN) || !textOf(el)) return;
      hovered = el;
      el.style.outline = OUTLINE;
    };
    const click = (e: MouseEvent) => {
      const el = e.target as Element;
      if (el.closest(OWN)) return;
      e.preventDefault();
      e.stopPropagation();
      const found = keysOfText(textOf(el), i18n.store.data[currentLanguage()] ?? {});
      if (found.length === 0) notifyInfo(t('translatorNone'));
      else if (found.length === 1) void open(found[0]!);
      else setChoices(found.slice(0, 20));
    };
    document.addEventListener('mouseover', over, true);
    document.addEventListener('click', click, true);
    return () => {
      unmark();
      document.removeEventListener('mouseover', over, true);
      document.removeEventListener('click', click, true);
    };
  }, []);

  return (
    <>
      <Affix position={{ bottom: 16, left: 16 }} zIndex={300}>
        <Paper shadow="md" p="xs" px="sm" withBorder data-translator data-testid="translator-bar">
          <Group gap="sm" wrap="nowrap">
            <IconLanguage size={18} aria-hidden color="var(--mantine-color-orange-6)" />
            <Text size="sm">{t('translatorOn')}</Text>
            <Button
              size="compact-sm"
              variant="light"
              color="orange"
              leftSection={<IconX size={14} aria-hidden />}
              onClick={() => setTranslating(false)}
              data-testid="translator-off"
            >
              {t('translatorOff')}
            </Button>
          </Group>
        </Paper>
      </Affix>
      <Modal opened={choices.length > 0} onClose={() => setChoices([])} title={t('translatorPick')} centered>
        <Stack gap={4} data-translator>
          {choices.map((k) => (
            <UnstyledButton
              key={`${k.namespace}:${k.key}`}
              onClick={() => void open(k)}
              p={6}
              data-testid="translator-choice"
            >
              <Code>
                {k.namespace}:{k.key}
              </Code>
            </UnstyledButton>
          ))}
        </Stack>
      </Modal>
      {editing && <TextEditDialog scope={scope} lang={lang} row={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
