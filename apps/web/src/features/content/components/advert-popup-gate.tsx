import { lazy, Suspense, useState } from 'react';
import { useWebsiteConfig } from '../api/get-website-config';

/** The popup's own chunk: it loads only when there is a popup to show. */
const AdvertPopup = lazy(() => import('./advert-popup'));

const SEEN_KEY = 'advertPopupSeen';

export interface PopupConfig {
  image: string;
  link: string;
  every_hours: number;
}

function popupOf(value: unknown): PopupConfig | null {
  if (typeof value !== 'object' || value === null) return null;
  const { image, link, every_hours: hours } = value as Record<string, unknown>;
  if (typeof image !== 'string' || image === '') return null;
  return {
    image,
    link: typeof link === 'string' ? link : '',
    every_hours: typeof hours === 'number' && hours > 0 ? hours : 24,
  };
}

/** Whether this popup (by its image) was shown less than `every_hours` ago. */
function seenRecently(popup: PopupConfig): boolean {
  try {
    const seen = JSON.parse(localStorage.getItem(SEEN_KEY) ?? 'null') as {
      image?: string;
      at?: number;
    } | null;
    return (
      seen?.image === popup.image && Date.now() - (seen.at ?? 0) < popup.every_hours * 3_600_000
    );
  } catch {
    return false;
  }
}

/**
 * The home's advert popup (website_config `advert_popup`, set in the back office): shown once
 * every `every_hours` hours per browser, and again at once when the popup changes.
 */
export function AdvertPopupGate() {
  const { data } = useWebsiteConfig();
  const popup = popupOf(data?.advert_popup);
  // Decided once per popup while the home is shown: marking it seen does not hide it at once.
  const [shown, setShown] = useState<string | null>(null);
  const [closed, setClosed] = useState(false);
  if (!popup || closed) return null;
  if (shown !== popup.image) {
    if (seenRecently(popup)) return null;
    setShown(popup.image);
  }
  return (
    <Suspense fallback={null}>
      <AdvertPopup popup={popup} onShown={() => markSeen(popup)} onClose={() => setClosed(true)} />
    </Suspense>
  );
}

function markSeen(popup: PopupConfig): void {
  try {
    localStorage.setItem(SEEN_KEY, JSON.stringify({ image: popup.image, at: Date.now() }));
  } catch {
    // Private mode: it shows again next time.
  }
}
