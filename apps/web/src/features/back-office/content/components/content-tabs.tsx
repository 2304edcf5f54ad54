import { NavLink } from 'react-router';
import { useAdminT, type AdminMessageKey } from '../../i18n/admin-i18n';

const SECTIONS: readonly { path: string; label: AdminMessageKey }[] = [
  { path: '/admin/adverts', label: 'content.tabs.adverts' },
  { path: '/admin/blog', label: 'content.tabs.blog' },
  { path: '/admin/policies', label: 'content.tabs.policies' },
  { path: '/admin/announcements', label: 'content.tabs.announcements' },
  { path: '/admin/document', label: 'content.tabs.document' },
];

/** The content pages, one link each (the side navigation has one "Content" entry). */
export function ContentTabs() {
  const t = useAdminT();
  return (
    <nav
      aria-label={t('content.tabs.label')}
      className="mb-4 overflow-x-auto border-b border-stone-200"
    >
      <ul className="flex gap-1 whitespace-nowrap">
        {SECTIONS.map((section) => (
          <li key={section.path}>
            <NavLink
              to={section.path}
              className={({ isActive }) =>
                `inline-block min-h-11 border-b-2 px-3 py-2.5 text-sm font-medium ${
                  isActive
                    ? 'border-accent text-stone-900'
                    : 'border-transparent text-stone-600 hover:text-stone-900'
                }`
              }
            >
              {t(section.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
