// The messages of app/layout/footer: its Urdu loads with the code that imports this, only while Urdu
// is shown (lib/i18n/i18n.ts); its English entries (plurals, keys) come at once;
// other English texts are their own ids.
import { addEnglish, addUrdu } from '@/lib/i18n/i18n';
import en from './en.json';

addEnglish(en);
addUrdu(() => import('./ur.json'));
