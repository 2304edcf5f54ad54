import { ImageUpload, type Uploader } from '../../../components/ui/image-upload';
import { imageUploadLabels } from '../../../components/ui/image-upload-labels';
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
      document
      value={value}
      onChange={onChange}
      error={error}
      upload={upload}
      labels={imageUploadLabels(t, t('wallet.certificatePreview'))}
    />
  );
}
