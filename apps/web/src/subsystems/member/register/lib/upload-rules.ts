/** The limits of one upload field, from the attachment usage list (AUTH_REGISTER). */
export interface UploadRule {
  /** Lower-case extensions without the dot: jpg, jpeg, png, gif. */
  fileTypes: readonly string[];
  maxSizeKb: number;
  maxCount: number;
}

/** Why a chosen file is refused before it is sent, as a text key of `member.register.upload` with its values. */
export type UploadProblem =
  | { key: 'imageType' | 'fileType'; values: { types: string } }
  | { key: 'tooLarge'; values: { size: number } }
  | { key: 'tooMany'; values: { count: number } };

const IMAGE_TYPES = new Set(['jpg', 'jpeg', 'png', 'gif']);

const extensionOf = (name: string) => /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** Parses the usage list's comma-separated extensions. */
export const fileTypesOf = (list: string): string[] =>
  list
    .split(',')
    .map((type) => type.trim().toLowerCase().replace(/^\./, ''))
    .filter((type) => type !== '');

/**
 * The checks made in the browser before uploading (the server checks the bytes again): count,
 * type by the name's extension, size. A picture field names its types as the spec's image message.
 */
export function uploadProblem(
  file: { name: string; size: number },
  selectedCount: number,
  rule: UploadRule,
): UploadProblem | null {
  if (selectedCount > rule.maxCount) return { key: 'tooMany', values: { count: rule.maxCount } };
  if (!rule.fileTypes.includes(extensionOf(file.name))) {
    const pictures = rule.fileTypes.every((type) => IMAGE_TYPES.has(type));
    return { key: pictures ? 'imageType' : 'fileType', values: { types: rule.fileTypes.join(',') } };
  }
  if (file.size > rule.maxSizeKb * 1024) {
    return { key: 'tooLarge', values: { size: Math.round(rule.maxSizeKb / 1024) } };
  }
  return null;
}
