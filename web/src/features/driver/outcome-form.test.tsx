import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DriverStop } from './driver-api';
import { OutcomeForm } from './outcome-form';

const stop = { id: 5, bottlesDue: 2, emptiesDue: 1, cashDuePaisa: 179910 } as DriverStop;

describe('delivered form', () => {
  it('starts at what is due; steppers count; cash typed with paisa is sent in exact paisa', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<OutcomeForm stop={stop} kind="delivered" onSubmit={onSubmit} onCancel={() => {}} />);
    const cash = screen.getByLabelText('Cash collected (PKR)');
    expect(cash).toHaveValue('1799.10');
    expect(cash).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByText('The exact amount due (PKR 1,799.10)')).toBeInTheDocument();
    expect(screen.getByLabelText('Full bottles dropped')).toHaveValue('2');
    await user.click(screen.getByRole('button', { name: 'One fewer empty' }));
    expect(screen.getByLabelText('Empties collected')).toHaveValue('0');
    expect(screen.getByRole('button', { name: 'One fewer empty' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'One more full bottle' }));
    await user.clear(cash);
    await user.type(cash, '1,799.1');
    await user.click(screen.getByRole('button', { name: 'Save delivered' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith({
      outcome: 'delivered',
      fullDropped: 3,
      emptiesCollected: 0,
      cashCollectedPaisa: 179910,
      note: '',
    });
  });

  it('says how far short the cash is, and refuses more than 2 paisa digits', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<OutcomeForm stop={stop} kind="delivered" onSubmit={onSubmit} onCancel={() => {}} />);
    const cash = screen.getByLabelText('Cash collected (PKR)');
    await user.clear(cash);
    await user.type(cash, '1799');
    expect(screen.getByText('PKR 0.10 short of PKR 1,799.10 due')).toBeInTheDocument();
    await user.type(cash, '.105');
    await user.click(screen.getByRole('button', { name: 'Save delivered' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('rupees and paisa');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
