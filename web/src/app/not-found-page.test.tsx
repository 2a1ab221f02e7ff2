import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it("says 'Page Not Found', sets the title and leads back to the shop", async () => {
    renderWithApp(<NotFoundPage />, { url: '/no-such-page' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found');
    await userEvent.click(screen.getByRole('link', { name: 'Browse Products' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/products');
  });
});
