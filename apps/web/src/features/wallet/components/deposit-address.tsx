import { useId } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { useT } from '../../../lib/i18n';
import type { DepositWallet } from '../types';
import { CopyButton } from './copy-button';

export interface DepositAddressProps {
  wallets: readonly DepositWallet[];
  selected: string;
  onSelect: (code: string) => void;
  error?: string | undefined;
}

/** The deposit wallets to choose from, and the chosen one's address as text and as a QR code. */
export function DepositAddress({ wallets, selected, onSelect, error }: DepositAddressProps) {
  const t = useT();
  const name = useId();
  const wallet = wallets.find((w) => w.code === selected);
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-stone-800">
          {t('wallet.depositWallet')}
        </legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {wallets.map((w) => (
            <label
              key={w.code}
              className={`flex min-h-14 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent ${
                w.code === selected
                  ? 'border-accent bg-accent-soft'
                  : 'border-stone-300 bg-white hover:bg-stone-50'
              }`}
            >
              <input
                type="radio"
                name={name}
                value={w.code}
                checked={w.code === selected}
                onChange={() => onSelect(w.code)}
                className="size-4 accent-accent"
              />
              <span className="flex min-w-0 flex-col">
                <span className="font-semibold text-stone-900">{w.name}</span>
                <span className="truncate text-xs text-stone-600">{w.network}</span>
              </span>
            </label>
          ))}
        </div>
        {error ? (
          <p className="text-sm text-red-700" role="alert">
            {error}
          </p>
        ) : null}
      </fieldset>
      {wallet ? (
        <div className="flex flex-col items-center gap-4 rounded-xl border border-stone-200 bg-stone-50 p-4 sm:flex-row sm:items-start">
          {/* Error correction M and the standard's 4-module quiet zone, black on white. */}
          <QRCodeSVG
            value={wallet.address}
            level="M"
            marginSize={4}
            aria-label={t('wallet.qrLabel', { name: wallet.name })}
            className="size-44 shrink-0 rounded-lg border border-stone-200"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <p className="text-sm font-semibold text-stone-900">
              {t('wallet.sendTo', { name: wallet.name, network: wallet.network })}
            </p>
            <p className="text-xs text-stone-600">{t('wallet.addressLabel')}</p>
            <p
              className="rounded-lg border border-stone-200 bg-white px-3 py-2 font-mono text-sm break-all text-stone-900"
              data-testid="deposit-address"
            >
              {wallet.address}
            </p>
            <div>
              <CopyButton text={wallet.address} label={t('wallet.copyAddress')} />
            </div>
            <p className="text-xs text-stone-600">
              {t('wallet.networkWarning', { network: wallet.network })}
            </p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
