import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { startI18n } from '@/lib/i18n/i18n';
import './index.css';

const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// English renders at once; Urdu first loads its catalogue and font (one chunk).
const urdu = startI18n();
if (urdu) void urdu.then(render);
else render();
