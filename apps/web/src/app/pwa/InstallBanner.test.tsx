import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { InstallBanner } from './InstallBanner';
import { watchInstall } from './install-watch';

/** A stand-in for Chromium's install event. */
function installEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: () => Promise<void>;
    userChoice: Promise<{ outcome: string }>;
  };
  event.prompt = vi.fn(async () => {});
  event.userChoice = Promise.resolve({ outcome });
  return event;
}

let target: EventTarget;
beforeEach(() => {
  target = new EventTarget();
  watchInstall(target as Window);
});

describe('InstallBanner', () => {
  it('opens the browser install dialog when the browser offers one', async () => {
    renderWithProviders(<InstallBanner />);
    const event = installEvent('accepted');
    act(() => void target.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Install the app' }));
    expect(event.prompt).toHaveBeenCalledOnce();
    // Installed: nothing left to offer.
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull());
  });

  it('explains how to add Bazaar to the home screen where there is no dialog (iOS)', async () => {
    renderWithProviders(<InstallBanner />);
    const button = screen.getByRole('button', { name: 'Install the app' });
    await userEvent.click(button);
    const help = screen.getByRole('region', { name: 'Add Bazaar to your home screen' });
    expect(help.textContent).toContain('tap Share, then “Add to Home Screen”');
    expect(button.getAttribute('aria-expanded')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Add Bazaar to your home screen' })).toBeNull();
  });

  it('hides the button once the app is installed', () => {
    renderWithProviders(<InstallBanner />);
    act(() => void target.dispatchEvent(new Event('appinstalled')));
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
    expect(screen.getByText('Try the Bazaar app')).toBeTruthy();
  });
});
