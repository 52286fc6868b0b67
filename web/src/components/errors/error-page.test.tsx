import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ro from '@/i18n/messages/ro.json';
import { renderWithProviders } from '@/testing/render';
import { ErrorPage } from './error-page';
import { NotFound } from './not-found';

describe('error pages', () => {
  it('404 shows the status, "Page Not Found" and the path', () => {
    renderWithProviders(<NotFound />, { url: '/no-such-page?x=1' });
    expect(screen.getByTestId('error-status').textContent).toBe('404');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByTestId('error-path').textContent).toBe('/no-such-page');
  });

  it('defaults to 500 "Internal Server Error" without a path', () => {
    renderWithProviders(<ErrorPage path="/x" />);
    expect(screen.getByTestId('error-status').textContent).toBe('500');
    expect(screen.getByRole('heading', { name: 'Internal Server Error' })).toBeTruthy();
    expect(screen.queryByTestId('error-path')).toBeNull();
  });

  it('shows other statuses with the internal error message', () => {
    renderWithProviders(<ErrorPage status={503} />);
    expect(screen.getByTestId('error-status').textContent).toBe('503');
    expect(screen.getByRole('heading', { name: 'Internal Server Error' })).toBeTruthy();
  });

  it('is translated', () => {
    renderWithProviders(<NotFound />, { url: '/ro/nimic', locale: 'ro', messages: ro });
    expect(screen.getByRole('heading', { name: 'Pagina nu a fost găsită' })).toBeTruthy();
  });
});
