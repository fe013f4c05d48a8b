import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { SortSelect } from './SortSelect';

const orders = () => [...screen.getByLabelText('Sort by').querySelectorAll('option')].map((o) => o.value);

describe('SortSelect', () => {
  it('offers nearest first only around a place', () => {
    const { unmount } = renderWithProviders(
      <SortSelect value={null} searching={false} near={false} onChange={vi.fn()} />,
    );
    expect(orders()).not.toContain('nearest');
    unmount();
    renderWithProviders(<SortSelect value="nearest" searching={false} near onChange={vi.fn()} />);
    expect(orders()).toEqual(['', 'nearest', 'desc', 'asc']);
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('nearest');
  });
});
