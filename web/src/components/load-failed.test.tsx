import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoadFailedNotice, useOpenCount } from './load-failed';

describe('useOpenCount', () => {
  it('counts each opening, so a boundary keyed on it resets when the panel opens again', () => {
    const { result, rerender } = renderHook(({ open }) => useOpenCount(open), {
      initialProps: { open: false },
    });
    expect(result.current).toBe(0);
    rerender({ open: true });
    expect(result.current).toBe(1);
    rerender({ open: true });
    expect(result.current).toBe(1);
    rerender({ open: false });
    expect(result.current).toBe(1);
    rerender({ open: true });
    expect(result.current).toBe(2);
  });
});

describe('LoadFailedNotice', () => {
  it('closes the panel it stands for, offers a reload and can be dismissed', () => {
    const closed = vi.fn();
    render(<LoadFailedNotice onShown={closed} />);
    expect(closed).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent('This could not be opened');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Dismiss' })));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
