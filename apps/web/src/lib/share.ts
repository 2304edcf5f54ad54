import { copyText } from './clipboard';

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/**
 * Shares a link through the Web Share API where the device has it; otherwise (or when sharing
 * fails for another reason than the user closing the sheet) copies it to the clipboard.
 */
export async function shareLink(data: { title: string; url: string }): Promise<ShareOutcome> {
  const nav = navigator as Navigator & {
    share?: Navigator['share'];
    canShare?: Navigator['canShare'];
  };
  if (
    typeof nav.share === 'function' &&
    (typeof nav.canShare !== 'function' || nav.canShare(data))
  ) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  return (await copyText(data.url)) ? 'copied' : 'failed';
}

/** The shareable address of an app path: this page's origin, the hash route. */
export function appUrl(path: string): string {
  return `${window.location.origin}${window.location.pathname}#${path}`;
}
