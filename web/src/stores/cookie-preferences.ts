// Cookie consent ('cookie-preferences', 365 days; docs/product.md#privacy-and-cookies).
// 'necessary' is what lets the cart
// be kept in its cookie; the other kinds are optional and off until chosen.
import { create } from 'zustand';
import { readCookie, writeCookie } from '@/lib/cookies';

export type CookiePreferences = { necessary: boolean; analytics: boolean; marketing: boolean };

export const PREFERENCES_COOKIE = 'cookie-preferences';

export function readPreferences(): CookiePreferences | null {
  const raw = readCookie(PREFERENCES_COOKIE);
  if (!raw) return null;
  try {
    const p = JSON.parse(raw) as Partial<CookiePreferences>;
    return { necessary: !!p.necessary, analytics: !!p.analytics, marketing: !!p.marketing };
  } catch {
    return null;
  }
}

type State = {
  preferences: CookiePreferences | null;
  save: (p: Omit<CookiePreferences, 'necessary'>) => void;
};

export const useCookiePreferences = create<State>((set) => ({
  preferences: typeof document === 'undefined' ? null : readPreferences(),
  save: (p) => {
    const preferences = { necessary: true, ...p };
    writeCookie(PREFERENCES_COOKIE, JSON.stringify(preferences), 365);
    set({ preferences });
  },
}));
