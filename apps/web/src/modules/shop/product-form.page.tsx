import {
  Alert,
  Button,
  CloseButton,
  FileButton,
  Grid,
  Group,
  Image,
  Input,
  Paper,
  Radio,
  Select,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle, IconPhotoUp } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { UPLOAD_MAX_BYTES } from '@staffdesk/core/constants';
import { PRODUCT_IMAGES_MAX, PUBLICATIONS, type TProduct, type TPublication } from '@staffdesk/core/shop-api';
import { isApiError } from '../../platform/api-client.ts';
import { prepareImage } from '../../platform/prepare-image.ts';
import { resourceListQuery, resourceOptionsQuery } from '../../platform/resources/resource.api.ts';
import { RichTextInput } from '../../platform/rich-text-editor.component.tsx';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { fieldErrors } from '../account/field-errors.ts';
import { productQuery, SHOP_KEY, SHOP_PATHS, saveProduct } from './shop.api.ts';

type TDraft = {
  organizationId: string;
  sku: string;
  name: string;
  brand: string;
  categoryId: string;
  subcategoryId: string;
  description: string;
  price: string;
  discountedPrice: string;
  pointsPrice: string;
  stock: string;
  featured: boolean;
  publication: TPublication;
};
const EMPTY: TDraft = {
  organizationId: '',
  sku: '',
  name: '',
  brand: '',
  categoryId: '',
  subcategoryId: '',
  description: '',
  price: '',
  discountedPrice: '',
  pointsPrice: '',
  stock: '0',
  featured: false,
  publication: 'draft',
};
const draftOf = (p: TProduct): TDraft => ({
  organizationId: p.organizationId,
  sku: p.sku,
  name: p.name,
  brand: p.brand ?? '',
  categoryId: p.categoryId,
  subcategoryId: p.subcategoryId ?? '',
  description: p.description ?? '',
  price: p.price,
  discountedPrice: p.discountedPrice ?? '',
  pointsPrice: p.pointsPrice === null ? '' : String(p.pointsPrice),
  stock: String(p.stock),
  featured: p.featured,
  publication: p.publication,
});

/** `/shopsproduct/add` (and `?id=` to edit): a product's form with its pictures. */
export function ProductFormPage() {
  const [sp] = useSearchParams();
  const id = sp.get('id');
  const { t } = useTranslation(['shop', 'menu']);
  const title = id ? t('products.edit') : t('products.add');
  usePageTitle(title);
  const session = useShellSession();
  const existing = useQuery({ ...productQuery(id ?? ''), enabled: !!id });
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        crumbs={[{ label: t('menu:shopProducts'), to: `/${session.account}/${SHOP_PATHS.products}` }, { label: title }]}
        title={title}
      />
      {existing.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
          {errorText(t, existing.error)}
        </Alert>
      )}
      {id && !existing.data ? (
        !existing.isError && <Skeleton h={520} />
      ) : (
        <ProductForm id={id} product={existing.data ?? null} />
      )}
    </Stack>
  );
}

