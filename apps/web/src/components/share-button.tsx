import { useT } from '../lib/i18n';
import { appUrl, shareLink } from '../lib/share';
import { showToast } from '../lib/toast';
import { buttonClass } from './ui/button';
import { ShareIcon } from './ui/icons';

/** Shares a page of the app (Web Share API), or copies its link and says so. */
export function ShareButton({
  title,
  path,
  variant = 'button',
}: {
  title: string;
  path: string;
  variant?: 'button' | 'icon';
}) {
  const t = useT();
  const share = async () => {
    const url = appUrl(path);
    const outcome = await shareLink({ title, url });
    if (outcome === 'copied') showToast(t('share.copied'), 'success');
    else if (outcome === 'failed') showToast(t('share.failed', { url }), 'info');
  };
  if (variant === 'icon') {
    return (
      <button
        type="button"
        onClick={() => void share()}
        aria-label={t('share.share')}
        className="grid size-11 shrink-0 place-items-center rounded-full border border-stone-300 bg-white text-stone-800 hover:bg-stone-100"
      >
        <ShareIcon className="size-5" />
      </button>
    );
  }
  return (
    <button type="button" onClick={() => void share()} className={buttonClass('secondary')}>
      <ShareIcon className="size-5" />
      <span>{t('share.share')}</span>
    </button>
  );
}
