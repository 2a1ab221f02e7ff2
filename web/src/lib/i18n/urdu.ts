// Loaded only when Urdu is shown: Lingui's runtime, which reads the features' compiled Urdu
// catalogues (each loads with its feature, lib/i18n/i18n.ts), and the Nastaliq font.
import { setupI18n, type Messages } from '@lingui/core';
import './urdu.css';

/** Switches Urdu text to the downloaded Nastaliq (index.css) once something is on screen. A
 * font the first frame uses is requested at the highest priority before that frame is painted:
 * its 318 KB then compete with the page's own requests on a slow connection, and Lighthouse
 * counts them as holding back the first paint (docs/performance.md). The first frame shows the
 * fallback of the same width instead. */
function switchToFontAfterFirstPaint() {
  const html = document.documentElement;
  const apply = () => html.classList.add('urdu-font');
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    apply();
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    apply();
  });
  observer.observe({ type: 'paint', buffered: true });
}
switchToFontAfterFirstPaint();

const i18n = setupI18n({ locale: 'ur', messages: { ur: {} } });

/** Adds a feature's Urdu catalogue. */
export function addMessages(messages: Messages) {
  i18n.load('ur', messages);
}

/** The Urdu of `id`, or `id` itself while its catalogue is not loaded. */
export function translate(id: string, values?: Record<string, unknown>): string {
  return i18n._(id, values);
}
