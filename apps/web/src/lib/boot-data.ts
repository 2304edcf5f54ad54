import { isEnvelope } from './api-envelope';

/** What public/boot.js asked for before the app started (the home page's adverts). */
interface BootData {
  adverts?: { lang: string; answer: Promise<unknown> };
}

function bootData(): BootData | undefined {
  return (window as { __mallBoot?: BootData }).__mallBoot;
}

/**
 * The data of boot.js's answer for `key` in `lang`, once (later loads ask the API); null when
 * there is none, it was for another language, or it was not a success.
 */
export async function takeBootAnswer<T>(key: keyof BootData, lang: string): Promise<T | null> {
  const boot = bootData();
  const entry = boot?.[key];
  if (!boot || !entry || entry.lang !== lang) return null;
  delete boot[key];
  try {
    const body = await entry.answer;
    return isEnvelope(body) && body.code === 200 ? (body.data as T) : null;
  } catch {
    return null;
  }
}
