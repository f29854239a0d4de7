/** Index of the picture `delta` steps away in a gallery of `length`, wrapping at both ends. Pure. */
export function stepIndex(current: number, delta: number, length: number): number {
  if (length <= 0) return 0;
  return (((current + delta) % length) + length) % length;
}

/** What the lightbox does with a key (Escape is the focus trap's): previous or next picture, first or last. */
export function keyStep(key: string, current: number, length: number): number | null {
  switch (key) {
    case "ArrowLeft":
      return stepIndex(current, -1, length);
    case "ArrowRight":
      return stepIndex(current, 1, length);
    case "Home":
      return 0;
    case "End":
      return Math.max(0, length - 1);
    default:
      return null;
  }
}
