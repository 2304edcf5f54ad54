import { useState } from 'react';
import { ImageUpload, type Uploader } from '../../../components/ui/image-upload';
import { imageUploadLabels } from '../../../components/ui/image-upload-labels';
import { useT } from '../../../lib/i18n';
import { mediaUrl } from '../../../lib/media';
import type { UploadResult } from '../../../lib/upload';
import { useUpdateUser } from '../api/update-user';
import { SettingsSection } from './settings-section';

/** The profile photo: uploaded with a progress bar, then saved at once; retried on failure. */
export function AvatarForm({ avatar, upload }: { avatar: string; upload?: Uploader }) {
  const t = useT();
  const mutation = useUpdateUser();
  const [value, setValue] = useState<UploadResult | null>(
    avatar ? { path: avatar, url: mediaUrl(avatar) } : null,
  );
  const [status, setStatus] = useState<'idle' | 'saved' | 'failed'>('idle');
  const [error, setError] = useState<string | undefined>();

  function change(next: UploadResult | null) {
    setValue(next);
    setStatus('idle');
    setError(undefined);
    if (!next) return;
    mutation.mutate(
      { photo: next.path },
      {
        onSuccess: () => setStatus('saved'),
        onError: (reason) => {
          setStatus('failed');
          setError(reason instanceof Error ? reason.message : t('upload.failed'));
        },
      },
    );
  }

  return (
    <SettingsSection title={t('profile.photoTitle')} description={t('profile.photoBody')}>
      {() => (
        <div className="flex flex-col gap-2">
          <ImageUpload
            round
            removable={false}
            label={t('profile.photo')}
            name="photo"
            value={value}
            onChange={change}
            error={error}
            upload={upload}
            labels={{
              ...imageUploadLabels(t, t('profile.photoPreview')),
              done: mutation.isPending
                ? t('profile.saving')
                : status === 'saved'
                  ? t('profile.photoSaved')
                  : t('upload.done'),
            }}
          />
          {status === 'failed' && value ? (
            <button
              type="button"
              onClick={() => change(value)}
              className="self-start text-sm font-semibold text-accent underline"
            >
              {t('profile.retrySave')}
            </button>
          ) : null}
        </div>
      )}
    </SettingsSection>
  );
}
