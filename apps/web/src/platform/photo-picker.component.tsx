import { Button, FileButton, Group } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_BYTES } from '@staffdesk/core/constants';
import { errorText } from '../shell/error-text.ts';
import { notifyError, notifySuccess } from '../shell/toast.ts';
import { isApiError } from './api-client.ts';
import { prepareImage } from './prepare-image.ts';

const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

type TPhotoPickerProps = {
  hasPhoto: boolean;
  upload: (file: File) => Promise<unknown>;
  remove: () => Promise<unknown>;
  /** after a change: refresh what shows the photo */
  onChanged: () => Promise<unknown>;
  /** `<prefix>-upload`, `<prefix>-remove` */
  testId: string;
  /** what the picture is, when not a photo (an organization's logo): i18n keys of its buttons and messages */
  texts?: Partial<Record<'upload' | 'change' | 'remove' | 'saved' | 'removed', string>>;
  /** how a picked file is made ready (see prepareImage): a person's photo (default) or a logo */
  kind?: 'photo' | 'logo';
};

const PHOTO_TEXTS = {
  upload: 'account:photo.upload',
  change: 'account:photo.change',
  remove: 'account:photo.remove',
  saved: 'account:photo.saved',
  removed: 'account:photo.removed',
};

/**
 * Upload (PNG, JPG or WEBP, checked again by content on the server) or remove a photo; saved as soon as it is
 * picked. A photo from a phone's camera (over 1 MB, or large) or a WebP is made a JPEG first (prepareImage), so it
 * is accepted and prints on ID cards. The account page, an employee's profile and the organization logo use it.
 */
export function PhotoPicker({ hasPhoto, upload, remove, onChanged, testId, texts, kind = 'photo' }: TPhotoPickerProps) {
  const { t } = useTranslation(['account', 'errors']);
  const k = { ...PHOTO_TEXTS, ...texts };
  const photo = useMutation({
    mutationFn: (file: File | null) => (file ? upload(file) : remove()),
    onSuccess: async (_r, file) => {
      await onChanged();
      notifySuccess(t(file ? k.saved : k.removed));
    },
    // a wrong type or, for a logo, a size outside 64–2048 pixels: the server's reason in the user's language
    onError: (e) => notifyError(isApiError(e) && e.code === 'imageType' ? t('account:photo.type') : errorText(t, e)),
  });
  const pick = async (picked: File | null) => {
    if (!picked) return;
    // the server checks the content; this spares a round trip for the obvious cases
    if (!PHOTO_TYPES.includes(picked.type)) return notifyError(t('account:photo.type'));
    const file = await prepareImage(picked, kind);
    if (!file) return notifyError(t('account:photo.type'));
    if (file.size > UPLOAD_MAX_BYTES) return notifyError(t('errors:fileTooLarge'));
    photo.mutate(file);
  };
  return (
    <Group gap="xs" justify="center">
      <FileButton onChange={(f) => void pick(f)} accept={PHOTO_TYPES.join(',')}>
        {(props) => (
          <Button
            {...props}
            size="xs"
            variant="default"
            leftSection={<IconPhotoUp size={14} aria-hidden />}
            loading={photo.isPending}
            data-testid={`${testId}-upload`}
          >
            {t(hasPhoto ? k.change : k.upload)}
          </Button>
        )}
      </FileButton>
      {hasPhoto && (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} aria-hidden />}
          disabled={photo.isPending}
          onClick={() => photo.mutate(null)}
          data-testid={`${testId}-remove`}
        >
          {t(k.remove)}
        </Button>
      )}
    </Group>
  );
}
