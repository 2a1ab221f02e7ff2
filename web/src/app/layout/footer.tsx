import { Clock, Facebook, Instagram, Mail, MapPin, Phone, Twitter } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSettings } from '@/lib/settings';

const LINKS = [
  { to: '/about', label: 'Why Choose Us' },
  { to: '/products', label: 'Water Bottles' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/track-order', label: 'Track Your Order' },
  { to: '/terms', label: 'Terms & Conditions' },
  { to: '/privacy', label: 'Privacy & Policy' },
];

/** SPEC.md: a footer link navigates, then scrolls smoothly to the new page's first heading after 100 ms. */
export function scrollToFirstHeading() {
  window.setTimeout(() => {
    document.querySelector('main h1')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, 100);
}

export function Footer() {
  const s = useSettings();
  const navigate = useNavigate();
  const go = (to: string) => (e: MouseEvent) => {
    e.preventDefault();
    navigate(to);
    scrollToFirstHeading();
  };
  const social = [
    { href: s.social.facebook, label: 'Facebook', Icon: Facebook },
    { href: s.social.instagram, label: 'Instagram', Icon: Instagram },
    { href: s.social.twitter, label: 'X (Twitter)', Icon: Twitter },
  ].filter((x) => x.href);

  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{s.brandName}</p>
          <p className="mt-3 text-sm leading-6">
            Pure, safe drinking water delivered to your door in Islamabad and Rawalpindi. Free
            delivery on all orders.
          </p>
          <ul className="mt-4 flex gap-3" aria-label="Social media">
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
        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Quick Links</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} onClick={go(l.to)} className="hover:text-white hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">
            Business Hours
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {s.businessHours.map((h) => (
              <li key={h.days} className="flex items-center gap-2">
                <Clock size={14} aria-hidden="true" /> {h.days}: {h.hours}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Contact</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li className="flex gap-2">
              <MapPin size={14} className="mt-1 shrink-0" aria-hidden="true" /> {s.address}
            </li>
            <li className="flex items-center gap-2">
              <Phone size={14} aria-hidden="true" />{' '}
              <a href={`tel:${s.phoneHref}`} className="hover:text-white">
                {s.phone}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Mail size={14} aria-hidden="true" />{' '}
              <a href={`mailto:${s.email}`} className="hover:text-white">
                {s.email}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <p className="border-t border-slate-800 py-5 text-center text-sm">
        © {new Date().getFullYear()} {s.brandName}. All rights reserved.
      </p>
    </footer>
  );
}
