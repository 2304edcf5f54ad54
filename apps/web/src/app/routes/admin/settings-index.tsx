import { SettingsPage } from '../../../features/back-office/settings/components/settings-page';

/** /admin/settings: the website settings. */
export function Component() {
  return <SettingsPage />;
}
