import { ImageUpload, type Uploader } from '../../../components/ui/image-upload';
import { useT } from '../../../lib/i18n';
import type { UploadResult } from '../../../lib/upload';

export interface CertificateFieldProps {
  value: UploadResult | null;
  onChange: (value: UploadResult | null) => void;
  error: string | undefined;
  upload?: Uploader;
}

/** The payment certificate (a screenshot or photo of the transfer): uploaded at once, retried on failure. */
export function CertificateField({ value, onChange, error, upload }: CertificateFieldProps) {
  const t = useT();
  return (
    <ImageUpload
      label={t('wallet.certificate')}
      hint={t('wallet.certificateHint')}
      name="certificate"
      value={value}
      onChange={onChange}
      error={error}
      upload={upload}
      labels={{
        choose: t('upload.choose'),
        change: t('upload.change'),
        retry: t('upload.retry'),
        remove: t('upload.remove'),
        uploading: (percent) => t('upload.uploading', { percent }),
        done: t('upload.done'),
        failed: t('upload.failed'),
        wrongType: t('upload.wrongType'),
        tooLarge: t('upload.tooLarge'),
        preview: t('wallet.certificatePreview'),
      }}
    />
  );
}
