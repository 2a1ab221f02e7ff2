// "Today" is today in Pakistan (UTC+5, no daylight saving), on the server and here alike.
import type { Schemas } from './api-types';
import { activeLocale } from './i18n/i18n';
import { intlTag, type Locale } from './i18n/locale';
import '@/components/locales';

const OFFSET_MS = 5 * 60 * 60 * 1000;

/** The server's delivery slots (docs/openapi.yaml), in the day's order. */
export type DeliverySlot = Schemas['DeliverySlot'];
export const DELIVERY_SLOTS = [
  '9am-12pm',
  '12pm-3pm',
  '3pm-6pm',
  '6pm-9pm',
] as const satisfies readonly DeliverySlot[];
const SLOT_START_HOUR: Record<DeliverySlot, number> = {
  '9am-12pm': 9,
  '12pm-3pm': 12,
  '3pm-6pm': 15,
  '6pm-9pm': 18,
};

/** YYYY-MM-DD in Pakistan for the given instant. */
export function pakistanDate(now: number = Date.now(), addDays = 0): string {
  return new Date(now + OFFSET_MS + addDays * 86_400_000).toISOString().slice(0, 10);
}

/** Minutes since midnight in Pakistan. */
export function pakistanMinutes(now: number = Date.now()): number {
  const d = new Date(now + OFFSET_MS);
  return d.getUTCHours() * 60 + d.getUTCMinutes();
}

/** A slot on `date` that has already started cannot be chosen. */
export function isSlotAvailable(slot: DeliverySlot, date: string, now: number = Date.now()) {
  if (date !== pakistanDate(now)) return true;
  return pakistanMinutes(now) < SLOT_START_HOUR[slot] * 60;
}

/** '2026-11-24' -> 'Tuesday, 24 November 2026' (a calendar date, no time zone shift). */
export function formatDeliveryDate(date: string, locale: Locale = activeLocale()): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return date;
  return new Intl.DateTimeFormat(intlTag(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))));
}

const pakistanTime = (locale: Locale) =>
  new Intl.DateTimeFormat(intlTag(locale), {
    timeZone: 'Asia/Karachi',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

/** An instant from the API in Pakistan, '', or the text itself when it is not a date. */
function inPakistan(iso: string | null | undefined, suffix: string, locale: Locale = 'en') {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : `${pakistanTime(locale).format(d)}${suffix}`;
}

/** An instant from the API ('2026-11-23T19:54:10Z') in Pakistan: '24 Nov 2026, 00:54 PKT'. */
export const formatPakistanTime = (
  iso: string | null | undefined,
  locale: Locale = activeLocale(),
) => inPakistan(iso, ' PKT', locale);

/** The same without the zone, as the admin screens show it: '24 Nov 2026, 00:54'. */
export const formatPakistanDateTime = (iso: string | null | undefined) => inPakistan(iso, '');

/** '2026-11-27' -> 'Friday, 27 November' (a calendar date, no time zone shift). */
export function formatDayMonth(date: string, locale: Locale = activeLocale()): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return date;
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(intlTag(locale), { ...options, timeZone: 'UTC' }).format(day);
  if (locale === 'ur') return part({ weekday: 'long', day: 'numeric', month: 'long' });
  return `${part({ weekday: 'long' })}, ${day.getUTCDate()} ${part({ month: 'long' })}`;
}
