import type { Me } from '@bazaar/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { AccountMenu } from './AccountMenu';

const ME: Me = {
  id: 7,
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: null,
  hasPassword: true,
  google: false,
  memberSince: '2024-01-01T00:00:00.000Z',
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 204 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderMenu() {
  renderWithProviders(
    <>
      <button type="button">Before</button>
      <AccountMenu me={ME} />
      <button type="button">After</button>
    </>,
  );
  return screen.getByRole('button', { name: 'Account menu of Asha Rao' });
}

const focused = () => document.activeElement?.textContent;

describe('the account button', () => {
  it('greets by first name; the whole name is in its label and at the top of the menu', async () => {
    const user = userEvent.setup();
    const trigger = renderMenu();
    expect(trigger.textContent).toBe('Asha');
    await user.click(trigger);
    expect(screen.getByRole('menu').textContent).toContain('Asha Rao');
  });
});

describe('the account menu from the keyboard', () => {
  it.each(['{Enter}', ' '])('opens with %s and puts focus on the first item', async (key) => {
    const user = userEvent.setup();
    const trigger = renderMenu();
    trigger.focus();
    await user.keyboard(key);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'My ads' }));
  });

  it('moves between items with the arrows (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    renderMenu().focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Favourites');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(focused()).toBe('Notifications');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Saved searches');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Settings');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Log out');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('My ads');
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe('Log out');
    await user.keyboard('{Home}');
    expect(focused()).toBe('My ads');
    await user.keyboard('{End}');
    expect(focused()).toBe('Log out');
  });

  it('opens with ArrowDown on the first item and ArrowUp on the last', async () => {
    const user = userEvent.setup();
    const trigger = renderMenu();
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('My ads');
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe('Log out');
  });

  it('closes with Escape and gives focus back to the button', async () => {
    const user = userEvent.setup();
    const trigger = renderMenu();
    trigger.focus();
    await user.keyboard('{Enter}{ArrowDown}{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
  });

  it('closes when Tab leaves it, and focus goes on to what follows', async () => {
    const user = userEvent.setup();
    const trigger = renderMenu();
    trigger.focus();
    await user.keyboard('{Enter}{ArrowDown}');
    await user.tab();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));

    await user.tab({ shift: true });
    expect(document.activeElement).toBe(trigger);
    await user.keyboard('{Enter}');
    await user.tab({ shift: true });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Before' }));
  });

  it('closes on a press outside', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Account menu of Asha Rao' }));
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'After' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
