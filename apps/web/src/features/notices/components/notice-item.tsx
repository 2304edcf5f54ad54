import { useId, useState } from 'react';
import { formatDate } from '../../../lib/format';
import { useLanguage, useT } from '../../../lib/i18n';
import { useReadNotice } from '../api/read-notice';
import { noticeStatusLabel, noticeStatusTone, noticeTypeLabel } from '../labels';
import type { Notice } from '../types';

/** One notice: its title opens it (and marks it read); unread ones stand out with a dot. */
export function NoticeItem({ notice }: { notice: Notice }) {
  const t = useT();
  const lang = useLanguage();
  const [open, setOpen] = useState(false);
  const read = useReadNotice();
  const panel = useId();
  const toggle = () => {
    setOpen((o) => !o);
    if (!open && !notice.isread && !read.isPending) read.mutate(notice.id);
  };
  return (
    <li className={notice.isread ? 'bg-white' : 'bg-accent-soft/40'}>
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panel}
          onClick={toggle}
          className="flex w-full items-start gap-3 px-4 py-3 text-start hover:bg-stone-50"
        >
          <span
            aria-hidden="true"
            className={`mt-2 size-2 shrink-0 rounded-full ${notice.isread ? 'bg-transparent' : 'bg-accent'}`}
          />
          <span className="flex min-w-0 flex-1 flex-col gap-1">
            <span
              className={`text-sm ${notice.isread ? 'font-medium text-stone-800' : 'font-bold text-stone-900'}`}
            >
              {notice.isread ? null : <span className="sr-only">{t('notices.unread')}: </span>}
              {notice.title}
            </span>
            <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-stone-600">
              <span>{noticeTypeLabel(notice.type, t)}</span>
              <span
                className={`rounded-full px-2 py-0.5 font-semibold ring-1 ${noticeStatusTone(notice.status)}`}
              >
                {noticeStatusLabel(notice.status, t)}
              </span>
              <time dateTime={notice.created_at}>{formatDate(notice.created_at, lang)}</time>
            </span>
          </span>
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            className={`mt-1 size-4 shrink-0 text-stone-500 transition-transform ${open ? 'rotate-180' : ''}`}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="m6 9 6 6 6-6" />
          </svg>
        </button>
      </h3>
      <div
        id={panel}
        hidden={!open}
        className="px-4 pb-4 ps-9 text-sm whitespace-pre-line text-stone-700"
      >
        {notice.content}
      </div>
    </li>
  );
}
