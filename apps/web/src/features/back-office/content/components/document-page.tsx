import { useRef, useState } from 'react';
import { DOCUMENT_MAX_BYTES, DOCUMENT_URL } from '@mall/contract/content-admin';
import { LANGUAGE_TAGS } from '@mall/contract/locales';
import { QueryError } from '../../../../components/query-error';
import { Button } from '../../../../components/ui/button';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useLanguage } from '../../../../lib/i18n';
import { showToast } from '../../../../lib/toast';
import { AdminPageHeader } from '../../components/admin-page-header';
import { NoPermission } from '../../components/no-permission';
import { isForbidden } from '../../errors';
import { useAdminT } from '../../i18n/admin-i18n';
import { useDocumentInfo } from '../api/get-document-info';
import { invalidateContent } from '../api/invalidate-content';
import { uploadDocument } from '../api/upload-document';
import { ContentTabs } from './content-tabs';
import { formatWhen } from './date-time';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

type Upload =
  { phase: 'idle' } | { phase: 'sending'; progress: number } | { phase: 'failed'; message: string };

/** /admin/document: the Word document buyers download, its size and date; replace it. */
export function DocumentPage() {
  const t = useAdminT();
  const locale = LANGUAGE_TAGS[useLanguage()];
  const query = useDocumentInfo();
  const [upload, setUpload] = useState<Upload>({ phase: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  if (query.isError && isForbidden(query.error)) return <NoPermission />;

  const send = (file: File | undefined) => {
    if (!file) return;
    if (!file.name.toLowerCase().endsWith('.docx')) {
      setUpload({ phase: 'failed', message: t('content.document.wrongType') });
      return;
    }
    if (file.size > DOCUMENT_MAX_BYTES) {
      setUpload({ phase: 'failed', message: t('content.document.tooLarge') });
      return;
    }
    setUpload({ phase: 'sending', progress: 0 });
    uploadDocument(file, (progress) => setUpload({ phase: 'sending', progress })).then(
      () => {
        setUpload({ phase: 'idle' });
        showToast(t('content.document.replaced'), 'success');
        void invalidateContent();
      },
      (error: unknown) =>
        setUpload({
          phase: 'failed',
          message:
            error instanceof Error && error.message ? error.message : t('content.document.failed'),
        }),
    );
    if (input.current) input.current.value = '';
  };

  const info = query.data;
  const percent = upload.phase === 'sending' ? Math.round(upload.progress * 100) : 0;
  return (
    <>
      <AdminPageHeader
        title={t('content.document.title')}
        description={t('content.document.intro')}
      />
      <ContentTabs />
      <section className="flex max-w-2xl flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4">
        {query.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : query.isError ? (
          <QueryError
            title={t('content.loadFailed')}
            body={query.error.message}
            onRetry={() => void query.refetch()}
          />
        ) : info?.size === null || !info ? (
          <p className="text-sm text-stone-700">{t('content.document.none')}</p>
        ) : (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-stone-600">{t('content.document.size')}</dt>
            <dd className="text-stone-900">
              {t('content.document.kilobytes', { size: Math.ceil(info.size / 1024) })}
            </dd>
            <dt className="text-stone-600">{t('content.document.updatedAt')}</dt>
            <dd className="text-stone-900">{formatWhen(info.updated_at, locale)}</dd>
            <dt className="text-stone-600">{t('content.document.link')}</dt>
            <dd>
              <a href={info.url} download className="font-medium text-accent-strong underline">
                {DOCUMENT_URL}
              </a>
            </dd>
          </dl>
        )}
        <div className="flex flex-col gap-2">
          <label htmlFor="document-file" className="text-sm font-medium text-stone-800">
            {t('content.document.choose')}
          </label>
          <input
            ref={input}
            id="document-file"
            type="file"
            accept={`.docx,${DOCX}`}
            disabled={upload.phase === 'sending'}
            aria-describedby="document-status"
            onChange={(event) => send(event.target.files?.[0])}
            className="text-sm"
          />
          <div id="document-status" aria-live="polite" className="text-sm">
            {upload.phase === 'sending' ? (
              <div className="flex flex-col gap-1">
                <span>{t('content.document.uploading', { percent })}</span>
                <progress
                  max={100}
                  value={percent}
                  aria-label={t('content.document.uploading', { percent })}
                  className="h-2 w-full"
                />
              </div>
            ) : upload.phase === 'failed' ? (
              <p role="alert" className="text-red-700">
                {upload.message}
              </p>
            ) : (
              <span className="text-stone-600">{t('content.document.hint')}</span>
            )}
          </div>
          {upload.phase === 'failed' ? (
            <div>
              <Button variant="secondary" onClick={() => input.current?.click()}>
                {t('content.document.tryAgain')}
              </Button>
            </div>
          ) : null}
        </div>
      </section>
    </>
  );
}
