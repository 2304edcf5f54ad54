import type { Notice } from '@mall/contract/notices';
import { iso } from '../shared/localize';
import type { NoticeRow } from './notice-repository';

export function toNotice(row: NoticeRow): Notice {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    type: row.type,
    status: row.status,
    isread: row.isread,
    created_at: iso(row.createdAt) ?? '',
    read_at: iso(row.readAt),
  };
}
