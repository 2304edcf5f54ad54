import { lazy, Suspense } from 'react';
import { Skeleton } from '../../../../components/ui/skeleton';
import type { RichTextEditorProps } from './rich-text-editor';

/** The editor and its library load only when an editing page shows one (decision 0026). */
const RichTextEditor = lazy(() => import('./rich-text-editor'));

export function RichTextField(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton className="h-56 w-full" />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
