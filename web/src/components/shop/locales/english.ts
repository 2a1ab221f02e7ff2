// The shop components' messages that need ICU in English too (plurals); the rest are their own
// ids (lib/i18n/i18n.ts). Imported by the lazy chunks that use them, never by the entry.
import { addEnglish } from '@/lib/i18n/i18n';
import en from './en.json';

addEnglish(en);
