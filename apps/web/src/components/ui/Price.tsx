import { useLang } from '../../i18n/lang';
import { formatRupeesIn } from '../../lib/format';

/** A rupee amount with Indian digit grouping (₹ 3,80,000), the one way prices are printed. */
export function Price({ amount, className }: { amount: number; className?: string }) {
  const lang = useLang();
  return (
    <span className={className} data-testid="price">
      {formatRupeesIn(amount, lang)}
    </span>
  );
}
