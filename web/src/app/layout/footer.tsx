import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '@/lib/i18n/i18n';
import { useSettings } from '@/lib/settings';
import { FooterBrand, FooterContact, FooterHours, FooterLinks } from './footer-columns';
import './footer/locales';

/** A footer link navigates, then scrolls smoothly to the new page's first heading after 100 ms. */
export function scrollToFirstHeading() {
  window.setTimeout(() => {
    document.querySelector('main h1')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, 100);
}

export function Footer() {
  const s = useSettings();
  const navigate = useNavigate();
  const { t } = useT();
  const go = (to: string) => (e: MouseEvent) => {
    e.preventDefault();
    navigate(to);
    scrollToFirstHeading();
  };

  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <FooterBrand s={s} />
        <FooterLinks go={go} />
        <FooterHours s={s} />
        <FooterContact s={s} />
      </div>
      <p className="border-t border-slate-800 py-5 text-center text-sm">
        {t('footer.rights', { year: String(new Date().getFullYear()), brand: s.brandName })}
      </p>
    </footer>
  );
}
