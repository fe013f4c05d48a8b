import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { AllCategoriesMenu } from './AllCategoriesMenu';

describe('ALL CATEGORIES from the keyboard', () => {
  it('closes with Escape from a category link and gives focus back to its button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AllCategoriesMenu />);
    const button = screen.getByRole('button', { name: 'ALL CATEGORIES' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    await user.tab();
    expect(document.activeElement?.tagName).toBe('A');

    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Cars' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on a press outside, leaving focus where the press put it', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <AllCategoriesMenu />
        <input aria-label="Elsewhere" />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'ALL CATEGORIES' }));
    expect(screen.getByRole('link', { name: 'Cars' })).toBeTruthy();
    await user.click(screen.getByLabelText('Elsewhere'));
    expect(screen.queryByRole('link', { name: 'Cars' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Elsewhere'));
  });
});
