import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
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

describe('PageLoadingBar', () => {
  it('shows while a page’s code loads longer than a moment, and goes when it has come', async () => {
    vi.useFakeTimers();
    const { Lazy, arrive } = lazyWithGate(true);
    render(
      <>
        <PageLoadingBar />
        <Suspense fallback={null}>
          <Lazy />
        </Suspense>
      </>,
    );
    await act(async () => {}); // the load has started (counted after the render)
    expect(screen.queryByRole('progressbar')).toBeNull(); // no flash for code that comes at once
    await act(async () => vi.advanceTimersByTime(SHOW_AFTER_MS + 10));
    expect(screen.getByRole('progressbar', { name: 'Loading the page' })).toBeInTheDocument();
    await act(async () => arrive());
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('stays away for code that is not a page (the cart drawer, the home page’s sections)', async () => {
    vi.useFakeTimers();
    const { Lazy, arrive } = lazyWithGate(false);
    render(
      <>
        <PageLoadingBar />
        <Suspense fallback={null}>
          <Lazy />
        </Suspense>
      </>,
    );
    await act(async () => {});
    await act(async () => vi.advanceTimersByTime(SHOW_AFTER_MS * 4));
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(async () => arrive());
  });
});
