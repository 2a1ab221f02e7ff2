import { describe, expect, it } from 'vitest';
import { walletSteps, whatsappLink } from './wallet-payment';

describe('wallet payment words', () => {
  it('names the account and the exact amount in the steps', () => {
    const steps = walletSteps('0300 1234567', 'PKR 500.00');
    expect(steps).toHaveLength(6);
    expect(steps[2]).toBe('Enter the account number 0300 1234567.');
    expect(steps[3]).toBe('Enter the exact amount: PKR 500.00.');
  });

  it('links to WhatsApp with the payment message encoded', () => {
    const link = whatsappLink('923001234567', 'AquaPure', 'PKR 500.00');
    expect(link.startsWith('https://wa.me/923001234567?text=')).toBe(true);
    expect(decodeURIComponent(link.split('?text=')[1]!)).toBe(
      'Hello AquaPure, here is the screenshot of my mobile wallet payment of PKR 500.00.',
    );
  });
});
