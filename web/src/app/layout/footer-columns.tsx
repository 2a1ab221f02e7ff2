// The footer's four columns: the brand with its social links, the quick links, the business
// hours and the contact lines.
import { Clock, Facebook, Instagram, Mail, MapPin, Phone, Twitter } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from '@/lib/link';
import { useT } from '@/lib/i18n/i18n';
import type { Settings } from '@/lib/settings';
import { dataText } from '@/lib/data-text';
import './footer/locales';

const LINKS = [
  { to: '/about', label: 'footer.why-us' },
  { to: '/products', label: 'footer.bottles' },
  { to: '/contact', label: 'footer.contact-us' },
  { to: '/track-order', label: 'footer.track' },
  { to: '/terms', label: 'footer.terms' },
  { to: '/privacy', label: 'footer.privacy' },
];

const HEADING = 'text-sm font-semibold uppercase tracking-wide text-white';
const LIST = 'mt-3 space-y-2 text-sm';

export function FooterBrand({ s }: { s: Settings }) {
  const { t } = useT();
  const social = [
    { href: s.social.facebook, label: 'Facebook', Icon: Facebook },
    { href: s.social.instagram, label: 'Instagram', Icon: Instagram },
    { href: s.social.twitter, label: 'X (Twitter)', Icon: Twitter },
  ].filter((x) => x.href);
  return (
    <div>
      <p className="text-lg font-bold text-white">{s.brandName}</p>
      <p className="mt-3 text-sm leading-6">{t('footer.about')}</p>
      <ul className="mt-4 flex gap-3" aria-label={t('footer.social')}>
        {social.map(({ href, label, Icon }) => (
          <li key={label}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={label}
              className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-slate-800 hover:bg-brand-700"
            >
              <Icon size={16} aria-hidden="true" />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function FooterLinks({ go }: { go: (to: string) => (e: MouseEvent) => void }) {
  const { t } = useT();
  return (
    <nav aria-label={t('footer.nav')}>
      <h2 className={HEADING}>{t('footer.quick-links')}</h2>
      <ul className={LIST}>
        {LINKS.map((l) => (
          <li key={l.to}>
            <Link to={l.to} onClick={go(l.to)} className="hover:text-white hover:underline">
              {t(l.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function FooterHours({ s }: { s: Settings }) {
  const { t } = useT();
  return (
    <div>
      <h2 className={HEADING}>{t('footer.hours')}</h2>
      <ul className={LIST}>
        {s.businessHours.map((h) => (
          <li key={h.days} className="flex items-center gap-2">
            <Clock size={14} aria-hidden="true" /> {dataText(h.days)}: {dataText(h.hours)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One contact line: its icon, then the linked text. */
function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2">
      {icon} {children}
    </li>
  );
}

export function FooterContact({ s }: { s: Settings }) {
  const { t } = useT();
  const links = [
    { Icon: Phone, href: `tel:${s.phoneHref}`, text: s.phone },
    { Icon: Mail, href: `mailto:${s.email}`, text: s.email },
  ];
  return (
    <div>
      <h2 className={HEADING}>{t('footer.contact')}</h2>
      <ul className={LIST}>
        <li className="flex gap-2">
          <MapPin size={14} className="mt-1 shrink-0" aria-hidden="true" /> {dataText(s.address)}
        </li>
        {links.map(({ Icon, href, text }) => (
          <ContactLine key={href} icon={<Icon size={14} aria-hidden="true" />}>
            <a href={href} className="hover:text-white">
              <bdi dir="ltr">{text}</bdi>
            </a>
          </ContactLine>
        ))}
      </ul>
    </div>
  );
}
