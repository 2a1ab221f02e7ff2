// The shop's frame (header, footer, cookie banner) in English; Urdu loads on demand.
import { addEnglish } from '@/lib/i18n/i18n';
import en from './en.json';

addEnglish(en);
