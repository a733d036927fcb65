const ID_PATTERN = /^[1-9]\d{0,15}$/;

/** The product id of a /prodDetail?id= address, or '' when it is missing or not an id. */
export function productIdOf(params: URLSearchParams): string {
  const raw = params.get('id') ?? '';
  return ID_PATTERN.test(raw) ? raw : '';
}
