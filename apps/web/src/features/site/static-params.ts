/**
 * `generateStaticParams` for the `[site]` tree and its detail pages: nothing is known at build time, so an empty
 * list makes Next render each page on its first request and serve it from cache afterwards (decision 0018).
 */
export async function noParamsAtBuild(): Promise<never[]> {
  return [];
}
