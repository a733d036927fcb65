import type { FormRule } from 'antd';
import type { ApplyIssue } from '@scf/shared/schemas/financing';
import { issueText } from '@/lib/form';
import type { Translate } from '@/lib/form';

/**
 * An antd rule showing, on one field, the first issue the page's ordered rules give for its path
 * (a path ending in '*' takes every path that starts with the rest: document.*).
 */
export function issueRule(
  issuesOf: (values: Record<string, unknown>) => ApplyIssue[],
  path: string,
  t: Translate,
): FormRule {
  const matches = (issue: ApplyIssue) =>
    path.endsWith('*') ? issue.path.startsWith(path.slice(0, -1)) : issue.path === path;
  return ({ getFieldsValue }) => ({
    validator: () => {
      const issue = issuesOf(getFieldsValue(true) as Record<string, unknown>).find(matches);
      return issue ? Promise.reject(new Error(issueText(issue.message, t, issue.params))) : Promise.resolve();
    },
  });
}

/** The form field an issue's path belongs to (documents share one field). */
export const fieldOfIssue = (path: string): string => (path.startsWith('document.') ? 'documentList' : path);
