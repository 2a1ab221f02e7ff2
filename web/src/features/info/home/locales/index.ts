// The messages of features/info/home: its Urdu loads with the code that imports this, only while Urdu
// is shown (lib/i18n/i18n.ts).
import { addUrdu } from '@/lib/i18n/i18n';

addUrdu(() => import('./ur.json'));
