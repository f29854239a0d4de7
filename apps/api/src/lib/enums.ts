/**
 * Stored text columns hold enum values without a database CHECK on every one. A value outside the enum falls
 * back to a default instead of failing the whole answer at serialisation.
 */
export function oneOf<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return isOneOf(values, value) ? value : fallback;
}

export function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

/** Keeps the known values of a stored array, in order. */
export function knownValues<T extends string>(values: readonly T[], stored: string[]): T[] {
  return stored.filter((value): value is T => isOneOf(values, value));
}
