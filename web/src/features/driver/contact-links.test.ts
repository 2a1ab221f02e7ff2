import { describe, expect, it } from 'vitest';
import { mapsHref, telHref, whatsappHref, whatsappNumber } from './contact-links';

describe('stop contact links', () => {
  it("normalises Pakistani numbers to wa.me's 92… form", () => {
    expect(whatsappNumber('0300 5551234')).toBe('923005551234');
    expect(whatsappNumber('03005551234')).toBe('923005551234');
    expect(whatsappNumber('+92 300 5551234')).toBe('923005551234');
    expect(whatsappNumber('0092-300-5551234')).toBe('923005551234');
    expect(whatsappNumber('(0300) 555-1234')).toBe('923005551234');
    expect(whatsappNumber('3005551234')).toBe('923005551234');
    expect(whatsappNumber('12345')).toBe('');
    expect(whatsappNumber('')).toBe('');
  });

  it('opens a WhatsApp chat with a polite message typed', () => {
    const href = whatsappHref({ name: 'Ayesha Khan', slot: '9am-12pm', phone: '0300 5551234' });
    expect(href.startsWith('https://wa.me/923005551234?text=')).toBe(true);
    const text = decodeURIComponent(href.split('?text=')[1] ?? '');
    expect(text).toContain('Assalam-o-Alaikum Ayesha, this is your AquaPure delivery driver.');
    expect(text).toContain('(9am-12pm)');
    expect(text).toContain('Thank you!');
    expect(whatsappHref({ name: 'A', slot: '9am-12pm', phone: 'none' })).toBe('');
  });

  it('calls the number and navigates to the address and city', () => {
    expect(telHref('+92 300 555-1234')).toBe('tel:+923005551234');
    expect(mapsHref({ address: 'House 1, Street 2, F-7/2', city: 'Islamabad' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=House%201%2C%20Street%202%2C%20F-7%2F2%2C%20Islamabad',
    );
  });

  it('navigates to the coordinates when the stop has a location', () => {
    const location = { lat: 33.7, lng: 73.05, source: 'pin', area: '', accuracyM: 0, samples: 0 };
    expect(mapsHref({ address: 'House 1', city: 'Islamabad', location } as never)).toBe(
      'https://www.google.com/maps/search/?api=1&query=33.700000,73.050000',
    );
  });
});
