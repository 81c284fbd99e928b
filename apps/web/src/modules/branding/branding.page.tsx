import { useState } from 'react';
import {
  Anchor,
  ColorInput,
  Group,
  Image,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  BRAND_IMAGES,
  PUBLIC_PAGES,
  type TBranding,
  type TBrandingInput,
  type TBrandImage,
  WELCOME_MAX,
} from '@staffdesk/core/branding-api';
import { LANGUAGES } from '@staffdesk/core/constants';
import { FormActions, FormProblem } from '../../platform/form-layout.component.tsx';
import { PhotoPicker } from '../../platform/photo-picker.component.tsx';
import { useSettingsForm } from '../../platform/use-settings-form.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { queryKeys } from '../../platform/query-keys.ts';
import {
  BRANDING_KEY,
  brandImageUrl,
  brandingQuery,
  removeBrandImage,
  saveBranding,
  uploadBrandImage,
} from './branding.api.ts';

const inputOf = (b: TBranding): TBrandingInput => ({
  publicPages: b.publicPages,
  signInPage: b.signIn.page,
  color: b.signIn.color ?? '',
  welcome: b.signIn.welcome,
});

/** One image of the sign-in page: what it is now, and its picker (saved as soon as picked). */
function BrandImage({ image, present, account }: { image: TBrandImage; present: boolean; account: string }) {
  const { t } = useTranslation('branding');
  const client = useQueryClient();
  // a changed image has the same address: a new one for the preview
  const [version, setVersion] = useState(0);
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t(`images.${image}`)}
      </Text>
      {present ? (
        <Image
          src={`${brandImageUrl(account, image)}?v=${version}`}
          alt={t(`images.${image}`)}
          h={image === 'logo' ? 64 : 120}
          w={image === 'logo' ? 'auto' : '100%'}
          fit={image === 'logo' ? 'contain' : 'cover'}
          style={{ objectPosition: 'left center' }}
          radius="sm"
          data-testid={`brand-${image}-preview`}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('images.none')}
        </Text>
      )}
      <Group>
        <PhotoPicker
          hasPhoto={present}
          upload={(file) => uploadBrandImage(image, file)}
          remove={() => removeBrandImage(image)}
          onChanged={async () => {
            setVersion((v) => v + 1);
            await client.invalidateQueries({ queryKey: [BRANDING_KEY] });
            await client.invalidateQueries({ queryKey: queryKeys.tenantPublic(account) });
          }}
          testId={`brand-${image}`}
          kind="logo"
          texts={{
            upload: `branding:images.upload`,
            change: `branding:images.change`,
            remove: `branding:images.remove`,
            saved: `branding:images.saved`,
            removed: `branding:images.removed`,
          }}
        />
      </Group>
    </Stack>
  );
}

/**
 * `/settingssignin` (issue 20): the public pages the company offers (spec 2.2's local flags) and its own sign-in page
 * — colour, welcome text in each language, logo, background, and whether it is the default sign-in page.
 */
export function BrandingPage() {
  const { t } = useTranslation(['branding', 'menu', 'common']);
  const session = useShellSession();
  const account = session.account ?? '';
  const title = t('menu:signInPage');
  usePageTitle(title);
  const { query, form, set, submit, save, locked, reset } = useSettingsForm({
    query: brandingQuery,
    inputOf,
    save: saveBranding,
    refresh: [queryKeys.tenantPublic(account)],
    saved: t('saved'),
  });
  return (
    <Stack gap="lg">
      <PageHeader crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]} title={title} />
      {query.isError && <FormProblem text={errorText(t, query.error)} />}
      {query.isPending && <Loader aria-label={t('common:loading')} />}
      {form && query.data && (
        <form onSubmit={submit} noValidate>
          <Stack gap="lg">
            <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section">
              <Title order={2} size="h4">
                {t('publicPages.title')}
              </Title>
              <Text size="sm" c="dimmed" mb="md">
                {t('publicPages.hint')}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {PUBLIC_PAGES.map((p) => (
                  <Switch
                    key={p}
                    label={t(`publicPages.pages.${p}`)}
                    checked={form.publicPages[p]}
                    onChange={(e) => set({ publicPages: { ...form.publicPages, [p]: e.currentTarget.checked } })}
                    data-testid={`public-page-${p}`}
                  />
                ))}
              </SimpleGrid>
            </Paper>
            <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section">
              <Group justify="space-between" align="flex-start" wrap="wrap">
                <div>
                  <Title order={2} size="h4">
                    {t('signIn.title')}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t('signIn.hint', { account })}
                  </Text>
                </div>
                <Anchor
                  href={`/${account}/SignInCustom`}
                  target="_blank"
                  rel="noopener"
                  size="sm"
                  data-testid="open-sign-in"
                >
                  <Group gap={4} wrap="nowrap">
                    {t('signIn.open')}
                    <IconExternalLink size={14} aria-hidden />
                  </Group>
                </Anchor>
              </Group>
              <Stack gap="md" mt="md">
                <div>
                  <Text size="sm" fw={500} mb={4} id="sign-in-default">
                    {t('signIn.default')}
                  </Text>
                  <SegmentedControl
                    aria-labelledby="sign-in-default"
                    value={form.signInPage}
                    onChange={(v) => set({ signInPage: v as TBrandingInput['signInPage'] })}
                    data={[
                      { value: 'standard', label: t('signIn.standard') },
                      { value: 'custom', label: t('signIn.custom') },
                    ]}
                    data-testid="sign-in-page"
                  />
                </div>
                <ColorInput
                  label={t('signIn.color')}
                  value={form.color ?? ''}
                  onChange={(v) => set({ color: v })}
                  placeholder="#1c7ed6"
                  eyeDropperButtonProps={{ 'aria-label': t('common:form.pickColor') }}
                  format="hex"
                  maw={260}
                  data-testid="sign-in-color"
                />
                <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
                  {LANGUAGES.map((l) => (
                    <Textarea
                      key={l}
                      label={t(`signIn.welcome.${l}`)}
                      lang={l}
                      value={form.welcome[l]}
                      onChange={(e) => set({ welcome: { ...form.welcome, [l]: e.currentTarget.value } })}
                      maxLength={WELCOME_MAX}
                      autosize
                      minRows={2}
                      data-testid={`sign-in-welcome-${l}`}
                    />
                  ))}
                </SimpleGrid>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
                  {BRAND_IMAGES.map((image) => (
                    <BrandImage key={image} image={image} account={account} present={query.data.signIn[image]} />
                  ))}
                </SimpleGrid>
              </Stack>
            </Paper>
            <FormProblem text={save.error ? errorText(t, save.error) : null} />
            <FormActions
              onCancel={reset}
              submitLabel={t('common:actions.save')}
              submitTestId="branding-save"
              pending={save.isPending}
              locked={locked}
            />
          </Stack>
        </form>
      )}
    </Stack>
  );
}
