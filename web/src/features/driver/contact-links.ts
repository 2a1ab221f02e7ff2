// The links on a stop card: call the customer, message them on WhatsApp (wa.me, with a
// polite message already typed) and navigate to the address in the phone's maps app. Pure.
import type { DriverStop } from './driver-api';

/** A number as the phone dials it: digits and a leading +. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`;
}

/** A Pakistani number in the international form wa.me wants, digits only:
 *  '0300 5551234' / '+92 300 5551234' / '0092…' / '300…' -> '923005551234'. '' when it is not
 *  a number wa.me could open. */
export function whatsappNumber(phone: string): string {
  let digits = phone.replace(/\D/g, '');
  if (digits.startsWith('0092')) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = `92${digits.slice(1)}`;
  else if (digits.length === 10 && digits.startsWith('3')) digits = `92${digits}`;
  return digits.length >= 11 && digits.length <= 15 ? digits : '';
}

/** The message the driver's WhatsApp chat starts with. */
export function whatsappMessage(stop: Pick<DriverStop, 'name' | 'slot'>): string {
  const first = stop.name.trim().split(/\s+/)[0];
  return (
    `Assalam-o-Alaikum${first ? ` ${first}` : ''}, this is your AquaPure delivery driver. ` +
    `I am on my way with your water delivery (${stop.slot}). ` +
    'Please let me know if anything has changed. Thank you!'
  );
}

/** https://wa.me/923005551234?text=…, or '' for a number WhatsApp cannot open. */
export function whatsappHref(stop: Pick<DriverStop, 'name' | 'slot' | 'phone'>): string {
  const number = whatsappNumber(stop.phone);
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(whatsappMessage(stop))}` : '';
}

/** Google Maps' universal search link: opens the maps app on a phone, the site elsewhere; at
 *  the stop's coordinates when its location is known, else at its address. */
export function mapsHref(stop: Pick<DriverStop, 'address' | 'city' | 'location'>): string {
  if (stop.location)
    return `https://www.google.com/maps/search/?api=1&query=${stop.location.lat.toFixed(6)},${stop.location.lng.toFixed(6)}`;
  const query = [stop.address, stop.city].filter((p) => p.trim()).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
