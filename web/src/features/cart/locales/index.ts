// The cart's messages that need ICU in English too (plurals); the rest are their own ids.
import { addEnglish } from '@/lib/i18n/i18n';
import en from './en.json';

addEnglish(en);
