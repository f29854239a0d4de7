// Placeholder slot: toasts, route progress bar and the scroll flag, being built for issue 3.
export function FeedbackLayer() {
  return null;
}
