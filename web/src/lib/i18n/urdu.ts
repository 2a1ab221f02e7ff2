// Loaded only when Urdu is shown: every feature's Urdu catalogue and the Nastaliq font.
import type { Messages } from '@lingui/core';
import '@fontsource/noto-nastaliq-urdu/arabic-400.css';
import '@fontsource/noto-nastaliq-urdu/arabic-700.css';

const catalogues = import.meta.glob<Messages>('/src/**/locales/ur.json', {
  eager: true,
  import: 'default',
});

export function urduMessages(): Messages {
  return Object.assign({}, ...Object.values(catalogues)) as Messages;
}
