import {
  Alert,
  Button,
  Grid,
  Image,
  Input,
  FileButton,
  Group,
  Paper,
  Radio,
  Select,
  Skeleton,
  Stack,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle, IconPhotoUp } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblem } from '../../platform/form-layout.component.tsx';
import { useNavigate, useParams } from 'react-router';
import { UPLOAD_MAX_BYTES } from '@staffdesk/core/constants';
import { BANNER_LINKS, type TBanner } from '@staffdesk/core/shop-api';
import { isApiError } from '../../platform/api-client.ts';
import { DayInput } from '../../platform/day-input.component.tsx';
import { prepareImage } from '../../platform/prepare-image.ts';
import { RemoteSelect } from '../../platform/remote-select.component.tsx';
import { resourceOptionsQuery } from '../../platform/resources/resource.api.ts';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { fieldErrors } from '../account/field-errors.ts';
import { bannerQuery, productSearch, SHOP_KEY, SHOP_PATHS, saveBanner } from './shop.api.ts';

type TDraft = {
  title: string;
  organizationId: string;
  linkType: 'product' | 'category';
  productId: string;
  categoryId: string;
  sortOrder: string;
  validFrom: string;
  validTo: string;
};

/** `/shopsbanner/add/{id}/{id1}`: a banner's form — `id` the banner (`new` for a new one), `id1` the product it opens. */
export function BannerFormPage() {
  const { id, id1 } = useParams();
  const bannerId = id && id !== 'new' ? id : null;
  const { t } = useTranslation(['shop', 'menu']);
  const title = bannerId ? t('banners.edit') : t('banners.add');
  usePageTitle(title);
  const session = useShellSession();
  const existing = useQuery({ ...bannerQuery(bannerId ?? ''), enabled: !!bannerId });
  return (
    <Stack gap="lg" maw={860}>
      <PageHeader
        crumbs={[{ label: t('menu:shopBanners'), to: `/${session.account}/${SHOP_PATHS.banners}` }, { label: title }]}
        title={title}
      />
      {existing.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
          {errorText(t, existing.error)}
        </Alert>
      )}
      {bannerId && !existing.data ? (
        !existing.isError && <Skeleton h={420} />
      ) : (
        <BannerForm id={bannerId} banner={existing.data ?? null} product={id1 && id1 !== '-' ? id1 : ''} />
      )}
    </Stack>
  );
}

