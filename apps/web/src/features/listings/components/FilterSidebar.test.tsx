import { findCategory } from '@bazaar/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../i18n';
import { renderWithProviders } from '../../../test/render';
import { parseFilters } from '../hooks/filters';
import { FilterSidebar, type FilterControls } from './FilterSidebar';

const controls = (): FilterControls => ({
  toggleBrand: vi.fn(),
  toggleValue: vi.fn(),
  setParam: vi.fn(),
  setRange: vi.fn(),
  setIncludeSold: vi.fn(),
  setLocation: vi.fn(),
  setNear: vi.fn(),
});

function show(slug: string, search = '') {
  const c = controls();
  renderWithProviders(
    <FilterSidebar
      category={findCategory(slug)}
      filters={parseFilters(new URLSearchParams(search))}
      controls={c}
    />,
  );
  return c;
}

/** The checkbox labels of the fieldset whose legend is `legend`. */
const choices = (legend: string) =>
  within(screen.getByRole('group', { name: legend }))
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')!.textContent);

afterEach(async () => {
  await act(() => switchLanguage('en'));
});

describe('FilterSidebar', () => {
  it('offers each category its own brands: car brands on Cars, phone brands on Mobile Phones', () => {
    show('cars');
    const cars = choices('All Brands');
    expect(cars.slice(0, 3)).toEqual(['Maruti Suzuki', 'Hyundai', 'Tata']);
    expect(cars).toContain('Toyota');
    expect(cars).not.toContain('Samsung');
    expect(cars).not.toContain('Apple');
  });

  it('keeps a chosen brand the category does not offer, so it can be unticked', () => {
    show('mobile-phones', 'brand=Hyundai');
    const phones = choices('All Brands');
    expect(phones.slice(0, 2)).toEqual(['Samsung', 'Apple']);
    expect(phones.at(-1)).toBe('Hyundai');
  });

  it('lists the category’s options as stored, in English', () => {
    show('cars');
    expect(choices('Fuel')).toEqual(['Petrol', 'Diesel', 'CNG & Hybrids', 'Electric', 'LPG']);
    expect(choices('Transmission')).toEqual(['Manual', 'Automatic']);
  });

  it('shows the options in Hindi and still filters by the English value', async () => {
    await act(() => switchLanguage('hi'));
    const c = show('cars', 'fuel=Diesel');
    expect(choices('ईंधन')).toEqual(['पेट्रोल', 'डीज़ल', 'सीएनजी और हाइब्रिड', 'इलेक्ट्रिक', 'एलपीजी']);
    expect(choices('ट्रांसमिशन')).toEqual(['मैनुअल', 'ऑटोमैटिक']);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'डीज़ल' }).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'सीएनजी और हाइब्रिड' }));
    expect(c.toggleValue).toHaveBeenCalledWith('fuel', 'CNG & Hybrids');
    // Brands are names: they stay as they are.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Maruti Suzuki' }));
    expect(c.toggleBrand).toHaveBeenCalledWith('Maruti Suzuki');
  });

  it('shows a house’s type and furnishing in Hindi', async () => {
    await act(() => switchLanguage('hi'));
    show('houses-for-sale');
    const all = screen.getAllByRole('checkbox').map((box) => box.closest('label')!.textContent);
    for (const hindi of [
      'अपार्टमेंट',
      'बिल्डर फ़्लोर',
      'मकान और विला',
      'फ़ार्म हाउस',
      'फ़र्निश्ड',
      'सेमी-फ़र्निश्ड',
      'अनफ़र्निश्ड',
    ])
      expect(all).toContain(hindi);
    for (const english of ['Apartment', 'Builder Floor', 'House & Villa', 'Farm House', 'Furnished'])
      expect(all).not.toContain(english);
  });
});
