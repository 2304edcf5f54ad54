import { Link } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { Section } from '../../components/section';
import {
  ChevronIcon,
  GridIcon,
  HeartIcon,
  SearchIcon,
  StoreIcon,
  ChatIcon,
  MegaphoneIcon,
} from '../../components/ui/icons';
import { AnnouncementList } from '../../features/content/components/announcement-list';
import { useT } from '../../lib/i18n';

const shortcuts = [
  { to: '/pages/category/category', key: 'nav.categories', icon: GridIcon },
  { to: '/pages/category/brands', key: 'nav.brands', icon: StoreIcon },
  { to: '/pages/category/recommend', key: 'nav.recommend', icon: HeartIcon },
  { to: '/pages/search/search', key: 'nav.search', icon: SearchIcon },
  { to: '/pages/blog/blog', key: 'nav.blog', icon: MegaphoneIcon },
  { to: '/pages/server/chat', key: 'routes.chat', icon: ChatIcon },
] as const;

/** /pages/index/index: the store's announcements and a way to every part of it. */
export function Component() {
  const t = useT();
  return (
    <PageFrame>
      <div className="flex flex-col gap-8 md:grid md:grid-cols-[minmax(0,1fr)_20rem] md:items-start">
        <Section id="index-announcements" title={t('announcements.title')}>
          <AnnouncementList />
        </Section>
        <Section id="index-explore" title={t('index.explore')}>
          <ul className="grid grid-cols-2 gap-2 md:grid-cols-1">
            {shortcuts.map(({ to, key, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="flex min-h-14 items-center gap-3 rounded-xl border border-stone-200 bg-white px-3 text-sm font-semibold text-stone-900 hover:border-accent"
                >
                  <Icon className="size-5 shrink-0 text-accent" />
                  <span className="min-w-0 flex-1 break-words">{t(key)}</span>
                  <ChevronIcon className="size-4 shrink-0 text-stone-500 rtl:rotate-180" />
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      </div>
    </PageFrame>
  );
}
