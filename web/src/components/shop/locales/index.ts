// The messages of components/shop: their Urdu loads with the code that imports this, only
// while Urdu is shown (lib/i18n/i18n.ts). The English plurals are in ./english.ts, imported by
// the lazy code that uses them, not by the home page's product cards.
import { addUrdu } from '@/lib/i18n/i18n';

addUrdu(() => import('./ur.json'));
