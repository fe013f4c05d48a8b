/** "₹ 3,80,000" → 380000: reads a price the way a person sees it on a card. */
export function rupeesFromText(text: string): number {
  return Number(text.replace(/[^\d]/g, ''));
}
