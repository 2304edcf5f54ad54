import { useEffect, useRef } from 'react';
import { SmartLink } from '../../../components/ui/smart-link';
import { useT } from '../../../lib/i18n';
import { mediaUrl } from '../../../lib/media';
import type { PopupConfig } from './advert-popup-gate';

/** The popup advert in a modal dialog: its picture (a link when it has one) and a close button. */
export default function AdvertPopup({
  popup,
  onShown,
  onClose,
}: {
  popup: PopupConfig;
  onShown: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    onShown();
  }, [onShown]);
  const image = (
    <img
      src={mediaUrl(popup.image)}
      alt={t('home.advertPopup')}
      className="max-h-[80vh] w-auto max-w-[90vw] rounded-xl object-contain"
    />
  );
  return (
    <dialog
      ref={ref}
      aria-label={t('home.advertPopup')}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto overflow-visible bg-transparent p-0 backdrop:bg-black/60"
    >
      <div className="relative">
        <button
          type="button"
          onClick={onClose}
          aria-label={t('home.closeAdvertPopup')}
          className="absolute -end-3 -top-3 grid size-11 place-items-center rounded-full bg-white text-xl text-stone-900 shadow"
        >
          ×
        </button>
        {popup.link ? (
          <SmartLink href={popup.link} className="block" label={t('home.advertPopup')}>
            {image}
          </SmartLink>
        ) : (
          image
        )}
      </div>
    </dialog>
  );
}
