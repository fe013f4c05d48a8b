import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../i18n';
import { renderWithProviders } from '../../test/render';
import { PlaceFilter } from './PlaceFilter';

function show(near: string | null = null, km: number | null = null) {
  const onNear = vi.fn();
  const onKm = vi.fn();
  renderWithProviders(<PlaceFilter near={near} km={km} onNear={onNear} onKm={onKm} />);
  return { onNear, onKm };
}

/** The picker's own live message (the toasts have another). */
const said = (text: RegExp) => screen.getByText(text).getAttribute('role');

/** Geolocation that answers with `error` (1 = denied, 2 = unavailable) or a position. */
function geolocation(answer: { code: number } | { lat: number; lng: number }) {
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: {
      getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
        'code' in answer
          ? fail({ code: answer.code, PERMISSION_DENIED: 1 } as GeolocationPositionError)
          : ok({ coords: { latitude: answer.lat, longitude: answer.lng } } as GeolocationPosition),
    },
  });
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => switchLanguage('en'));
});

describe('PlaceFilter', () => {
  it('opens the picker on demand; a city becomes the place', async () => {
    const { onNear } = show();
    expect(screen.queryByLabelText('City')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Choose a place' }));
    fireEvent.change(await screen.findByLabelText('City'), { target: { value: 'pune' } });
    expect(onNear).toHaveBeenLastCalledWith('pune');
  });

  it('offers the chosen city’s localities and a radius', async () => {
    const { onNear, onKm } = show('pune', null);
    fireEvent.click(screen.getByRole('button', { name: 'Change place' }));
    fireEvent.change(await screen.findByLabelText('Locality'), { target: { value: 'kothrud' } });
    expect(onNear).toHaveBeenLastCalledWith('pune.kothrud');
    const radius = screen.getByLabelText('Distance');
    expect([...radius.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Any distance',
      'Within 2 km',
      'Within 5 km',
      'Within 10 km',
      'Within 25 km',
      'Within 50 km',
      'Within 100 km',
    ]);
    fireEvent.change(radius, { target: { value: '10' } });
    expect(onKm).toHaveBeenLastCalledWith(10);
  });

  it('uses the browser’s location, rounded to about 100 m', async () => {
    geolocation({ lat: 18.520431, lng: 73.856744 });
    const { onNear } = show();
    fireEvent.click(screen.getByRole('button', { name: 'Choose a place' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Use my location' }));
    expect(onNear).toHaveBeenLastCalledWith('18.52,73.857');
  });

  it('says so when the location is refused or cannot be found, in English and Hindi', async () => {
    geolocation({ code: 1 });
    const { onNear } = show();
    fireEvent.click(screen.getByRole('button', { name: 'Choose a place' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Use my location' }));
    expect(said(/may not share your location/)).toBe('status');
    await act(() => switchLanguage('hi'));
    expect(said(/लोकेशन नहीं दे रहा/)).toBe('status');
    await act(() => switchLanguage('en'));
    geolocation({ code: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(said(/could not be found/)).toBe('status');
    expect(onNear).not.toHaveBeenCalled();
  });
});
