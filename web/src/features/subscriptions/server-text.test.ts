// The server's English notices and refusals on the manage page, in the shopper's language.
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@/lib/i18n/i18n';
import { serverText } from './server-text';

const PAUSED =
  'Paused: deliveries before 2026-12-01 are skipped and periods wholly before it are not billed.';

describe('serverText', () => {
  afterEach(() => setLocale('en', false));

  it('leaves English as the server wrote it', () => {
    expect(serverText(PAUSED)).toBe(PAUSED);
    expect(serverText('Please choose a date after today')).toBe('Please choose a date after today');
  });

  it('says a known notice in Urdu with its date and slot in Urdu', async () => {
    await setLocale('ur', false);
    const paused = serverText(PAUSED);
    expect(paused).toMatch(/^ڈیلیوری روک دی گئی: /);
    expect(paused).toContain('دسمبر');
    expect(paused).not.toContain('2026-12-01');
    const next = serverText('Your next delivery: 2026-12-02 (6pm-9pm).');
    expect(next).toContain('شام 6 تا رات 9');
    expect(next).toMatch(/^آپ کی اگلی ڈیلیوری: /);
  });

  it('says a refusal by its own id, and an unknown text as it came', async () => {
    await setLocale('ur', false);
    expect(serverText('Please choose a date after today')).toBe(
      'براہِ کرم آج کے بعد کی کوئی تاریخ چنیں',
    );
    expect(serverText('Something new from the server')).toBe('Something new from the server');
  });
});
