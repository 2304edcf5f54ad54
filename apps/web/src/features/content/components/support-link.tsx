import { buttonClass } from '../../../components/ui/button';
import { ChatIcon } from '../../../components/ui/icons';
import { shortcutClass } from '../../../components/ui/shortcut';
import { SmartLink } from '../../../components/ui/smart-link';
import { useT } from '../../../lib/i18n';
import { useWebsiteConfig } from '../api/get-website-config';

const CHAT_PATH = '/pages/server/chat';

/** Customer service: the configured service URL, else the chat page. */
export function SupportLink({
  compact,
  className = '',
}: {
  compact?: boolean;
  className?: string;
}) {
  const t = useT();
  const config = useWebsiteConfig();
  const href = config.data?.service_url || CHAT_PATH;
  return (
    <SmartLink
      href={href}
      className={compact ? shortcutClass : buttonClass('secondary', className)}
    >
      <ChatIcon className="size-5" />
      <span>{compact ? t('support.short') : t('support.contact')}</span>
    </SmartLink>
  );
}
