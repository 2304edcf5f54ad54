import { Link } from 'react-router';
import { ChevronIcon, MegaphoneIcon } from '../../../components/ui/icons';
import { useT } from '../../../lib/i18n';
import { useAnnouncements } from '../api/get-announcements';

/** The newest announcement in one line; the rest on the index page. Nothing when there is none. */
export function AnnouncementBar() {
  const t = useT();
  const { data } = useAnnouncements(1);
  const latest = data?.[0];
  return (
    <div className="h-11">
      {latest ? (
        <Link
          to="/pages/index/index"
          className="flex h-11 items-center gap-2 rounded-xl border border-stone-200 bg-white px-3 text-sm text-stone-800 hover:border-accent"
        >
          <MegaphoneIcon className="size-5 shrink-0 text-accent" />
          <span className="sr-only">{t('announcements.latest')}: </span>
          <span className="min-w-0 flex-1 truncate">{latest.title}</span>
          <ChevronIcon className="size-4 shrink-0 text-stone-500 rtl:rotate-180" />
        </Link>
      ) : null}
    </div>
  );
}
