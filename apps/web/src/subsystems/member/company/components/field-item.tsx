import { Col, Form, Tag } from 'antd';
import type { ReactNode } from 'react';
import { memberChangeForm, needsReview } from '@scf/shared/schemas/member-change';
import type { MemberChangeField } from '@scf/shared/schemas/member-change';
import { isRequired, zodFieldRule } from '@/lib/form';
import type { Translate } from '@/lib/form';
import styles from '../company.module.css';

/** Renders one field of the edit form in its column. */
export type FieldItem = (field: MemberChangeField, control: ReactNode, wide?: boolean) => ReactNode;

/**
 * A Form.Item of the edit form: its label (marked when the field needs review), the registration's
 * rule from the shared schema (the server runs the same), its asterisk.
 */
export function fieldItem(t: Translate): FieldItem {
  return function item(field, control, wide = false) {
    const schema = memberChangeForm.shape[field];
    return (
      <Col key={field} xs={24} md={wide ? 24 : 12}>
        <Form.Item
          name={field}
          label={
            <span className={styles.fieldLabel}>
              {t(`member.company.fields.${field}`)}
              {needsReview(field) ? <Tag color="orange">{t('member.company.edit.needsReview')}</Tag> : null}
            </span>
          }
          required={isRequired(schema)}
          rules={[zodFieldRule(memberChangeForm, field, t)]}
        >
          {control}
        </Form.Item>
      </Col>
    );
  };
}
