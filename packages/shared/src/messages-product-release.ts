/**
 * Validation messages of product release and audit (issue 6), merged into the catalogue of
 * ./messages.ts. The spec gives no texts for these rules; they are ours.
 */
export const productReleaseMessagesZhCN = {
  productStatusRule: '产品状态应为0、1、2、3、4之一',
} as const;
