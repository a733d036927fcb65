import { MEMBER_CHANGE_FIELDS, MEMBER_CHANGE_FILE_FIELDS } from '@scf/shared/schemas/member-change';
import type {
  MemberChangeCurrentValues,
  MemberChangeField,
  MemberChangeSaveRequest,
  MemberChangeValue,
} from '@scf/shared/schemas/member-change';

/** A form value as the server compares it: trimmed text, the region codes, '' for nothing. */
function normal(value: unknown): string | string[] {
  if (Array.isArray(value)) return value.map(String);
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value.trim() : String(value);
}

/**
 * What the save sends: only the fields whose value differs from the stored one (the server compares
 * again and records only real differences). Fields the form does not hold are left out.
 */
export function changedValues(
  current: MemberChangeCurrentValues,
  values: Partial<Record<MemberChangeField, unknown>>,
): MemberChangeSaveRequest {
  const changed: Record<string, string | string[]> = {};
  for (const field of MEMBER_CHANGE_FIELDS) {
    if (!(field in values)) continue;
    const next = normal(values[field]);
    if (JSON.stringify(next) !== JSON.stringify(normal(current[field]))) changed[field] = next;
  }
  return changed as MemberChangeSaveRequest;
}

const FILE_FIELDS: ReadonlySet<string> = new Set(MEMBER_CHANGE_FILE_FIELDS);

export type ShownValue = { kind: 'empty' } | { kind: 'file'; url: string } | { kind: 'text'; text: string };

export interface ValueLookups {
  t: (key: string) => string;
  /** Industry code → name in the user's language. */
  industries: ReadonlyMap<string, string>;
  /** Region codes → "province / city / district". */
  regions: (codes: readonly string[]) => string;
}

/** How a field's value is shown: labels for codes, a link for a stored file, a dash for nothing. */
export function shownValue(
  field: MemberChangeField,
  value: MemberChangeValue,
  lookups: ValueLookups,
): ShownValue {
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0))
    return { kind: 'empty' };
  if (Array.isArray(value)) return { kind: 'text', text: lookups.regions(value) };
  if (FILE_FIELDS.has(field)) return { kind: 'file', url: value };
  switch (field) {
    case 'companyScale':
      return { kind: 'text', text: lookups.t(`member.company.scale.${value}`) };
    case 'isGreenEnterprise':
    case 'isAgricultural':
      return { kind: 'text', text: lookups.t(value === '1' ? 'member.company.yes' : 'member.company.no') };
    case 'industryCode':
      return { kind: 'text', text: lookups.industries.get(value) ?? value };
    default:
      return { kind: 'text', text: value };
  }
}
