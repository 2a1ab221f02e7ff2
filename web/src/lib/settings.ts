import { api } from './api';
import type { Schemas } from './api-types';
import { useResource } from './resource';
import '@/components/locales';

export type BusinessHours = Schemas['BusinessHours'];
export type Settings = Schemas['Settings'];

/** Shown until the server answers (and if it cannot), so the layout never jumps or breaks. */
export const FALLBACK_SETTINGS: Settings = {
  brandName: 'AquaPure',
  phone: '+92 300 1234567',
  phoneHref: '+923001234567',
  whatsappNumber: '923001234567',
  email: 'info@aquapure.pk',
  address: 'Office 12, Blue Area, Jinnah Avenue, Islamabad',
  mapsUrl: 'https://maps.google.com/?q=Blue+Area+Jinnah+Avenue+Islamabad',
  businessHours: [
    { days: 'Mon-Fri', hours: '8AM-8PM' },
    { days: 'Sat-Sun', hours: '9AM-5PM' },
  ],
  customerPortalUrl: 'https://portal.aquapure.pk',
  walletAccountHolder: 'AquaPure Water Services',
  walletAccountNumber: '03001234567',
  emergencyPhone: '+92 300 7654321',
  social: {},
  demoMode: false,
};

export function useSettings(): Settings {
  const { data } = useResource('settings', () => api<Settings>('/api/settings'));
  return data ?? FALLBACK_SETTINGS;
}
