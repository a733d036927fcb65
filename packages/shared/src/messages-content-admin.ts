/**
 * Validation messages of this administration area (issue 7), merged into the catalogue of
 * ./messages.ts. The zh-CN text is the spec's where it gives one; the others are ours.
 */
export const contentAdminMessagesZhCN = {} as const;
