import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { Link } from '@/lib/link';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyChunk } from '@/lib/lazy-chunk';
import { PageLoadingBar, SHOW_AFTER_MS } from './page-loading-bar';

afterEach(() => vi.useRealTimers());

function lazyWithGate(page: boolean) {
  let arrive: () => void = () => {};
  const Page = () => <p>the page</p>;
  const Lazy = lazyChunk(
    () =>
      new Promise<{ default: typeof Page }>((resolve) => {
        arrive = () => resolve({ default: Page });
      }),
    { page },
  );
  return { Lazy, arrive: () => arrive() };
}

function renderWith(Lazy: ComponentType) {
  render(
    <MemoryRouter>
      <Link to="/about">About</Link>
      <PageLoadingBar />
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>
    </MemoryRouter>,
  );
}

const status = () => document.querySelector('[aria-live="polite"]');
const bar = () => document.querySelector('.animate-page-loading');

describe('PageLoadingBar', () => {
  it('shows while a page’s code loads longer than a moment, and goes when it has come', async () => {
    vi.useFakeTimers();
    const { Lazy, arrive } = lazyWithGate(true);
    renderWith(Lazy);
    await act(async () => {}); // the load has started (counted after the render)
    expect(bar()).toBeNull(); // no flash for code that comes at once
    expect(status()).toHaveTextContent('');
    await act(async () => vi.advanceTimersByTime(SHOW_AFTER_MS + 10));
    expect(bar()).not.toBeNull();
    expect(status()).toHaveTextContent('Loading the page…'); // said to screen readers
    await act(async () => arrive());
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(bar()).toBeNull();
    expect(status()).toHaveTextContent('');
  });

  it('stays away for code that is not a page (the cart drawer, the home page’s sections)', async () => {
    vi.useFakeTimers();
    const { Lazy, arrive } = lazyWithGate(false);
    renderWith(Lazy);
    await act(async () => {});
    await act(async () => vi.advanceTimersByTime(SHOW_AFTER_MS * 4));
    expect(bar()).toBeNull();
    await act(async () => arrive());
  });

  it('goes when the shopper moves on to another page while the code still loads', async () => {
    vi.useFakeTimers();
    const { Lazy, arrive } = lazyWithGate(true);
    renderWith(Lazy);
    await act(async () => {});
    await act(async () => vi.advanceTimersByTime(SHOW_AFTER_MS + 10));
    expect(bar()).not.toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'About' })));
    await act(async () => vi.advanceTimersByTime(SHOW_AFTER_MS * 4));
    expect(bar()).toBeNull(); // the load goes on, for a page no longer asked for
    await act(async () => arrive());
  });
});
