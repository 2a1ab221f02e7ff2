// Loaded only when Urdu is shown: Lingui's runtime, which reads the features' compiled Urdu
// catalogues (each loads with its feature, lib/i18n/i18n.ts), and the Nastaliq font.
import { setupI18n, type Messages } from '@lingui/core';
import './urdu.css';

const i18n = setupI18n({ locale: 'ur', messages: { ur: {} } });

/** Adds a feature's Urdu catalogue. */
export function addMessages(messages: Messages) {
  i18n.load('ur', messages);
}

/** The Urdu of `id`, or `id` itself while its catalogue is not loaded. */
export function translate(id: string, values?: Record<string, unknown>): string {
  return i18n._(id, values);
}
