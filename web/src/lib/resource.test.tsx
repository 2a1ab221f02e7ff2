import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { invalidateResources, useResource } from './resource';

function Probe({ id, fetcher }: { id: string; fetcher: () => Promise<string> }) {
  const r = useResource('thing', fetcher, { retry: false });
  const text = r.isPending ? 'pending' : r.isError ? `error:${r.data ?? ''}` : r.data;
  return <p data-testid={id}>{text}</p>;
}

describe('useResource', () => {
  it('fetches once for every component using the key, and refetches on invalidation', async () => {
    let n = 0;
    const fetcher = vi.fn(async () => `v${++n}`);
    render(
      <>
        <Probe id="a" fetcher={fetcher} />
        <Probe id="b" fetcher={fetcher} />
      </>,
    );
    expect(screen.getByTestId('a')).toHaveTextContent('pending');
    await waitFor(() => expect(screen.getByTestId('b')).toHaveTextContent('v1'));
    expect(screen.getByTestId('a')).toHaveTextContent('v1');
    expect(fetcher).toHaveBeenCalledTimes(1);

    act(() => invalidateResources('th'));
    await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('v2'));
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('keeps the last data when a refresh fails', async () => {
    let fail = false;
    const fetcher = vi.fn(async () => {
      if (fail) throw new Error('down');
      return 'good';
    });
    render(<Probe id="a" fetcher={fetcher} />);
    await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('good'));
    fail = true;
    act(() => invalidateResources('thing'));
    await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('error:good'));
  });
});
