import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../lib/i18n';
import { imageUploadLabels } from './image-upload-labels';

describe('imageUploadLabels', () => {
  it('gives every word of the upload field, with the preview alt text given', () => {
    const labels = imageUploadLabels(translatorFor('en'), 'Preview of the payment certificate');
    expect(labels.choose).toBe('Choose image');
    expect(labels.done).toBe('Uploaded');
    expect(labels.uploading(42)).toBe('Uploading… 42 %');
    expect(labels.preview).toBe('Preview of the payment certificate');
    expect(
      Object.values(labels).every(
        (v) =>
          typeof v === 'function' ||
          (typeof v === 'string' && v !== '' && !v.startsWith('upload.')),
      ),
    ).toBe(true);
  });
});
