import { startTransition, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { useCurrencies } from '../features/settings/api/get-currencies';
import { useLanguages } from '../features/settings/api/get-languages';
import { setLanguage } from '../lib/i18n';
import { setStaticBase } from '../lib/media';
import { getPreferences } from '../lib/preferences';
import { Splash } from './splash';

/** Nothing of the interface mounts until currencies and languages (and the chosen messages) are in. */
export function BootGate({ children }: { children: ReactNode }) {
  const currencies = useCurrencies();
  const languages = useLanguages();
  const [messages, setMessages] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setLanguage(getPreferences().lang).then(
      () => live && setMessages('ready'),
      () => live && setMessages('failed'),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const staticUrl = currencies.data?.static_url;
  useEffect(() => setStaticBase(staticUrl), [staticUrl]);

  // The interface mounts in a transition: React renders it in slices and keeps the page
  // responsive (no long task), with the splash on screen until it is ready.
  const ready = currencies.isSuccess && languages.isSuccess && messages === 'ready';
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (ready) startTransition(() => setMounted(true));
  }, [ready]);

  // index.html's shell stays on screen until the interface (or a failure) replaces it, in the
  // same frame (a layout effect), so nothing jumps.
  const failed = currencies.isError || languages.isError || messages === 'failed';
  useLayoutEffect(() => {
    if (mounted || failed) document.getElementById('shell')?.remove();
  }, [mounted, failed]);

  // Once mounted, a later failed refresh of these lists never takes the interface away.
  if (mounted) {
    setStaticBase(staticUrl);
    return children;
  }
  if (!failed && document.getElementById('shell')) return null;
  const retry = () => {
    if (currencies.isError) void currencies.refetch();
    if (languages.isError) void languages.refetch();
    if (messages === 'failed') {
      setMessages('loading');
      setAttempt((n) => n + 1);
    }
  };
  return <Splash failed={!ready && failed} onRetry={retry} />;
}
