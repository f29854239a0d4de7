/**
 * The isScroll flag of spec section 4: true once the page is scrolled past the threshold, and also when the
 * page barely scrolls at all (at most `threshold` px to scroll), so that elements which fade in "with scroll"
 * still appear on short pages. Pure.
 */
export function computeIsScroll(input: {
  scrollY: number;
  scrollHeight: number;
  viewportHeight: number;
  threshold: number;
}): boolean {
  const scrollable = input.scrollHeight - input.viewportHeight;
  return input.scrollY > input.threshold || scrollable <= input.threshold;
}
