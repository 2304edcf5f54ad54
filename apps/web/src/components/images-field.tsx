import { ImageUpload } from './ui/image-upload';
import { imageUploadLabels } from './ui/image-upload-labels';
import type { UploadResult } from '../lib/upload';
import { useT } from '../lib/i18n';

/** Up to `max` uploaded images: the ones done, and a field for the next. */
export function ImagesField({
  label,
  value,
  onChange,
  max = 3,
}: {
  label: string;
  value: UploadResult[];
  onChange: (value: UploadResult[]) => void;
  max?: number;
}) {
  const t = useT();
  const labels = imageUploadLabels(t, label);
  return (
    <div className="flex flex-col gap-2">
      {value.map((image, index) => (
        <ImageUpload
          key={image.path}
          label={t('orders.imageN', { n: index + 1 })}
          value={image}
          labels={labels}
          onChange={(next) =>
            onChange(
              next
                ? value.map((v, i) => (i === index ? next : v))
                : value.filter((_, i) => i !== index),
            )
          }
        />
      ))}
      {value.length < max ? (
        <ImageUpload
          key={value.length}
          label={value.length === 0 ? label : t('orders.addImage')}
          value={null}
          labels={labels}
          onChange={(next) => next && onChange([...value, next])}
        />
      ) : null}
    </div>
  );
}