function BannerForm({ id, banner, product }: { id: string | null; banner: TBanner | null; product: string }) {
  const { t } = useTranslation(['shop', 'common', 'account', 'errors']);
  const session = useShellSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [d, setD] = useState<TDraft>({
    title: banner?.title ?? '',
    organizationId: banner?.organizationId ?? '',
    linkType: banner?.linkType ?? 'product',
    productId: banner?.productId ?? product,
    categoryId: banner?.categoryId ?? '',
    sortOrder: String(banner?.sortOrder ?? 0),
    validFrom: banner?.validFrom ?? '',
    validTo: banner?.validTo ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [locked, lock, unlock] = useSubmitLock();
  const organizations = useQuery(resourceOptionsQuery('organization'));
  const categories = useQuery(resourceOptionsQuery('shopCategory'));
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const set = (patch: Partial<TDraft>) => {
    setD((x) => ({ ...x, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
  };
  const pick = async (f: File | null) => {
    if (!f) return;
    const ready = ['image/png', 'image/jpeg', 'image/webp'].includes(f.type) ? await prepareImage(f, 'photo') : null;
    if (!ready) return setErrors((e) => ({ ...e, image: t('account:photo.type') }));
    if (ready.size > UPLOAD_MAX_BYTES) return setErrors((e) => ({ ...e, image: t('errors:fileTooLarge') }));
    setFile(ready);
    setErrors((e) => ({ ...e, image: '' }));
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const missing: Record<string, string> = {};
    if (!d.title.trim()) missing.title = t('common:validation.required');
    const link = d.linkType === 'product' ? 'productId' : 'categoryId';
    if (!d[link]) missing[link] = t('common:validation.required');
    if (!id && !file) missing.image = t('common:validation.required');
    setErrors(missing);
    if (Object.keys(missing).length) return;
    lock();
    try {
      await saveBanner(id, d, file);
      notifySuccess(t('banners.saved'));
      await client.invalidateQueries({ queryKey: [SHOP_KEY] });
      navigate(`/${session.account}/${SHOP_PATHS.banners}`);
    } catch (err) {
      unlock();
      if (isApiError(err) && err.fields && (err.code === 'validation' || err.code === 'fileType'))
        setErrors(fieldErrors(t, err.fields));
      else setProblem(errorText(t, err));
    }
  };
  const shown = preview ?? banner?.imageUrl ?? null;
  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormProblem text={problem} />
          <TextInput
            label={t('banners.bannerTitle')}
            value={d.title}
            onChange={(e) => set({ title: e.currentTarget.value })}
            maxLength={150}
            withAsterisk
            error={errors.title}
            data-testid="banner-title"
          />
          <Input.Wrapper
            label={t('banners.image')}
            description={t('banners.imageHint')}
            error={errors.image}
            withAsterisk={!id}
          >
            <Stack gap="xs" mt={6}>
              {shown && <Image src={shown} alt="" radius="sm" fit="cover" mah={200} style={{ aspectRatio: '3 / 1' }} />}
              <Group>
                <FileButton onChange={(f) => void pick(f)} accept="image/png,image/jpeg,image/webp">
                  {(props) => (
                    <Button
                      {...props}
                      size="xs"
                      variant="default"
                      leftSection={<IconPhotoUp size={14} aria-hidden />}
                      data-testid="banner-image-pick"
                    >
                      {t('banners.image')}
                    </Button>
                  )}
                </FileButton>
              </Group>
            </Stack>
          </Input.Wrapper>
          <Select
            label={t('banners.organization')}
            placeholder={t('banners.allOrganizations')}
            data={(organizations.data ?? []).map((o) => ({ value: o.id, label: o.label }))}
            value={d.organizationId || null}
            onChange={(v) => set({ organizationId: v ?? '' })}
            clearable
            error={errors.organizationId}
          />
          <Radio.Group
            label={t('banners.linkType')}
            value={d.linkType}
            onChange={(v) => set({ linkType: v as TDraft['linkType'] })}
          >
            <Group gap="lg" mt={6}>
              {BANNER_LINKS.map((l) => (
                <Radio key={l} value={l} label={t(`banners.links.${l}`)} />
              ))}
            </Group>
          </Radio.Group>
          {d.linkType === 'product' ? (
            <RemoteSelect
              label={t('banners.product')}
              query={productSearch()}
              value={d.productId}
              onChange={(v) => set({ productId: v })}
              currentLabel={banner?.productName ?? null}
              withAsterisk
              error={errors.productId}
              data-testid="banner-product"
            />
          ) : (
            <Select
              label={t('banners.category')}
              data={(categories.data ?? []).map((o) => ({ value: o.id, label: o.label }))}
              value={d.categoryId || null}
              onChange={(v) => set({ categoryId: v ?? '' })}
              withAsterisk
              error={errors.categoryId}
            />
          )}
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput
                label={t('banners.sortOrder')}
                value={d.sortOrder}
                onChange={(e) => set({ sortOrder: e.currentTarget.value })}
                inputMode="numeric"
                error={errors.sortOrder}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <DayInput
                label={t('banners.validFrom')}
                value={d.validFrom}
                onChange={(v) => set({ validFrom: v })}
                clearable
                error={errors.validFrom}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <DayInput
                label={t('banners.validTo')}
                value={d.validTo}
                onChange={(v) => set({ validTo: v })}
                clearable
                error={errors.validTo}
              />
            </Grid.Col>
          </Grid>
          <Group justify="flex-end">
            <Button type="submit" loading={locked} data-testid="banner-save">
              {t('common:actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
