/** The page of a product (client- and server-safe). */
export const productHref = (id: number) => `/products/${id}`;
