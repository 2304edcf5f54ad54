import type { TFunction } from '../../lib/i18n';
import type { ImageUploadLabels } from './image-upload';

/** The words of an image upload field in the user's language; `preview` is the alt text of the image. */
export function imageUploadLabels(t: TFunction, preview: string): ImageUploadLabels {
  return {
    choose: t('upload.choose'),
    change: t('upload.change'),
    retry: t('upload.retry'),
    remove: t('upload.remove'),
    uploading: (percent) => t('upload.uploading', { percent }),
    done: t('upload.done'),
    failed: t('upload.failed'),
    wrongType: t('upload.wrongType'),
    tooLarge: t('upload.tooLarge'),
    preview,
  };
}
