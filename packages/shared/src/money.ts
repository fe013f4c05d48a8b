const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** ₹3,80,000: the rupee sign with Indian digit grouping (lakh, crore). */
export function formatRupees(amount: number): string {
  return `₹ ${rupees.format(amount)}`;
}

const km = new Intl.NumberFormat('en-IN');

export function formatKm(value: number): string {
  return `${km.format(value)} km`;
}
