import { useState } from 'react';
import type { Key, ReactElement } from 'react';
import { Button, Form, Input, Select, Space, Table } from 'antd';
import type { FormListFieldData, FormRule, TableColumnsType } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MEMBER_LIMITS, operatorType } from '@scf/shared/schemas/member';
import type { OperatorRow, OperatorType } from '@scf/shared/schemas/member';
import { issueText } from '@/lib/form/zod-rule';
import { useFeedback } from '@/lib/feedback';
import type { OperatorValues } from '../lib/form-values';
import {
  addOperatorProblem,
  deleteOperatorProblem,
  operatorCellProblem,
  operatorListProblems,
} from '../lib/operator-rules';
import styles from './register.module.css';

const LIST = 'operatorInfoList';
type Cell = keyof OperatorRow;

const rowsOf = (getFieldValue: (name: string) => unknown) =>
  (getFieldValue(LIST) as OperatorValues[] | undefined) ?? [];

/**
 * The operators (business.md sections 5 and 9) as an editable table: a row per operator with name,
 * mobile, ID number, WeChat id and role; rows are added per role and deleted by selection. Every cell
 * and the list are checked by the shared `operatorInfoList` schema, the one the server applies.
 */
export function OperatorsTable() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const form = Form.useFormInstance();
  const [selected, setSelected] = useState<Key[]>([]);

  const cellRule =
    (index: number, cell: Cell): FormRule =>
    ({ getFieldValue }) => ({
      validator: () => {
        const problem = operatorCellProblem(rowsOf(getFieldValue), index, cell);
        return problem ? Promise.reject(new Error(issueText(problem, t))) : Promise.resolve();
      },
    });

  const listRule = {
    validator: (_rule: unknown, rows: OperatorValues[] | undefined) => {
      const [problem] = operatorListProblems(rows ?? []);
      return problem ? Promise.reject(new Error(issueText(problem, t))) : Promise.resolve();
    },
  };

  const columnTitle = (cell: Cell) => t(`member.register.operators.columns.${cell}`);

  return (
    <Form.List name={LIST} rules={[listRule]}>
      {(fields, { add, remove }, { errors }) => {
        // A cell re-checks when the same cell of another row changes: duplicates span rows.
        const sameCells = (cell: Cell) => fields.map((f) => [LIST, f.name, cell]);
        const cellItem = (field: FormListFieldData, cell: Cell, control: ReactElement) => (
          <Form.Item
            name={[field.name, cell]}
            rules={[cellRule(field.name, cell)]}
            dependencies={sameCells(cell)}
            className={styles.cell}
          >
            {control}
          </Form.Item>
        );
        const input = (field: FormListFieldData, cell: Cell, max: number) =>
          cellItem(
            field,
            cell,
            <Input
              maxLength={max}
              aria-label={`${columnTitle(cell)} ${field.name + 1}`}
              placeholder={t('member.register.placeholders.input')}
            />,
          );

        const columns: TableColumnsType<FormListFieldData> = [
          {
            title: columnTitle('operatorName'),
            key: 'operatorName',
            width: 130,
            render: (_, field) => input(field, 'operatorName', MEMBER_LIMITS.personName),
          },
          {
            title: columnTitle('operatorMobile'),
            key: 'operatorMobile',
            width: 150,
            render: (_, field) => input(field, 'operatorMobile', MEMBER_LIMITS.mobile),
          },
          {
            title: columnTitle('operatorCertNo'),
            key: 'operatorCertNo',
            width: 200,
            render: (_, field) => input(field, 'operatorCertNo', MEMBER_LIMITS.idCard),
          },
          {
            title: columnTitle('wxId'),
            key: 'wxId',
            width: 130,
            render: (_, field) => input(field, 'wxId', MEMBER_LIMITS.wxId),
          },
          {
            title: columnTitle('operatorType'),
            key: 'operatorType',
            width: 130,
            render: (_, field) =>
              cellItem(
                field,
                'operatorType',
                <Select
                  aria-label={`${columnTitle('operatorType')} ${field.name + 1}`}
                  options={operatorType.options.map((value) => ({
                    value,
                    label: t(`member.register.operators.types.${value}`),
                  }))}
                />,
              ),
          },
        ];

        const addRow = (type: OperatorType) => {
          const problem = addOperatorProblem(
            rowsOf((name) => form.getFieldValue(name)),
            type,
          );
          if (problem) {
            void message.warning(t(`validation.${problem}`));
            return;
          }
          add({ operatorType: type });
        };

        const deleteRows = () => {
          const problem = deleteOperatorProblem(selected);
          if (problem) {
            void message.warning(t(`validation.${problem}`));
            return;
          }
          const names = fields.filter((f) => selected.includes(f.key)).map((f) => f.name);
          remove(names);
          setSelected([]);
        };

        return (
          <div className={styles.operators}>
            <Space wrap className={styles.toolbar}>
              <Button icon={<PlusOutlined />} onClick={() => addRow('operating_sup')}>
                {t('member.register.operators.addOperating')}
              </Button>
              <Button icon={<PlusOutlined />} onClick={() => addRow('review_sup')}>
                {t('member.register.operators.addReview')}
              </Button>
              <Button danger icon={<DeleteOutlined />} onClick={deleteRows}>
                {t('member.register.operators.delete')}
              </Button>
            </Space>
            <Table<FormListFieldData>
              size="small"
              rowKey="key"
              dataSource={fields}
              columns={columns}
              pagination={false}
              scroll={{ x: 760 }}
              rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
              locale={{ emptyText: t('member.register.operators.empty') }}
            />
            <Form.ErrorList errors={errors} />
          </div>
        );
      }}
    </Form.List>
  );
}
