import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from './offline-banner';

describe('OfflineBanner', () => {
  it("shows 'Offline Mode' on the offline event and hides on online", () => {
    render(<OfflineBanner />);
    expect(screen.queryByText(/Offline Mode/)).not.toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status')).toHaveTextContent('Offline Mode');
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(/Offline Mode/)).not.toBeInTheDocument();
  });

  it('shows at once when the browser is already offline', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      render(<OfflineBanner />);
      expect(screen.getByRole('status')).toHaveTextContent('Offline Mode');
    } finally {
      onLine.mockRestore();
      act(() => void window.dispatchEvent(new Event('online')));
    }
  });
});
