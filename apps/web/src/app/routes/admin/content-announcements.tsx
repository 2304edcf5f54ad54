import { AnnouncementsPage } from '../../../features/back-office/content/components/announcements-page';

/** /admin/announcements: the system announcements (permission content). */
export function Component() {
  return <AnnouncementsPage />;
}
