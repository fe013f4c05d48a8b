import { useMemo } from 'react';
import { PriceBandHint } from '../../price-band/components/PriceBandHint';
import { readWholeNumber } from '../../../lib/numbers';
import { useDebounced } from '../../../lib/useDebounced';
import type { PostValues } from '../lib/form';

/** A whole number within limits, else nothing (a half-typed "20" is not a year to ask about). */
function within(text: string | undefined, min: number, max: number, rupees = false) {
  const n = readWholeNumber(text ?? '', { rupees });
  return n.ok && n.value >= min && n.value <= max ? n.value : undefined;
}

/** The fair-price band under the price box, following what the seller types (one request per pause). */
export function PostPriceBand({
  category,
  values,
  editId,
}: {
  category: string;
  values: PostValues;
  editId?: number;
}) {
  // Debounced as text: a fresh object every render would restart the pause for ever.
  const typed = useDebounced(
    JSON.stringify({
      brand: values.attributes.brand?.trim() || undefined,
      model: values.attributes.model?.trim() || undefined,
      year: within(values.attributes.year, 1900, new Date().getFullYear()),
      km: within(values.attributes.kmDriven, 0, 1_000_000),
      price: within(values.price, 1, 1_000_000_000, true),
    }),
    350,
  );
  const query = useMemo(
    () => JSON.parse(typed) as { brand?: string; model?: string; year?: number; km?: number; price?: number },
    [typed],
  );
  return <PriceBandHint category={category} exclude={editId} {...query} />;
}
