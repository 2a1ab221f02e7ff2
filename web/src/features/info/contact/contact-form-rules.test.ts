import { describe, expect, it } from 'vitest';
import { checkContact, EMPTY_CONTACT, fieldErrors, SUBJECTS } from './contact-form-rules';

describe('contact form rules', () => {
  it('lists the seven subjects in order', () => {
    expect(SUBJECTS).toEqual([
      'General Inquiry',
      'New Order',
      'Existing Order',
      'Billing Question',
      'Technical Support',
      'Feedback',
      'Other',
    ]);
  });

  it('requires name, email, subject and message, not phone', () => {
    expect(checkContact(EMPTY_CONTACT)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
    expect(
      checkContact({
        name: 'Ayesha',
        email: 'ayesha@example.pk',
        phone: '',
        subject: 'Feedback',
        message: 'Great water.',
      }),
    ).toEqual({});
  });

  it('checks the e-mail shape', () => {
    expect(checkContact({ ...EMPTY_CONTACT, email: 'not-an-email' }).email).toBe(
      'Please enter a valid email address',
    );
  });

  it('keeps only server errors for known fields', () => {
    expect(fieldErrors({ phone: 'Please enter a valid phone number', other: 'x' })).toEqual({
      phone: 'Please enter a valid phone number',
    });
  });
});
