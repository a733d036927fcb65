/**
 * The shared product schemas, and zod with them: fetched the first time a filter's own value is
 * checked, not with the list, whose first render goes without zod (docs/decisions.md).
 */
export const loadProductSchemas = () => import('@scf/shared/schemas/product');
