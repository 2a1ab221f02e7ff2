import { Clock, Mail, MapPin, Phone, Siren } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSettings, type Settings } from '@/lib/settings';
import { Panel } from '@/components/shop/panel';
import { t, useT } from '@/lib/i18n/i18n';
import { dataText } from '@/lib/data-text';
import '@/features/info/locales';

function Item({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
        {icon}
      </span>
      <div>
        <h3 className="font-semibold">{title}</h3>
        <div className="mt-1 text-sm leading-6 text-muted">{children}</div>
      </div>
    </li>
  );
}

const LINK = 'font-semibold text-brand-700 underline-offset-2 hover:underline';

function GetInTouch({ s }: { s: Settings }) {
  useT();
  return (
    <Panel
      id="contact-info-heading"
      title={t('Get in Touch')}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      titleClassName="text-xl font-bold"
    >
      <ul className="mt-5 grid gap-5">
        <Item icon={<Phone size={20} aria-hidden="true" />} title={t('Phone')}>
          <a href={`tel:${s.phoneHref}`} className={LINK}>
            <bdi dir="ltr">{s.phone}</bdi>
          </a>
          <p>{t('Same-day delivery for orders before 2 PM in select areas.')}</p>
        </Item>
        <Item icon={<Mail size={20} aria-hidden="true" />} title={t('Email')}>
          <a href={`mailto:${s.email}`} className={LINK}>
            <bdi dir="ltr">{s.email}</bdi>
          </a>
          <p>{t('We reply within 24 hours.')}</p>
        </Item>
        <Item icon={<MapPin size={20} aria-hidden="true" />} title={t('Islamabad Office')}>
          <p>{dataText(s.address)}</p>
          <a href={s.mapsUrl} target="_blank" rel="noopener noreferrer" className={LINK}>
            {t('Open our office in Google Maps')}
          </a>
        </Item>
        <Item icon={<Clock size={20} aria-hidden="true" />} title={t('Business Hours')}>
          <ul>
            {s.businessHours.map((h) => (
              <li key={h.days}>
                {dataText(h.days)}: {dataText(h.hours)}
              </li>
            ))}
          </ul>
        </Item>
      </ul>
    </Panel>
  );
}

function EmergencySupport({ phone }: { phone: string }) {
  useT();
  return (
    <Panel
      id="emergency-heading"
      title={
        <>
          <Siren size={22} aria-hidden="true" /> {t('24/7 Emergency Support')}
        </>
      }
      className="rounded-2xl bg-red-50 p-6 ring-1 ring-red-200"
      titleClassName="flex items-center gap-2 text-xl font-bold text-red-900"
    >
      <p className="mt-2 text-sm text-red-900">
        {t('Ran out of water at night or need urgent help with a delivery? Call us any time.')}
      </p>
      <a
        href={`tel:${phone.replace(/[^+\d]/g, '')}`}
        className="mt-3 inline-block text-lg font-bold text-red-800 underline-offset-2 hover:underline"
      >
        <bdi dir="ltr">{phone}</bdi>
      </a>
    </Panel>
  );
}

/** Phone, e-mail, the Islamabad office with a maps link, business hours, 24/7 line. */
export function ContactInfo() {
  const s = useSettings();
  return (
    <div className="grid gap-6">
      <GetInTouch s={s} />
      <EmergencySupport phone={s.emergencyPhone} />
    </div>
  );
}
