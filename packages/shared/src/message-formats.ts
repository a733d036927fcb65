/**
 * Formats of a message's placeholders, `{{name, format}}` (i18next's syntax): the server fills its
 * zh-CN text with them and the web registers them with i18next, so a value reads the same way in
 * each language on both. A placeholder's value stays language-neutral in error_params.
 */
export const MESSAGE_FORMATS = {
  /** A calendar date, YYYY-MM-DD, in the language's long form (2026年5月22日, May 22, 2026). */
  isoDate: (value: string, language: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${value}T00:00:00Z`),
    ),
  /** Catalogue keys, comma-separated: their texts as the language lists things (A、B和C, A, B, and C). */
  keyList: (value: string, language: string, text: (key: string) => string) =>
    new Intl.ListFormat(language).format(value.split(',').map(text)),
  /** Names as they are (field names, say), comma-separated: listed as the language lists things. */
  list: (value: string, language: string) => new Intl.ListFormat(language).format(value.split(',')),
} as const;

export type MessageFormat = keyof typeof MESSAGE_FORMATS;

export const isMessageFormat = (name: string): name is MessageFormat => Object.hasOwn(MESSAGE_FORMATS, name);
