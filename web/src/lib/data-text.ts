// Texts the back office types (the shop's address and business hours, product descriptions):
// shown in the active language when a catalogue knows the text (the seeded ones), else as
// typed, kept left to right inside Urdu text (lib/i18n/i18n.ts ltr).
import { ltr, t } from './i18n/i18n';

export function dataText(text: string): string {
  const shown = t(text);
  return shown === text ? ltr(text) : shown;
}
