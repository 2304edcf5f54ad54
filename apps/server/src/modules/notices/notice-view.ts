import type { Lang } from '@mall/contract/locales';
import { isNoticeTemplate, noticeText } from '@mall/contract/notice-texts';
import type { Notice } from '@mall/contract/notices';
import { iso } from '../shared/localize';
import type { NoticeRow } from './notice-repository';

/** A notice in the reader's language (its stored English text when it has no template). */
export function toNotice(row: NoticeRow, lang: Lang): Notice {
  const text = isNoticeTemplate(row.template)
    ? noticeText(row.template, row.params, lang)
    : { title: row.title, content: row.content };
  return {
    id: row.id,
    title: text.title,
    content: text.content,
    type: row.type,
    status: row.status,
    isread: row.isread,
    created_at: iso(row.createdAt) ?? '',
    read_at: iso(row.readAt),
  };
}
