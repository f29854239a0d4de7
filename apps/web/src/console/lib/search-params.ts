/** The first value of a page's query parameter (a repeated key keeps its first occurrence), for console pages. */
export const one = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;