function ProductForm({ id, product }: { id: string | null; product: TProduct | null }) {
  const { t } = useTranslation(['shop', 'common', 'account', 'errors']);
  const session = useShellSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [d, setD] = useState<TDraft>(product ? draftOf(product) : EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [locked, lock, unlock] = useSubmitLock();
  const [files, setFiles] = useState<File[]>([]);
  const [removed, setRemoved] = useState<string[]>([]);
  const organizations = useQuery(resourceOptionsQuery('organization'));
  const categories = useQuery(resourceOptionsQuery('shopCategory'));
  const subs = useQuery(
    resourceListQuery('shopSubcategory', { page: 1, pageSize: 50, search: '', sort: { field: 'name', dir: 'asc' } }),
  );
  const subOptions = (subs.data?.rows ?? [])
    .filter((s) => s.categoryId === d.categoryId)
    .map((s) => ({ value: String(s.id), label: String(s.name) }));
  // one organization: no choice to make
  useEffect(() => {
    const list = organizations.data ?? [];
    if (!d.organizationId && list.length === 1) setD((x) => ({ ...x, organizationId: list[0]!.id }));
  }, [organizations.data, d.organizationId]);

  const set = (patch: Partial<TDraft>) => {
    setD((x) => ({ ...x, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
  };
  const kept = (product?.images ?? []).filter((i) => !removed.includes(i.id));
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(
    () => () => {
      for (const u of previews) URL.revokeObjectURL(u);
    },
    [previews],
  );
  const room = PRODUCT_IMAGES_MAX - kept.length - files.length;

  const pick = async (picked: File[]) => {
    setProblem(null);
    const ready: File[] = [];
    for (const f of picked.slice(0, room)) {
      const r = ['image/png', 'image/jpeg', 'image/webp'].includes(f.type) ? await prepareImage(f, 'photo') : null;
      if (!r) return setErrors((e) => ({ ...e, images: t('account:photo.type') }));
      if (r.size > UPLOAD_MAX_BYTES) return setErrors((e) => ({ ...e, images: t('errors:fileTooLarge') }));
      ready.push(r);
    }
    setFiles((x) => [...x, ...ready]);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const missing: Record<string, string> = {};
    for (const k of ['organizationId', 'sku', 'name', 'categoryId', 'price', 'stock'] as const)
      if (!d[k].trim()) missing[k] = t('common:validation.required');
    setErrors(missing);
    if (Object.keys(missing).length) return;
    lock();
    try {
      const saved = await saveProduct(
        id,
        {
          ...d,
          featured: String(d.featured),
          subcategoryId: d.subcategoryId,
        },
        files,
        removed,
      );
      notifySuccess(t('products.saved'));
      await client.invalidateQueries({ queryKey: [SHOP_KEY] });
      navigate(`/${session.account}/${SHOP_PATHS.productInfo}?id=${saved.id}`);
    } catch (err) {
      unlock();
      if (
        isApiError(err) &&
        err.fields &&
        (err.code === 'validation' || err.code === 'duplicate' || err.code === 'fileType')
      ) {
        const shown = fieldErrors(t, err.fields);
        if (err.fields.discountedPrice === 'discountAbovePrice') shown.discountedPrice = t('errors:validation');
        setErrors(shown);
      } else setProblem(errorText(t, err));
    }
  };

  const text = (k: keyof TDraft, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      label={label}
      value={String(d[k])}
      onChange={(e) => set({ [k]: e.currentTarget.value } as Partial<TDraft>)}
      error={errors[k]}
      data-testid={`product-${k}`}
      {...extra}
    />
  );
  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {problem && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="product-problem">
              {problem}
            </Alert>
          )}
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label={t('products.organization')}
                data={(organizations.data ?? []).map((o) => ({ value: o.id, label: o.label }))}
                value={d.organizationId || null}
                onChange={(v) => set({ organizationId: v ?? '' })}
                withAsterisk
                searchable
                error={errors.organizationId}
                data-testid="product-organization"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              {text('sku', t('products.sku'), { withAsterisk: true, maxLength: 40 })}
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              {text('name', t('products.name'), { withAsterisk: true, maxLength: 150 })}
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>{text('brand', t('products.brand'), { maxLength: 100 })}</Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label={t('products.category')}
                data={(categories.data ?? []).map((o) => ({ value: o.id, label: o.label }))}
                value={d.categoryId || null}
                onChange={(v) => set({ categoryId: v ?? '', subcategoryId: '' })}
                withAsterisk
                searchable
                error={errors.categoryId}
                data-testid="product-category"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label={t('products.subcategory')}
                data={subOptions}
                value={d.subcategoryId || null}
                onChange={(v) => set({ subcategoryId: v ?? '' })}
                clearable
                disabled={subOptions.length === 0}
                error={errors.subcategoryId}
                data-testid="product-subcategory"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 3 }}>
              {text('price', t('products.price'), { withAsterisk: true, inputMode: 'decimal' })}
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 3 }}>
              {text('discountedPrice', t('products.discountedPrice'), { inputMode: 'decimal' })}
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 3 }}>
              {text('pointsPrice', t('products.pointsPrice'), { inputMode: 'numeric' })}
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 3 }}>
              {text('stock', t('products.stock'), { withAsterisk: true, inputMode: 'numeric' })}
            </Grid.Col>
          </Grid>
          <Text size="xs" c="dimmed" mt={-8}>
            {t('products.pointsPriceHint')}
          </Text>
          <Input.Wrapper
            label={t('products.images')}
            description={t('products.imagesHint', { max: PRODUCT_IMAGES_MAX })}
            error={errors.images}
          >
            <Group gap="sm" mt={8}>
              {kept.map((i) => (
                <ImageTile
                  key={i.id}
                  src={i.thumbUrl}
                  label={t('products.removeImage')}
                  onRemove={() => setRemoved((x) => [...x, i.id])}
                />
              ))}
              {previews.map((u, n) => (
                <ImageTile
                  key={u}
                  src={u}
                  label={t('products.removeImage')}
                  onRemove={() => setFiles((x) => x.filter((_, k) => k !== n))}
                />
              ))}
              {room > 0 && (
                <FileButton onChange={(f) => void pick(f)} accept="image/png,image/jpeg,image/webp" multiple>
                  {(props) => (
                    <Button
                      {...props}
                      variant="default"
                      h={96}
                      w={96}
                      p={0}
                      aria-label={t('products.images')}
                      data-testid="product-image-pick"
                    >
                      <IconPhotoUp size={28} aria-hidden />
                    </Button>
                  )}
                </FileButton>
              )}
            </Group>
          </Input.Wrapper>
          <RichTextInput
            label={t('products.description')}
            value={d.description}
            onChange={(html) => set({ description: html })}
            error={errors.description}
            testId="product-description"
            minHeight={160}
          />
          <Switch
            label={t('products.featured')}
            checked={d.featured}
            onChange={(e) => set({ featured: e.currentTarget.checked })}
            data-testid="product-featured"
          />
          <Radio.Group
            label={t('products.publication')}
            value={d.publication}
            onChange={(v) => set({ publication: v as TPublication })}
            data-testid="product-publication"
          >
            <Group gap="lg" mt={6}>
              {PUBLICATIONS.map((p) => (
                <Radio key={p} value={p} label={t(`publications.${p}`)} />
              ))}
            </Group>
          </Radio.Group>
          <Group justify="flex-end">
            <Button type="submit" loading={locked} data-testid="product-save">
              {t('common:actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function ImageTile({ src, label, onRemove }: { src: string; label: string; onRemove: () => void }) {
  return (
    <div style={{ position: 'relative' }}>
      <Image src={src} alt="" w={96} h={96} radius="sm" fit="cover" />
      <CloseButton
        aria-label={label}
        size="sm"
        variant="filled"
        onClick={onRemove}
        style={{ position: 'absolute', top: 4, right: 4 }}
      />
    </div>
  );
}
